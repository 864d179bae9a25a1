import { describe, expect, it } from "vitest";
import { type MessageTemplate, PermanentDeliveryError } from "../../platform/outbox";
import { renderEmail, renderSms } from "./templates";

const OTP_TEMPLATES: MessageTemplate[] = ["otp-login", "otp-registration", "otp-cod"];

describe("message templates", () => {
  it("render each OTP template for SMS and e-mail with its code and minutes", () => {
    for (const template of OTP_TEMPLATES) {
      const sms = renderSms(template, { code: "012345", minutes: "5" });
      expect(sms.text).toMatch(/^012345 is your OTP to .+ Odin\. It is valid for 5 minutes\./);
      expect(sms.text.length).toBeLessThanOrEqual(160);
      const email = renderEmail(template, { code: "012345", minutes: "5" });
      expect(email.subject).toBe("Your Odin OTP is 012345");
      expect(email.text).toContain("012345");
      expect(email.html).toContain("<strong");
      expect(email.html).toContain('<html lang="en">');
    }
    expect(renderSms("otp-registration", { code: "1", minutes: "5" }).text).toContain(
      "verify your mobile number",
    );
    expect(renderSms("otp-cod", { code: "1", minutes: "5" }).text).toContain("cash on delivery");
  });

  it("render the password reset link, escaped in HTML", () => {
    const link = "https://shop.example.in/reset-password?sessionId=abc&type=email";
    expect(renderSms("password-reset", { link, minutes: "30" }).text).toContain(link);
    const email = renderEmail("password-reset", { link, minutes: "30" });
    expect(email.text).toContain(link);
    expect(email.html).toContain(
      'href="https://shop.example.in/reset-password?sessionId=abc&amp;type=email"',
    );
  });

  it("render a browser's error report for the operator by e-mail only, escaped in HTML", () => {
    const payload = {
      reportId: "7",
      kind: "failed",
      status: "503",
      call: "POST /api/v2/listing/products",
      correlationId: "7d0b6c1e-2f5a-4c36-9f5e-0f4a1b2c3d4e",
      durationMs: "812",
      code: "503",
      detail: "<down>",
      receivedAt: "2026-11-26T10:00:00.000Z",
    };
    const email = renderEmail("client-error-report", payload);
    expect(email.subject).toBe("Odin: a failed API call in a browser (503 POST /api/v2/listing/products)");
    expect(email.text).toContain("Correlation id: 7d0b6c1e-2f5a-4c36-9f5e-0f4a1b2c3d4e");
    expect(email.html).toContain("Detail: &lt;down&gt;");
    expect(() => renderSms("client-error-report", payload)).toThrow(PermanentDeliveryError);
  });

  it("refuse missing variables and a link that is not http(s), for good", () => {
    expect(() => renderSms("otp-login", { minutes: "5" })).toThrow(PermanentDeliveryError);
    expect(() => renderEmail("password-reset", { link: "javascript:alert(1)", minutes: "30" })).toThrow(
      PermanentDeliveryError,
    );
    expect(() => renderSms("welcome" as MessageTemplate, {})).toThrow(PermanentDeliveryError);
  });

  it("escape variables in the HTML mail", () => {
    const email = renderEmail("otp-login", { code: "<b>1</b>", minutes: "5" });
    expect(email.html).not.toContain("<b>1</b>");
    expect(email.html).toContain("&lt;b&gt;1&lt;/b&gt;");
  });
});
