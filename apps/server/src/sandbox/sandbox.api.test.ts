import { describe, expect, it } from "vitest";
import { PRODUCTION_ENV } from "../testing/production-env";
import { createTestApp } from "../testing/test-app";

describe("the sandbox in production mode", () => {
  it("is not registered; the app builds its adapters from the configured gateway and SMTP server", async () => {
    const test = await createTestApp({
      env: {
        ...PRODUCTION_ENV,
        ODIN_SMS_GATEWAY_KEY: "key",
        ODIN_SMTP_URL: "smtp://127.0.0.1:2525",
        ODIN_RAZORPAY_KEY_ID: "rzp_live_0123456789",
        ODIN_RAZORPAY_KEY_SECRET: "live-secret",
        ODIN_RAZORPAY_WEBHOOK_SECRET: "live-webhook",
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
