import { describe, expect, it } from "vitest";
import { type MessageTemplate, PermanentDeliveryError } from "../../platform/outbox";
import { messageText, renderEmail, renderSms } from "./templates";

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

  it("give the words a message carried: the SMS, or the e-mail's subject and text; a store pickup's ready as any move", () => {
    const payload = {
      orderId: "OD1",
      status: "Shipped",
      items: "Linen kurta",
      link: "https://odin.example/o",
    };
    expect(messageText("sms", "order-status", payload)).toBe(renderSms("order-status", payload).text);
    const email = renderEmail("order-status", payload);
    expect(messageText("email", "order-status", payload)).toBe(`${email.subject}\n\n${email.text}`);
    expect(messageText("sms", "pickup-ready", payload)).toBe(messageText("sms", "order-status", payload));
    // A payload kept from an older template no longer renders: no words rather than a failure.
    expect(messageText("sms", "order-status", { orderId: "OD1" })).toBeNull();
    expect(messageText("sms", "review-rejected", payload)).toBeNull();
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

  it("render the app link SMS, within one SMS, and refuse it by e-mail", () => {
    const sms = renderSms("app-link", { link: "https://shop.example.in/apps" });
    expect(sms.text).toContain("https://shop.example.in/apps");
    expect(sms.text.length).toBeLessThanOrEqual(160);
    expect(() => renderEmail("app-link", { link: "https://shop.example.in/apps" })).toThrow(
      PermanentDeliveryError,
    );
    expect(() => renderSms("app-link", { link: "ftp://x" })).toThrow(PermanentDeliveryError);
  });

  it("render the newsletter confirmation with its link, and the contact message escaped, by e-mail only", () => {
    const link = "https://shop.example.in/newsletter/confirm?token=a.b.c";
    const confirm = renderEmail("newsletter-confirm", { link, days: "7" });
    expect(confirm.text).toContain(link);
    expect(confirm.html).toContain(`href="${link}"`);
    const message = {
      reference: "#12",
      name: "Asha",
      email: "a@b.in",
      subject: "Late order",
      message: "<i>hi</i>\nthere",
    };
    const contact = renderEmail("contact-message", message);
    expect(contact.subject).toBe("Contact form #12: Late order");
    expect(contact.text).toContain("<i>hi</i>\nthere");
    expect(contact.html).toContain("&lt;i&gt;hi&lt;/i&gt;<br>there");
    expect(() => renderSms("contact-message", message)).toThrow(PermanentDeliveryError);
    expect(() => renderSms("newsletter-confirm", { link, days: "7" })).toThrow(PermanentDeliveryError);
  });
});
