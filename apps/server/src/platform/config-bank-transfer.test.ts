import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { PRODUCTION_ENV, TEST_BANK_TRANSFER_ENV } from "../testing/production-env";
import { loadConfig } from "./config";

/** Production without this module's settings, which these tests give or leave out. */
const { ODIN_BANK_DETAILS_KEY: _key, ...PAYOUTS } = TEST_BANK_TRANSFER_ENV;
const PRODUCTION = Object.fromEntries(
  Object.entries(PRODUCTION_ENV).filter(([name]) => !(name in TEST_BANK_TRANSFER_ENV)),
);

describe("loadConfig: bank-transfer details and payouts", () => {
  it("derives the details key and sandboxes payouts in demo mode, stably for a session secret", () => {
    const config = loadConfig({ ODIN_SESSION_SECRET: "x".repeat(32) });
    const { bankTransfer } = config;
    expect(bankTransfer.detailsKeyDerived).toBe(true);
    expect(bankTransfer.detailsKey).toHaveLength(32);
    expect(bankTransfer.detailsKey).toEqual(
      loadConfig({ ODIN_SESSION_SECRET: "x".repeat(32) }).bankTransfer.detailsKey,
    );
    expect(bankTransfer.detailsKey).not.toEqual(
      loadConfig({ ODIN_SESSION_SECRET: "y".repeat(32) }).bankTransfer.detailsKey,
    );
    expect(bankTransfer.payouts).toMatchObject({
      sandbox: true,
      mode: "NEFT",
      pollSeconds: 600,
      pollDays: 7,
    });
    expect(bankTransfer.payouts.keyId).toMatch(/^rzp_test_/);
    expect(bankTransfer.maxSavesPerShopper).toBe(10);
  });

  it("takes the key as 64 hex digits or as base64, and nothing else", () => {
    const key = randomBytes(32);
    for (const written of [key.toString("hex"), key.toString("base64"), key.toString("base64url")]) {
      const config = loadConfig({ ODIN_BANK_DETAILS_KEY: written });
      expect(Buffer.from(config.bankTransfer.detailsKey)).toEqual(key);
      expect(config.bankTransfer.detailsKeyDerived).toBe(false);
    }
    for (const wrong of ["short", key.toString("hex").slice(2), randomBytes(16).toString("base64")])
      expect(() => loadConfig({ ODIN_BANK_DETAILS_KEY: wrong })).toThrow(/ODIN_BANK_DETAILS_KEY/);
  });

  it("refuses production mode without the key or the payouts credentials, and partial credentials", () => {
    const key = { ODIN_BANK_DETAILS_KEY: randomBytes(32).toString("hex") };
    expect(() => loadConfig({ ...PRODUCTION, ...PAYOUTS })).toThrow(/ODIN_BANK_DETAILS_KEY: required/);
    expect(() => loadConfig({ ...PRODUCTION, ...key })).toThrow(/ODIN_PAYOUTS_KEY_ID.*required/);
    expect(() => loadConfig({ ODIN_PAYOUTS_KEY_ID: "only" })).toThrow(/set all or none/);
    expect(() =>
      loadConfig({ ...PRODUCTION, ...key, ...PAYOUTS, ODIN_PAYOUTS_API_URL: "http://payouts.example.in" }),
    ).toThrow(/https/);
    const { bankTransfer } = loadConfig({ ...PRODUCTION, ...key, ...PAYOUTS, ODIN_PAYOUTS_MODE: "IMPS" });
    expect(bankTransfer.payouts).toMatchObject({
      sandbox: false,
      apiUrl: "https://api.razorpay.com",
      keyId: "rzp_live_payouts",
      accountNumber: "2323230000000001",
      mode: "IMPS",
    });
  });
});
