import { describe, expect, it } from "vitest";
import { renderEmail, renderSms } from "./templates";

describe("order-change messages", () => {
  const cancelled = {
    orderId: "OD000000000001",
    item: "Slim Fit Shirt",
    refund: "₹1,499.00",
    days: "Refund 5-7 days",
    link: "https://shop.example.in/orderdetails/OD000000000001",
  };

  it("tell the shopper of the item cancelled with its refund and 5-7 days, by SMS and e-mail", () => {
    expect(renderSms("item-cancelled", cancelled).text).toContain("Refund of ₹1,499.00: Refund 5-7 days.");
    expect(renderEmail("item-cancelled", cancelled).subject).toContain("Slim Fit Shirt");
  });

  it("send customer care the exchange mail, escaped, by e-mail only", () => {
    const mail = renderEmail("exchange-request", {
      from: "asha@example.in",
      subject: "<b>Bigger</b>",
      shopper: "12 9876543210",
      orderId: "OD000000000001",
      consignmentId: "7",
      styleId: "42",
      ean: "BT42",
      sizeRequested: "L",
      reply: "5-6 business hours (9AM-10PM)",
    });
    expect(mail.text).toContain("Size requested: L");
    expect(mail.html).toContain("&lt;b&gt;Bigger&lt;/b&gt;");
    expect(() => renderSms("exchange-request", {})).toThrow();
  });
});
