import { fail, MESSAGES, ok, type Shopper } from "@odin/contracts";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { loader as paymentLoader } from "../../routes/checkout-payment";
import { loader as failureLoader } from "../../routes/checkout-payment-failure";
import { action as confirmationAction, loader as confirmationLoader } from "../../routes/order-confirmation";
import { bagItem } from "../../testing/bag-data";
import { codOverview, onlineMethods, placedOrder, shippingBag } from "../../testing/checkout-data";
import { testLoadContext } from "../../testing/load-context";
import { answerOf, formPost } from "../../testing/route-calls";
import { loadPayment } from "./load-payment.server";

/** The loaders of online payments: the option inside a type, the retry mode, a pending confirmation. */

const SHOPPER: Shopper = { userId: 42, roles: ["ROLE_END_USER"] };
const bag = { checkout: vi.fn() };
const payments = { methods: vi.fn(), quote: vi.fn(), pending: vi.fn() };
const orders = { confirmation: vi.fn() };
const services = { bag, payments, orders } as never;

/** An order waiting for its online payment: ₹300 of loyalty points and ₹1,847 by UPI. */
const unpaid = (status: "pending" | "failed" = "failed") =>
  placedOrder({
    status,
    payments: [
      { paymentTypeCode: "LOYALTY", amount: 30000, status: "paid" },
      { paymentTypeCode: "UPI", amount: 184700, status },
    ],
  });

beforeEach(() => {
  for (const mock of [bag.checkout, ...Object.values(payments), orders.confirmation]) mock.mockReset();
  bag.checkout.mockResolvedValue(ok(shippingBag([bagItem(7)])));
  payments.methods.mockResolvedValue(ok(onlineMethods()));
  payments.quote.mockResolvedValue(ok({ overview: codOverview(), mode: "SAVEDCARD" }));
});

const contextOf = (shopper: Shopper | null = SHOPPER) =>
  testLoadContext({ services, ...(shopper ? { shopper } : {}) }).context;

const paymentPage = (search: string, shopper: Shopper | null = SHOPPER) =>
  paymentLoader({
    context: contextOf(shopper),
    request: new Request(`https://shop.example.in/checkout/payment${search}`),
    params: {},
  } as never);

describe("the payment step's option inside a type", () => {
  const url = (search: string) => new URL(`https://shop.example.in/checkout/payment${search}`);

  it("selects the default saved card when the address names none (spec 3 §4)", async () => {
    const page = await loadPayment(contextOf(), url("?paymentTypeCode=SAVEDCARD"));
    expect(page.option).toEqual({ savedCardToken: "token_mc", requestedPG: "razorpay" });
  });

  it("keeps the bank of the address with its gateway, and forgets one the type does not list", async () => {
    expect(
      (await loadPayment(contextOf(), url("?paymentTypeCode=NET_BANKING&bankCode=UTIB"))).option,
    ).toEqual({ bankCode: "UTIB", requestedPG: "payu" });
    expect(
      (await loadPayment(contextOf(), url("?paymentTypeCode=NET_BANKING&bankCode=PAYTM"))).option,
    ).toEqual({});
  });
});

describe("the payment step's retry of an unpaid order", () => {
  it("shows the order's items and what is left to pay, with the online types only", async () => {
    orders.confirmation.mockResolvedValue(ok(unpaid()));
    const answer = await answerOf(
      paymentPage("?orderId=OD123456789012&paymentTypeCode=NET_BANKING&bankCode=HDFC"),
    );
    expect(answer.status).toBe(200);
    const page = (answer.data as { page: Record<string, never> }).page as unknown as {
      products: unknown[];
      overview: { total: number };
      retry: { orderId: string; declined: boolean; items: { skuId: number }[] };
      methods: {
        paymentTypeDetails: { paymentTypeCode: string }[];
        loyalty: { points: { loyaltyValue: number } };
      };
      choice: unknown;
      option: unknown;
    };
    expect(orders.confirmation).toHaveBeenCalledWith("OD123456789012");
    expect(page.products).toEqual([]);
    expect(page.overview.total).toBe(184700);
    expect(page.retry).toMatchObject({ orderId: "OD123456789012", declined: false });
    expect(page.retry.items.map((item) => item.skuId)).toEqual([7, 8]);
    expect(page.methods.paymentTypeDetails.map((detail) => detail.paymentTypeCode)).toEqual([
      "SAVEDCARD",
      "CREDIT_CARD",
      "NET_BANKING",
      "WALLET",
      "UPI",
      "CARDLESS_EMI",
    ]);
    expect(page.methods.loyalty.points.loyaltyValue).toBe(0);
    expect(page.choice).toEqual({ paymentTypeCode: "NET_BANKING", useLoyalty: false });
    expect(page.option).toEqual({ bankCode: "HDFC", requestedPG: "razorpay" });
    expect(payments.quote).not.toHaveBeenCalled();
    expect(bag.checkout).not.toHaveBeenCalled();
  });

  it("says a declined attempt, and offers no cash on delivery even when the address asks", async () => {
    orders.confirmation.mockResolvedValue(ok(unpaid("pending")));
    const answer = await answerOf(
      paymentPage("?orderId=OD123456789012&failed=1&paymentTypeCode=CASH_ON_DELIVERY"),
    );
    const page = (answer.data as { page: { retry: { declined: boolean }; choice: unknown } }).page;
    expect(page.retry.declined).toBe(true);
    expect(page.choice).toBeUndefined();
  });

  it("sends a paid order to its confirmation, and answers an unknown or malformed one as missing (404)", async () => {
    orders.confirmation.mockResolvedValue(ok(placedOrder()));
    expect(await answerOf(paymentPage("?orderId=OD123456789012"))).toMatchObject({
      location: "/orderconfirmation/OD123456789012/success",
    });
    orders.confirmation.mockResolvedValue(
      fail({
        name: "unknownOrder",
        status: 404,
        code: "NOT_FOUND",
        detail: MESSAGES.checkout.orderIdMissing,
      }),
    );
    expect(await answerOf(paymentPage("?orderId=OD000000000001"))).toEqual({
      data: { kind: "missing" },
      status: 404,
    });
    expect(await answerOf(paymentPage("?orderId=od<1>"))).toEqual({ data: { kind: "missing" }, status: 404 });
    expect(orders.confirmation).toHaveBeenCalledTimes(2);
    expect(await answerOf(paymentPage("?orderId=OD123456789012", null))).toMatchObject({
      location: "/checkout",
    });
  });
});

describe("the payment failure page", () => {
  const failure = (search: string) =>
    failureLoader({
      context: contextOf(),
      request: new Request(`https://shop.example.in/checkout/onpaymentfailure${search}`),
      params: {},
    } as never);

  it("keeps the gateway's order for TRY AGAIN, and ignores a malformed one", async () => {
    expect(await answerOf(failure("?orderId=OD123456789012&transactionId=TX0A1B"))).toMatchObject({
      data: { orderId: "OD123456789012" },
    });
    expect(await answerOf(failure("?orderId=<script>"))).toMatchObject({ data: { orderId: undefined } });
    expect(await answerOf(failure(""))).toMatchObject({ data: { orderId: undefined } });
  });
});

describe("a confirmation whose payment is pending", () => {
  const args = (status = "pending") => ({
    context: contextOf(),
    request: new Request(`https://shop.example.in/orderconfirmation/OD123456789012/${status}/TX0A1B`, {
      method: "GET",
    }),
    params: { orderId: "OD123456789012", status, transactionId: "TX0A1B" },
  });
  const asked = (status: "success" | "pending" | "failed", redirectUrl: string) =>
    ok({ orderId: "OD123456789012", transactionId: "TX0A1B", status, redirectUrl });

  it("asks the gateway first and thanks for a payment that succeeded meanwhile", async () => {
    orders.confirmation.mockResolvedValueOnce(ok(unpaid("pending"))).mockResolvedValueOnce(ok(placedOrder()));
    payments.pending.mockResolvedValue(asked("success", "/orderconfirmation/OD123456789012/success/TX0A1B"));
    const answer = await answerOf(confirmationLoader(args() as never));
    expect(payments.pending).toHaveBeenCalledWith("OD123456789012");
    expect(answer).toMatchObject({ data: { kind: "order", order: { status: "success" } }, status: 200 });
  });

  it("goes to the failure page when it failed, and stays pending with the status text while it waits", async () => {
    orders.confirmation.mockResolvedValue(ok(unpaid("pending")));
    const failed = "/checkout/onpaymentfailure?orderId=OD123456789012&transactionId=TX0A1B";
    payments.pending.mockResolvedValueOnce(asked("failed", failed));
    expect(await answerOf(confirmationLoader(args() as never))).toMatchObject({
      location: failed,
      status: 303,
    });
    payments.pending.mockResolvedValueOnce(
      asked("pending", "/orderconfirmation/OD123456789012/pending/TX0A1B"),
    );
    expect(await answerOf(confirmationLoader(args() as never))).toMatchObject({
      data: { kind: "order", order: { status: "pending" } },
    });
    payments.pending.mockResolvedValueOnce(
      fail({ name: "gatewayUnavailable", status: 503, code: "PAYMENT_GATEWAY_UNAVAILABLE", detail: "x" }),
    );
    expect(await answerOf(confirmationLoader(args() as never))).toMatchObject({
      data: { kind: "order", statusProblem: "Oops! Something went wrong while fetching payment status." },
    });
  });

  it("does not ask about an order already placed", async () => {
    orders.confirmation.mockResolvedValue(ok(placedOrder()));
    await confirmationLoader(args("success") as never);
    expect(payments.pending).not.toHaveBeenCalled();
  });

  it("CHECK AGAIN asks the gateway and goes where the answer says", async () => {
    const url = "https://shop.example.in/orderconfirmation/OD123456789012/pending/TX0A1B";
    const post = () =>
      confirmationAction({ ...args(), request: formPost(url, [["intent", "checkPayment"]]) } as never);
    payments.pending.mockResolvedValue(asked("success", "/orderconfirmation/OD123456789012/success/TX0A1B"));
    expect(await answerOf(post())).toMatchObject({
      location: "/orderconfirmation/OD123456789012/success/TX0A1B",
      status: 303,
    });
    payments.pending.mockResolvedValue(
      fail({ name: "gatewayUnavailable", status: 503, code: "PAYMENT_GATEWAY_UNAVAILABLE", detail: "x" }),
    );
    expect(await answerOf(post())).toMatchObject({
      data: { intent: "checkPayment", ok: false, message: MESSAGES.payment.statusFetchError },
    });
  });
});
