import { describe, expect, it } from "vitest";
import { PRODUCTION_ENV } from "../testing/production-env";
import { loadConfig } from "./config";

/** One-time codes and message delivery settings (docs/decisions/0018). */
const { ODIN_SMS_GATEWAY_URL: _sms, ODIN_SMTP_URL: _smtp, ...production } = PRODUCTION_ENV;

describe("loadConfig: OTP and messaging", () => {
  it("applies the documented defaults, with the sandbox in demo mode", () => {
    const config = loadConfig({});
    expect(config.otp).toEqual({
      ttlSeconds: 300,
      maxSendsPerPhone: 3,
      maxSendsPerAddress: 30,
      sendWindowSeconds: 600,
      lockoutWrongTries: 15,
      lockoutSeconds: 3600,
    });
    expect(config.messaging).toEqual({
      sms: {
        gatewayUrl: undefined,
        apiKey: undefined,
        senderId: "ODINST",
        templateIds: {},
        budgetPerHour: 3000,
      },
      email: { smtpUrl: undefined, from: "Odin <no-reply@odin.localhost>" },
      outbox: { pollIntervalMs: 5000, maxAttempts: 8 },
    });
  });

  it("keeps a code's lifetime at 5 minutes or less", () => {
    expect(loadConfig({ ODIN_OTP_TTL_SECONDS: "60" }).otp.ttlSeconds).toBe(60);
    expect(() => loadConfig({ ODIN_OTP_TTL_SECONDS: "301" })).toThrow(/ODIN_OTP_TTL_SECONDS/);
    expect(() => loadConfig({ ODIN_OTP_LOCKOUT_WRONG_TRIES: "4" })).toThrow(/ODIN_OTP_LOCKOUT_WRONG_TRIES/);
  });

  it("reads the store's SMS budget of an hour, at least 1", () => {
    expect(loadConfig({ ODIN_SMS_BUDGET_PER_HOUR: "500" }).messaging.sms.budgetPerHour).toBe(500);
    expect(() => loadConfig({ ODIN_SMS_BUDGET_PER_HOUR: "0" })).toThrow(/ODIN_SMS_BUDGET_PER_HOUR/);
    expect(() => loadConfig({ ODIN_SMS_BUDGET_PER_HOUR: "lots" })).toThrow(/ODIN_SMS_BUDGET_PER_HOUR/);
  });

  it("reads DLT template ids per template and refuses unknown templates", () => {
    const config = loadConfig({
      ODIN_SMS_DLT_TEMPLATE_IDS: "otp-login=1107161234567890123, password-reset=PR_1",
    });
    expect(config.messaging.sms.templateIds).toEqual({
      "otp-login": "1107161234567890123",
      "password-reset": "PR_1",
    });
    expect(() => loadConfig({ ODIN_SMS_DLT_TEMPLATE_IDS: "welcome=1" })).toThrow(/ODIN_SMS_DLT_TEMPLATE_IDS/);
    expect(() => loadConfig({ ODIN_SMS_SENDER_ID: "TOO-LONG-SENDER" })).toThrow(/ODIN_SMS_SENDER_ID/);
    expect(() => loadConfig({ ODIN_SMTP_URL: "http://mail" })).toThrow(/ODIN_SMTP_URL/);
    expect(() => loadConfig({ ODIN_MAIL_FROM: "Odin\r\nBcc: x@y.in <a@b.in>" })).toThrow(/ODIN_MAIL_FROM/);
  });

  it("refuses production mode without a real SMS gateway (https) and SMTP server", () => {
    expect(() => loadConfig(production)).toThrow(
      /ODIN_SMS_GATEWAY_URL: required[\s\S]*ODIN_SMTP_URL: required/,
    );
    expect(() =>
      loadConfig({
        ...production,
        ODIN_SMS_GATEWAY_URL: "http://sms.example.in",
        ODIN_SMTP_URL: "smtp://m:25",
      }),
    ).toThrow(/ODIN_SMS_GATEWAY_URL: must use https/);
    const config = loadConfig({
      ...production,
      ODIN_SMS_GATEWAY_URL: "https://sms.example.in/v1/messages",
      ODIN_SMS_GATEWAY_KEY: "key",
      ODIN_SMTP_URL: "smtps://mailer:secret@smtp.example.in:465",
      ODIN_MAIL_FROM: "Odin <no-reply@shop.example.in>",
    });
    expect(config.messaging.sms).toMatchObject({
      gatewayUrl: "https://sms.example.in/v1/messages",
      apiKey: "key",
    });
    expect(config.messaging.email).toEqual({
      smtpUrl: "smtps://mailer:secret@smtp.example.in:465",
      from: "Odin <no-reply@shop.example.in>",
    });
  });
});
