import { describe, expect, it } from "vitest";
import { PRODUCTION_ENV } from "../testing/production-env";
import { ConfigError, loadConfig } from "./config";

const PRODUCTION = PRODUCTION_ENV;
const RAZORPAY = {
  ODIN_RAZORPAY_KEY_ID: "rzp_live_abc",
  ODIN_RAZORPAY_KEY_SECRET: "secret",
  ODIN_RAZORPAY_WEBHOOK_SECRET: "webhook",
};

describe("payments configuration", () => {
  it("runs every gateway as its sandbox in demo mode, with secrets stable for a session secret", () => {
    const one = loadConfig({ ODIN_SESSION_SECRET: "a".repeat(32) }).payments;
    const two = loadConfig({ ODIN_SESSION_SECRET: "a".repeat(32) }).payments;
    expect(one.gateways).toEqual(["razorpay", "payu", "snapmint", "phonepe", "paytm"]);
    for (const name of one.gateways) expect(one[name].sandbox, name).toBe(true);
    expect(one.razorpay.keys).toEqual(two.razorpay.keys);
    expect(one.razorpay.keys.keyId).toMatch(/^rzp_test_/);
    expect(one.paytm.keys.merchantKey).toHaveLength(16);
    expect(one).toMatchObject({
      defaultGateway: "razorpay",
      requestExpirySeconds: 120,
      reservationMinutes: 15,
    });
  });

  it("switches on, in production mode, only the gateways whose credentials are set", () => {
    expect(loadConfig(PRODUCTION).payments.gateways).toEqual([]);
    const live = loadConfig({ ...PRODUCTION, ...RAZORPAY }).payments;
    expect(live.gateways).toEqual(["razorpay"]);
    expect(live.razorpay).toMatchObject({ sandbox: false, keys: { keyId: "rzp_live_abc" } });
  });

  it("refuses a listed gateway without credentials in production, partial credentials and plain http", () => {
    expect(() => loadConfig({ ...PRODUCTION, ODIN_PAYMENT_GATEWAYS: "razorpay" })).toThrow(
      /razorpay: credentials/,
    );
    expect(() => loadConfig({ ODIN_RAZORPAY_KEY_ID: "rzp_test_x" })).toThrow(/set all of its credentials/);
    expect(() =>
      loadConfig({ ...PRODUCTION, ...RAZORPAY, ODIN_RAZORPAY_API_URL: "http://api.razorpay.test" }),
    ).toThrow(/must use https/);
    expect(() =>
      loadConfig({ ODIN_PAYMENT_GATEWAYS: "payu", ODIN_PAYMENT_DEFAULT_GATEWAY: "razorpay" }),
    ).toThrow(ConfigError);
    expect(() => loadConfig({ ODIN_PAYMENT_GATEWAYS: "stripe" })).toThrow(/ODIN_PAYMENT_GATEWAYS/);
  });

  it("reaches the gateways' stand-ins at another process's origin when told, in demo mode only", () => {
    expect(loadConfig({}).payments.sandboxOrigin).toBeUndefined();
    const hosted = loadConfig({ ODIN_PAYMENT_SANDBOX_ORIGIN: "http://127.0.0.1:3309/" }).payments;
    expect(hosted.sandboxOrigin).toBe("http://127.0.0.1:3309");
    expect(hosted.razorpay.sandbox).toBe(true);
    expect(() => loadConfig({ ODIN_PAYMENT_SANDBOX_ORIGIN: "ftp://127.0.0.1" })).toThrow(
      /ODIN_PAYMENT_SANDBOX_ORIGIN/,
    );
    expect(() =>
      loadConfig({ ...PRODUCTION, ...RAZORPAY, ODIN_PAYMENT_SANDBOX_ORIGIN: "http://127.0.0.1:3309" }),
    ).toThrow(/demo mode only/);
  });
});
