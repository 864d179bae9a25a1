import { fail, MESSAGES, ok, type Shopper } from "@odin/contracts";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { loader as entryLoader } from "../../routes/checkout";
import { loader as confirmationLoader } from "../../routes/order-confirmation";
import { savedAddress } from "../../testing/address-data";
import { bagItem } from "../../testing/bag-data";
import { codOverview, paymentMethods, placedOrder, shippingBag } from "../../testing/checkout-data";
import { testLoadContext } from "../../testing/load-context";
import { loadPayment } from "./load-payment.server";
import { loadShipping } from "./load-shipping.server";

const SHOPPER: Shopper = { userId: 42, roles: ["ROLE_END_USER"] };
const bag = { checkout: vi.fn() };
const addresses = { list: vi.fn() };
const payments = { methods: vi.fn(), quote: vi.fn() };
const orders = { confirmation: vi.fn() };
const services = { bag, addresses, payments, orders } as never;

beforeEach(() => {
  for (const mock of [bag.checkout, addresses.list, payments.methods, payments.quote, orders.confirmation])
    mock.mockReset();
  bag.checkout.mockResolvedValue(ok(shippingBag([bagItem(7)])));
  payments.methods.mockResolvedValue(ok(paymentMethods()));
  payments.quote.mockResolvedValue(ok({ overview: codOverview(), mode: "CASH_ON_DELIVERY" }));
});

const contextOf = (shopper: Shopper | null = SHOPPER) =>
  testLoadContext({ services, ...(shopper ? { shopper } : {}) }).context;

/** Where a loader that threw a redirect sends the shopper. */
async function redirected(loading: Promise<unknown>): Promise<string | null> {
  try {
    await loading;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get("location");
    throw thrown;
  }
  throw new Error("the loader did not redirect");
}

describe("/checkout", () => {
  it("sends a shopper on to shipping and keeps a guest to log in", async () => {
    const args = (shopper: Shopper | null) =>
      ({ context: contextOf(shopper), request: new Request("https://x/checkout"), params: {} }) as never;
    expect(await redirected(entryLoader(args(SHOPPER)))).toBe("/checkout/shipping");
    expect(await entryLoader(args(null))).toMatchObject({
      init: { headers: { "Cache-Control": "private, no-store" } },
    });
  });
});

describe("the shipping step's read", () => {
  it("lists only the shopper's addresses at the delivery pincode", async () => {
    addresses.list.mockResolvedValue(
      ok({ addresses: [savedAddress(1), savedAddress(2, { pincode: "560001" }), savedAddress(3)] }),
    );
    const read = await loadShipping(contextOf());
    expect(read.addresses.map((address) => address.id)).toEqual([1, 3]);
    expect(bag.checkout).toHaveBeenCalledWith({
      page: "shipping",
      type: "read",
      isPromotionPaymentConstraintSupported: true,
    });
  });

  it("sends a guest to the entry and an empty bag to the bag page", async () => {
    addresses.list.mockResolvedValue(ok({ addresses: [] }));
    expect(await redirected(loadShipping(contextOf(null)))).toBe("/checkout");
    bag.checkout.mockResolvedValue(ok(shippingBag([])));
    expect(await redirected(loadShipping(contextOf()))).toBe("/mybag");
  });
});

describe("the payment step's read", () => {
  const url = (search = "") => new URL(`https://shop.example.in/checkout/payment${search}`);

  it("prices the address's choice and gives the page a new idempotency key each time", async () => {
    const first = await loadPayment(contextOf(), url("?paymentTypeCode=CASH_ON_DELIVERY"));
    const second = await loadPayment(contextOf(), url("?paymentTypeCode=CASH_ON_DELIVERY"));
    expect(first).toMatchObject({
      choice: { paymentTypeCode: "CASH_ON_DELIVERY", useLoyalty: false },
      mode: "CASH_ON_DELIVERY",
      overview: { total: 214700 },
    });
    expect(first.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(second.idempotencyKey).not.toBe(first.idempotencyKey);
  });

  it("prices nothing for a choice the step does not offer, and says why loyalty alone cannot pay", async () => {
    const upi = await loadPayment(contextOf(), url("?paymentTypeCode=UPI"));
    expect(upi).toMatchObject({ choice: undefined, mode: undefined, overview: { total: 209800 } });
    expect(payments.quote).not.toHaveBeenCalled();
    const detail = MESSAGES.payment.insufficientLoyalty;
    payments.quote.mockResolvedValue(
      fail({ name: "insufficientLoyalty", status: 400, code: "LOYALTY_FAILED_TO_REDEEM", detail }),
    );
    const loyalty = await loadPayment(contextOf(), url("?paymentTypeCode=LOYALTY"));
    expect(loyalty).toMatchObject({ choice: undefined, choiceProblem: detail });
  });

  it("sends back to shipping while it blocks, to the bag when empty, and a guest to the entry", async () => {
    bag.checkout.mockResolvedValue(
      ok(shippingBag([bagItem(7)], { blockingMessage: MESSAGES.checkout.selectAddress })),
    );
    expect(await redirected(loadPayment(contextOf(), url()))).toBe("/checkout/shipping");
    bag.checkout.mockResolvedValue(ok(shippingBag([])));
    expect(await redirected(loadPayment(contextOf(), url()))).toBe("/mybag");
    expect(await redirected(loadPayment(contextOf(null), url()))).toBe("/checkout");
  });
});

describe("the order confirmation's read", () => {
  const load = (orderId: string, shopper: Shopper | null = SHOPPER) =>
    confirmationLoader({
      context: contextOf(shopper),
      request: new Request(`https://shop.example.in/orderconfirmation/${orderId}/success`),
      params: { orderId, status: "success" },
    } as never);

  it("reads the shopper's own order", async () => {
    orders.confirmation.mockResolvedValue(ok(placedOrder()));
    expect(await load("OD123456789012")).toMatchObject({
      data: { kind: "order", order: { orderId: "OD123456789012" } },
    });
    expect(orders.confirmation).toHaveBeenCalledWith("OD123456789012");
  });

  it("answers another shopper's or an unknown id, and a malformed one, as missing (404)", async () => {
    orders.confirmation.mockResolvedValue(
      fail({
        name: "unknownOrder",
        status: 404,
        code: "NOT_FOUND",
        detail: MESSAGES.checkout.orderIdMissing,
      }),
    );
    expect(await load("OD000000000001")).toMatchObject({ data: { kind: "missing" }, init: { status: 404 } });
    expect(await load("od-1<script>")).toMatchObject({ data: { kind: "missing" }, init: { status: 404 } });
    expect(orders.confirmation).toHaveBeenCalledTimes(1);
  });

  it("asks a guest to log in, coming back to the same page", async () => {
    expect(await load("OD123456789012", null)).toMatchObject({
      data: { kind: "guest", destination: "/orderconfirmation/OD123456789012/success" },
    });
    expect(orders.confirmation).not.toHaveBeenCalled();
  });
});
