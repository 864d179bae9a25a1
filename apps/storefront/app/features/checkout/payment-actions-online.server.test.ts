import { fail, MESSAGES, ok, type PaymentRequest, type Shopper } from "@odin/contracts";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { overview } from "../../testing/bag-data";
import { onlineMethods, PENDING_PAYMENT } from "../../testing/checkout-data";
import { testLoadContext } from "../../testing/load-context";
import { formPost } from "../../testing/route-calls";
import { paymentAction } from "./payment-actions.server";

/** The payment step's forms for online payments: the option inside a type, PLACE ORDER, the retry. */

const SHOPPER: Shopper = { userId: 42, roles: ["ROLE_END_USER"] };

const payments = { methods: vi.fn(), quote: vi.fn(), make: vi.fn() };
const services = { payments } as never;

beforeEach(() => {
  for (const mock of Object.values(payments)) mock.mockReset();
  payments.methods.mockResolvedValue(ok(onlineMethods()));
  payments.quote.mockResolvedValue(ok({ overview: overview(), mode: "NET_BANKING" }));
  payments.make.mockResolvedValue(ok(PENDING_PAYMENT));
});

type Answer = { data: Record<string, unknown>; init: ResponseInit | null };

async function post(fields: [string, string][]): Promise<Answer | Response> {
  const request = formPost("https://shop.example.in/checkout/payment", fields);
  const { context } = testLoadContext({ services, shopper: SHOPPER });
  try {
    return (await paymentAction({ request, context, params: {} } as never)) as never;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

const location = (answer: Answer | Response) => {
  expect((answer as Response).status).toBe(303);
  return (answer as Response).headers.get("location");
};

const choose = (...fields: [string, string][]): [string, string][] => [
  ["intent", "choosePayment"],
  ...fields,
];

describe("choosing an online payment", () => {
  it("puts the bank chosen inside net banking in the address, priced", async () => {
    const answer = await post(choose(["paymentTypeCode", "NET_BANKING"], ["bankCode", "UTIB"]));
    expect(location(answer)).toBe("/checkout/payment?paymentTypeCode=NET_BANKING&bankCode=UTIB");
    expect(payments.quote).toHaveBeenCalledWith({ paymentTypeCode: "NET_BANKING", useLoyalty: false });
  });

  it("combines loyalty points with a wallet, and drops an option of another type", async () => {
    const wallet = await post(
      choose(["paymentTypeCode", "WALLET"], ["bankCode", "PAYTM"], ["useLoyalty", "true"]),
    );
    expect(location(wallet)).toBe("/checkout/payment?paymentTypeCode=WALLET&useLoyalty=true&bankCode=PAYTM");
    expect(payments.quote).toHaveBeenCalledWith({ paymentTypeCode: "WALLET", useLoyalty: true });
    const upi = await post(choose(["paymentTypeCode", "UPI"], ["bankCode", "HDFC"]));
    expect(location(upi)).toBe("/checkout/payment?paymentTypeCode=UPI");
  });

  it("selects the default saved card when none is chosen, and keeps a new card's save box", async () => {
    expect(location(await post(choose(["paymentTypeCode", "SAVEDCARD"])))).toBe(
      "/checkout/payment?paymentTypeCode=SAVEDCARD&savedCardToken=token_mc",
    );
    expect(location(await post(choose(["paymentTypeCode", "CREDIT_CARD"], ["saveCard", "true"])))).toBe(
      "/checkout/payment?paymentTypeCode=CREDIT_CARD&saveCard=true",
    );
  });

  it("in retry mode keeps the order in the address, prices nothing and refuses cash on delivery", async () => {
    const retried = await post(
      choose(["orderId", "OD123456789012"], ["paymentTypeCode", "UPI"], ["useLoyalty", "true"]),
    );
    expect(location(retried)).toBe("/checkout/payment?orderId=OD123456789012&paymentTypeCode=UPI");
    expect(payments.quote).not.toHaveBeenCalled();
    expect(
      await post(choose(["orderId", "OD123456789012"], ["paymentTypeCode", "CASH_ON_DELIVERY"])),
    ).toMatchObject({ data: { ok: false, message: MESSAGES.payment.methodUnavailable } });
  });
});

describe("PLACE ORDER paid online", () => {
  const placement = (...extra: [string, string][]): [string, string][] => [
    ["intent", "placeOrder"],
    ["idempotencyKey", "0b7f4c1e-2d4b-4a8e-9c1f-5d6e7f8a9b0c"],
    ["netAmount", "209800"],
    ["item", "8:1:ndd"],
    ...extra,
  ];
  const sent = () => (payments.make.mock.calls[0] as [string, PaymentRequest])[1];

  it("sends the bank and its gateway, then goes on to the page that takes the shopper to the gateway", async () => {
    const answer = await post(
      placement(["paymentTypeCode", "NET_BANKING"], ["bankCode", "UTIB"], ["requestedPG", "payu"]),
    );
    expect(location(answer)).toBe("/checkout/pay/TX0A1B2C3D");
    expect(sent()).toEqual({
      paymentTypeCode: "NET_BANKING",
      useLoyalty: false,
      paymentDetail: { bankCode: "UTIB" },
      requestedPG: "payu",
      productsShippingDetails: [{ skuId: 8, qty: 1, shippingMethod: "ndd" }],
      pricingDetails: { netAmount: 209800 },
    });
  });

  it("asks for a bank or wallet before placing a type that needs one (spec 3 §8)", async () => {
    for (const type of ["NET_BANKING", "WALLET", "CARDLESS_EMI"]) {
      expect(await post(placement(["paymentTypeCode", type]))).toMatchObject({
        data: { ok: false, message: "Please select a bank or wallet." },
        init: { status: 400 },
      });
    }
    expect(payments.make).not.toHaveBeenCalled();
  });

  it("sends a saved card's token, or a new card to save, and never a card's number", async () => {
    await post(placement(["paymentTypeCode", "SAVEDCARD"], ["savedCardToken", "token_mc"]));
    expect(sent().paymentDetail).toEqual({ savedCardToken: "token_mc" });
    payments.make.mockClear();
    await post(placement(["paymentTypeCode", "CREDIT_CARD"], ["saveCard", "true"], ["cardNumber", "4111"]));
    expect(sent().paymentDetail).toEqual({ saveCard: true });
    expect(JSON.stringify(sent())).not.toContain("4111");
  });

  it("says in place that the gateway cannot be reached, or that the bank is not offered", async () => {
    const unavailable = MESSAGES.payment.gatewayUnavailable;
    payments.make.mockResolvedValueOnce(
      fail({
        name: "gatewayUnavailable",
        status: 503,
        code: "PAYMENT_GATEWAY_UNAVAILABLE",
        detail: unavailable,
      }),
    );
    const fields = placement(["paymentTypeCode", "UPI"]);
    expect(await post(fields)).toMatchObject({
      data: { intent: "placeOrder", ok: false, message: unavailable, problem: "gatewayUnavailable" },
      init: { status: 503 },
    });
    const noBank = MESSAGES.payment.noBankOrWallet;
    payments.make.mockResolvedValueOnce(
      fail({ name: "noBankOrWallet", status: 400, code: "PAYMENT_OPTION_REQUIRED", detail: noBank }),
    );
    expect(await post(placement(["paymentTypeCode", "WALLET"], ["bankCode", "NOPE"]))).toMatchObject({
      data: { ok: false, message: noBank },
      init: { status: 400 },
    });
  });

  it("pays an unpaid order again with its id and what is left to pay (the retry)", async () => {
    const answer = await post(
      placement(["orderId", "OD123456789012"], ["paymentTypeCode", "UPI"], ["useLoyalty", "true"]),
    );
    expect(location(answer)).toBe("/checkout/pay/TX0A1B2C3D");
    expect(sent()).toMatchObject({
      orderId: "OD123456789012",
      paymentTypeCode: "UPI",
      pricingDetails: { netAmount: 209800 },
    });
  });

  it("sends a retried order another attempt already paid to its confirmation", async () => {
    payments.make.mockResolvedValue(
      fail({
        name: "alreadyPaid",
        status: 409,
        code: "ORDER_ALREADY_PAID",
        detail: MESSAGES.payment.alreadyPaid,
      }),
    );
    const answer = await post(placement(["orderId", "OD123456789012"], ["paymentTypeCode", "UPI"]));
    expect(location(answer)).toBe("/orderconfirmation/OD123456789012/success");
  });
});
