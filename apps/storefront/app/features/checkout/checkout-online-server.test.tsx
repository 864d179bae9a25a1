import { describe, expect, it } from "vitest";
import CheckoutPayment from "../../routes/checkout-payment";
import CheckoutPaymentFailure from "../../routes/checkout-payment-failure";
import OrderConfirmationRoute from "../../routes/order-confirmation";
import { overview } from "../../testing/bag-data";
import { onlineMethods, option, placedOrder, shippingItem } from "../../testing/checkout-data";
import { forms, intentOf, radio, serverHtml, textOf } from "../../testing/server-page-kit";
import type { CheckoutAnswer } from "./checkout-forms";
import type { PaymentData } from "./load-payment.server";

/** The online payment's pages as the server sends them: what works before the scripts run, or without. */

const JEANS = shippingItem(8, [option("ndd")], { shippingMethod: "ndd" });

const data = (extra: Partial<PaymentData> = {}): PaymentData => ({
  products: [JEANS],
  methods: onlineMethods(),
  choice: { paymentTypeCode: "NET_BANKING", useLoyalty: false },
  option: { bankCode: "UTIB", requestedPG: "payu" },
  mode: "NET_BANKING",
  choiceProblem: undefined,
  overview: overview(),
  idempotencyKey: "key-0b7f4c1e",
  ...extra,
});
const page = (pageData: PaymentData, posted?: CheckoutAnswer, path = "/checkout/payment") =>
  serverHtml(path, CheckoutPayment, { kind: "step", page: pageData }, posted);
const placeForm = (html: string) => forms(html).find((form) => intentOf(form) === "placeOrder") ?? "";

describe("the payment step's online options", () => {
  it("lists the banks, wallets and the EMI provider as radios inside their types, the chosen bank checked", () => {
    const html = page(data());
    expect(radio(html, "paymentTypeCode", "NET_BANKING")).toContain(" checked");
    expect(radio(html, "bankCode", "UTIB")).toContain(" checked");
    expect(radio(html, "bankCode", "UTIB")).toContain('data-payment-type="NET_BANKING"');
    expect(radio(html, "bankCode", "HDFC")).not.toContain("checked");
    expect(radio(html, "bankCode", "PAYTM")).toContain('data-payment-type="WALLET"');
    expect(radio(html, "bankCode", "snapmint")).toContain('data-payment-type="CARDLESS_EMI"');
    const text = textOf(html);
    expect(text).toContain("Choose your bank HDFC Bank Axis Bank");
    expect(text).toContain("Choose your wallet Paytm MobiKwik");
    expect(text).toContain("Choose your EMI provider Snapmint");
    // The choice goes with SELECT, in the same form.
    expect(forms(html).map(intentOf)).toEqual(["choosePayment", "placeOrder"]);
  });

  it("lists saved cards by description with the default one selected, a new card exclusive with them", () => {
    const html = page(data({ choice: undefined, option: undefined, mode: undefined }));
    expect(textOf(html)).toContain("Saved Cards Visa ending 1111 MasterCard ending 4444");
    expect(radio(html, "savedCardToken", "token_mc")).toContain(" checked");
    expect(radio(html, "savedCardToken", "token_visa")).not.toContain("checked");
    // The new card is the other type of the same group, with its save box and note.
    expect(radio(html, "paymentTypeCode", "CREDIT_CARD")).toContain('id="payment-CREDIT_CARD"');
    expect(html).toMatch(/for="payment-CREDIT_CARD"><span[^>]*>Pay with a new card</);
    expect(html).toMatch(/<input type="checkbox"[^>]*name="saveCard"[^>]*value="true"/);
    expect(textOf(html)).toContain("Save this card for faster payments");
    expect(textOf(html)).toContain("You will enter your card on the payment gateway's secure page.");
    expect(textOf(html)).toContain("scan the QR code or open your app on the next page");
  });

  it("never asks for a card's number or CVV", () => {
    const html = page(data({ choice: { paymentTypeCode: "CREDIT_CARD", useLoyalty: false }, option: {} }));
    const fields = [...html.matchAll(/<input[^>]*name="([^"]+)"/g)].map((match) => match[1]);
    expect(fields.filter((name) => /card.?number|cvv|exp/i.test(name ?? ""))).toEqual([]);
    expect(html).not.toMatch(/autocomplete="cc-/);
  });

  it("posts PLACE ORDER with the chosen bank and its gateway", () => {
    const place = placeForm(page(data()));
    expect(place).toContain('name="paymentTypeCode" value="NET_BANKING"');
    expect(place).toContain('name="bankCode" value="UTIB"');
    expect(place).toContain('name="requestedPG" value="payu"');
    expect(place).not.toContain('name="orderId"');
    const card = placeForm(
      page(
        data({
          choice: { paymentTypeCode: "SAVEDCARD", useLoyalty: true },
          option: { savedCardToken: "token_mc", requestedPG: "razorpay" },
        }),
      ),
    );
    expect(card).toContain('name="savedCardToken" value="token_mc"');
    expect(card).toContain('name="useLoyalty" value="true"');
  });

  it("says in place that the gateway could not be reached", () => {
    const refused: CheckoutAnswer = {
      intent: "placeOrder",
      ok: false,
      fieldErrors: {},
      message: "We could not reach the payment gateway. Please try again.",
      problem: "gatewayUnavailable",
    };
    expect(page(data(), refused)).toMatch(
      /role="alert"[^>]*><p[^>]*>We could not reach the payment gateway. Please try again./,
    );
  });
});

describe("the payment step's retry of an unpaid order", () => {
  const order = placedOrder({ status: "failed" });
  const retry = (declined: boolean) =>
    data({
      products: [],
      methods: {
        ...onlineMethods(),
        paymentTypeDetails: onlineMethods().paymentTypeDetails.filter(
          (detail) => !["CASH_ON_DELIVERY", "LOYALTY"].includes(detail.paymentTypeCode),
        ),
      },
      overview: { lines: order.overview.lines, total: 184700 },
      retry: { orderId: order.orderId, declined, items: order.items },
    });

  it("shows the order's items, the online options only, and sends the order with what is left to pay", () => {
    const html = page(retry(false), undefined, "/checkout/payment?orderId=OD123456789012");
    const text = textOf(html);
    expect(text).toContain("Complete the payment for your order OD123456789012.");
    expect(text).toContain("Oxford Shirt");
    expect(text).toContain("Slim Jeans");
    expect(html).not.toContain('value="CASH_ON_DELIVERY"');
    expect(html).not.toContain('name="useLoyalty"');
    expect(text).not.toContain("declined");
    const choose = forms(html).find((form) => intentOf(form) === "choosePayment") ?? "";
    expect(choose).toContain('name="orderId" value="OD123456789012"');
    const place = placeForm(html);
    expect(place).toContain('name="orderId" value="OD123456789012"');
    expect(place).toContain('name="netAmount" value="184700"');
    expect(place).toContain('name="item" value="7:1:STOREPICK:31"');
    expect(place).toContain('name="item" value="8:1:ndd"');
  });

  it("says the last attempt was declined above the options", () => {
    const html = page(retry(true), undefined, "/checkout/payment?orderId=OD123456789012&failed=1");
    expect(html).toMatch(
      /role="alert" class="payment-declined"><p>Your payment was declined. Please try again or choose another method./,
    );
    expect(html.indexOf("payment-declined")).toBeLessThan(html.indexOf("payment-options"));
  });

  it("says an unknown order does not exist", () => {
    const html = serverHtml("/checkout/payment?orderId=OD1", CheckoutPayment, { kind: "missing" });
    expect(textOf(html)).toContain("Step 2 of 2: Payment This orderId doesn't exist");
  });
});

describe("the failure page and a pending confirmation", () => {
  it("TRY AGAIN pays the gateway's order again, or goes back to the payment step", () => {
    const withOrder = serverHtml("/checkout/onpaymentfailure", CheckoutPaymentFailure, {
      orderId: "OD123456789012",
    });
    expect(textOf(withOrder)).toContain(
      "YOUR ORDER WAS NOT PLACED Something went wrong. Please try again. Any loyalty points deducted",
    );
    expect(withOrder).toMatch(/href="\/checkout\/payment\?orderId=OD123456789012"[^>]*>TRY AGAIN/);
    const without = serverHtml("/checkout/onpaymentfailure", CheckoutPaymentFailure, {});
    expect(without).toMatch(/href="\/checkout\/payment"[^>]*>TRY AGAIN/);
  });

  it("says the pending text with CHECK AGAIN, and why the status could not be fetched", () => {
    const pending = placedOrder({ status: "pending" });
    const html = serverHtml("/orderconfirmation/OD123456789012/pending", OrderConfirmationRoute, {
      kind: "order",
      order: pending,
    });
    expect(html).toMatch(/role="status"[^>]*>We are processing your payment. This can take up to 30 minutes/);
    const [check = ""] = forms(html);
    expect(intentOf(check)).toBe("checkPayment");
    expect(check).toMatch(/^<form[^>]* method="post"/);
    expect(check).toMatch(/CHECK AGAIN/);
    const failed = serverHtml("/orderconfirmation/OD123456789012/pending", OrderConfirmationRoute, {
      kind: "order",
      order: pending,
      statusProblem: "Oops! Something went wrong while fetching payment status.",
    });
    expect(failed).toContain("Oops! Something went wrong while fetching payment status.");
    const placed = serverHtml("/orderconfirmation/OD123456789012/success", OrderConfirmationRoute, {
      kind: "order",
      order: placedOrder(),
    });
    expect(placed).not.toContain("CHECK AGAIN");
  });
});
