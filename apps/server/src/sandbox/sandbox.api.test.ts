import { describe, expect, it } from "vitest";
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
      },
    });
    try {
      for (const url of ["/_sandbox/outbox", "/_sandbox/outbox/messages"]) {
        expect((await test.app.inject({ method: "GET", url })).statusCode).toBe(404);
      }
      const gateway = await test.app.inject({ method: "POST", url: "/_sandbox/sms/messages", payload: {} });
      expect(gateway.statusCode).toBe(404);
    } finally {
      await test.close();
    }
  });
});
