import { describe, expect, it } from "vitest";
import type { PaymentsConfig } from "../../../../platform/config-payments";
import { GatewayError, toConfirm } from "../gateway";
import { sha256Hex } from "../signatures";
import { createPhonePeGateway, expireAfterOf, handoffOf } from "./phonepe";
import { outcomeOf } from "./phonepe-wire";

/**
 * PhonePe's webhook check against the vector of PhonePe's own Node SDK (pg-sdk-node,
 * tests/callback.test.ts: username "username", password "password"), the events a webhook carries,
 * and the adapter's pure pieces. Its HTTP calls are covered by phonepe.api.test.ts.
 */

const SDK_AUTHORIZATION = "bc842c31a9e54efe320d30d948be61291f3ceee4766e36ab25fa65243cd76e0e";
const SDK_BODY =
  '{"type":"CHECKOUT_TRANSACTION_ATTEMPT_FAILED","payload":{"orderId":"OMOxx","paymentDetails":[{"paymentMode":"UPI_COLLECT"}]}}';

const config: PaymentsConfig["phonepe"] = {
  sandbox: false,
  keys: {
    clientId: "client",
    clientSecret: "secret",
    clientVersion: "1",
    webhookUsername: "username",
    webhookPassword: "password",
  },
  urls: { auth: "https://auth.invalid", api: "https://api.invalid" },
};
const nowhere = { server: async () => "https://api.invalid", browser: "https://api.invalid" };
const phonepe = createPhonePeGateway(config, { auth: nowhere, api: nowhere });
const hook = (body: object, authorization = SDK_AUTHORIZATION) =>
  phonepe.parseWebhook(JSON.stringify(body), { authorization });

describe("PhonePe's webhook Authorization", () => {
  it("is the SHA-256 of username:password, as PhonePe's SDK computes it", () => {
    expect(sha256Hex("username:password")).toBe(SDK_AUTHORIZATION);
    expect(phonepe.parseWebhook(SDK_BODY, { authorization: SDK_AUTHORIZATION })).toMatchObject({
      kind: "ignored",
      event: "checkout.transaction.attempt.failed",
    });
  });

  it("is refused with any one character changed, or missing", () => {
    for (let index = 0; index < SDK_AUTHORIZATION.length; index += 1) {
      const char = SDK_AUTHORIZATION[index] === "0" ? "1" : "0";
      const changed = `${SDK_AUTHORIZATION.slice(0, index)}${char}${SDK_AUTHORIZATION.slice(index + 1)}`;
      expect(phonepe.parseWebhook(SDK_BODY, { authorization: changed }), `index ${index}`).toBe("invalid");
    }
    expect(phonepe.parseWebhook(SDK_BODY, { authorization: SDK_AUTHORIZATION.toUpperCase() })).toBe(
      "invalid",
    );
    expect(phonepe.parseWebhook(SDK_BODY, { authorization: `${SDK_AUTHORIZATION}0` })).toBe("invalid");
    expect(phonepe.parseWebhook(SDK_BODY, {})).toBe("invalid");
  });

  it("does not make a body that is not a JSON object an event", () => {
    expect(phonepe.parseWebhook("{", { authorization: SDK_AUTHORIZATION })).toBe("invalid");
    expect(phonepe.parseWebhook("[1]", { authorization: SDK_AUTHORIZATION })).toBe("invalid");
  });
});

describe("PhonePe's webhook events", () => {
  const completed = {
    event: "checkout.order.completed",
    payload: {
      merchantOrderId: "TX1",
      orderId: "OMO1",
      state: "COMPLETED",
      amount: 129_900,
      paymentDetails: [{ transactionId: "OM1", state: "COMPLETED", amount: 129_900 }],
    },
  };

  it("makes a paid order an event to confirm with the status API, named by what it says", () => {
    expect(hook(completed)).toEqual({
      kind: "payment",
      eventId: "checkout.order.completed:TX1:COMPLETED:OM1",
      event: "checkout.order.completed",
      outcome: toConfirm("TX1"),
    });
    // A redelivery (here with the older `type` beside `event`) is the same event.
    expect(hook({ ...completed, type: "CHECKOUT_ORDER_COMPLETED" })).toMatchObject({
      eventId: "checkout.order.completed:TX1:COMPLETED:OM1",
    });
  });

  it("makes a failure an event to confirm too, and reads the older type", () => {
    const failed = {
      type: "CHECKOUT_ORDER_FAILED",
      payload: {
        merchantOrderId: "TX1",
        state: "FAILED",
        errorCode: "INSUFFICIENT_BALANCE",
        detailedErrorCode: "Z9",
        paymentDetails: [{ transactionId: "OM1", state: "FAILED" }],
      },
    };
    expect(hook(failed)).toMatchObject({
      kind: "payment",
      event: "checkout.order.failed",
      eventId: "checkout.order.failed:TX1:FAILED:OM1",
      outcome: toConfirm("TX1"),
    });
  });

  it("names refunds by our merchantRefundId and reads their state", () => {
    const refund = (event: string, state: string) =>
      hook({
        event,
        payload: { merchantRefundId: "refund-TX1", refundId: "OMR1", originalMerchantOrderId: "TX1", state },
      });
    expect(refund("pg.refund.completed", "COMPLETED")).toEqual({
      kind: "refund",
      eventId: "pg.refund.completed:refund-TX1:COMPLETED",
      event: "pg.refund.completed",
      refundId: "refund-TX1",
      status: "processed",
    });
    expect(refund("pg.refund.accepted", "CONFIRMED")).toMatchObject({ status: "pending" });
    expect(refund("pg.refund.failed", "FAILED")).toMatchObject({ status: "failed" });
  });
});

describe("the adapter's pure pieces", () => {
  it("maps an order status: COMPLETED paid in rupees, FAILED with PhonePe's code (a short balance as WALLET_INSUFFICIENT_BALANCE), else pending", () => {
    expect(
      outcomeOf(
        { state: "COMPLETED", amount: 100, paymentDetails: [{ transactionId: "OM9", state: "COMPLETED" }] },
        "TX9",
      ),
    ).toEqual({
      status: "paid",
      gatewayOrderId: "TX9",
      gatewayPaymentId: "OM9",
      amount: 100,
      currency: "INR",
      failureCode: undefined,
      card: undefined,
    });
    expect(outcomeOf({ state: "FAILED", errorCode: "TXN_NOT_COMPLETED" }, "TX9")).toMatchObject({
      status: "failed",
      failureCode: "TXN_NOT_COMPLETED",
    });
    expect(
      outcomeOf({ state: "FAILED", errorCode: "INSUFFICIENT_BALANCE", detailedErrorCode: "Z9" }, "TX9"),
    ).toMatchObject({ status: "failed", failureCode: "WALLET_INSUFFICIENT_BALANCE" });
    expect(outcomeOf({ state: "PENDING" }, "TX9").status).toBe("pending");
  });

  it("keeps the checkout open for PhonePe's allowed 300 to 3600 seconds", () => {
    const now = Date.UTC(2026, 0, 1);
    expect(expireAfterOf(new Date(now + 120_000), now)).toBe(300);
    expect(expireAfterOf(new Date(now + 900_000), now)).toBe(900);
    expect(expireAfterOf(new Date(now + 7_200_000), now)).toBe(3_600);
  });

  it("opens the checkout page with a GET form whose fields are its query", () => {
    expect(handoffOf("https://mercury-uat.phonepe.com/transact/uat_v2?token=a%2Bb&x=1#top")).toEqual({
      kind: "form",
      method: "GET",
      action: "https://mercury-uat.phonepe.com/transact/uat_v2",
      fields: { token: "a+b", x: "1" },
    });
    expect(handoffOf("/_sandbox/pg/phonepe/transact?token=t")).toMatchObject({
      action: "/_sandbox/pg/phonepe/transact",
    });
    for (const url of ["javascript:alert(1)", "//evil.example/x", "http://mercury.phonepe.com/x"])
      expect(() => handoffOf(url), url).toThrow(GatewayError);
  });
});
