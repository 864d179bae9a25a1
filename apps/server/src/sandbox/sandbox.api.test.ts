import { describe, expect, it } from "vitest";
import { TEST_SUPPLIER_ENV } from "../testing/invoices";
import { createTestApp } from "../testing/test-app";

describe("the sandbox in production mode", () => {
  it("is not registered; the app builds its adapters from the configured gateway and SMTP server", async () => {
    const test = await createTestApp({
      env: {
        ODIN_MODE: "production",
        ODIN_SESSION_SECRET: "s".repeat(40),
        ODIN_JWT_SECRET: "j".repeat(40),
        ODIN_SOCIAL_PROVIDERS: "",
        ODIN_SMS_GATEWAY_URL: "https://sms.example.in/v1/messages",
        ODIN_SMS_GATEWAY_KEY: "key",
        ODIN_SMTP_URL: "smtp://127.0.0.1:2525",
        ODIN_RAZORPAY_KEY_ID: "rzp_live_0123456789",
        ODIN_RAZORPAY_KEY_SECRET: "live-secret",
        ODIN_RAZORPAY_WEBHOOK_SECRET: "live-webhook",
        ODIN_BANK_DETAILS_KEY: "k".repeat(43),
        ODIN_PAYOUTS_KEY_ID: "rzp_live_payouts",
        ODIN_PAYOUTS_KEY_SECRET: "live-payouts-secret",
        ODIN_PAYOUTS_ACCOUNT_NUMBER: "2323230000000001",
        ...TEST_SUPPLIER_ENV,
      },
    });
    try {
      for (const url of ["/_sandbox/outbox", "/_sandbox/outbox/messages", "/_sandbox/fulfilment"]) {
        expect((await test.app.inject({ method: "GET", url })).statusCode).toBe(404);
      }
      const gateway = await test.app.inject({ method: "POST", url: "/_sandbox/sms/messages", payload: {} });
      expect(gateway.statusCode).toBe(404);
      // No payment gateway stand-in either, even for a gateway switched on with its live keys.
      for (const url of [
        "/_sandbox/pg/razorpay/v1/orders",
        "/_sandbox/pg/razorpay/v1/checkout/embedded",
        "/_sandbox/pg/payu/_payment",
        "/_sandbox/pg/phonepe/pg/checkout/v2/pay",
        "/_sandbox/pg/paytm/theia/api/v1/initiateTransaction",
        "/_sandbox/pg/snapmint/v1/public/online_checkout",
        "/_sandbox/payouts/v1/payouts",
        "/_sandbox/payouts/tester/pout_x",
      ])
        expect((await test.app.inject({ method: "POST", url, payload: {} })).statusCode, url).toBe(404);
    } finally {
      await test.close();
    }
  });
});
