import { describe, expect, it } from "vitest";
import { renderEmail, renderSms } from "./templates";

describe("messages of a back-office decision", () => {
  const refused = {
    returnId: "RT00000012",
    orderId: "OD000000000001",
    item: "Slim Fit Shirt",
    note: "Worn, <tags> removed",
    link: "https://shop.example.in/orderdetails/OD000000000001",
  };

  it("tell the shopper a return failed its quality check, why, and that nothing is refunded", () => {
    const sms = renderSms("return-refused", refused).text;
    expect(sms).toContain("RT00000012");
    expect(sms).toContain("no refund is due");
    expect(sms).toContain("Why: Worn, <tags> removed");
    const mail = renderEmail("return-refused", refused);
    expect(mail.subject).toBe("Your Odin return RT00000012 did not pass our quality check");
    expect(mail.text).toContain("What our centre found: Worn, <tags> removed");
    expect(mail.html).toContain("Worn, &lt;tags&gt; removed");
  });

  it("e-mail a review's author why it was not published, with the way to edit it", () => {
    const mail = renderEmail("review-rejected", {
      style: "Red Floral Kurta",
      reason: "It names a phone number.",
      link: "https://shop.example.in/writereview/101",
    });
    expect(mail.subject).toBe("Your Odin review of Red Floral Kurta was not published");
    expect(mail.text).toContain("Why: It names a phone number.");
    expect(mail.html).toContain('href="https://shop.example.in/writereview/101"');
    expect(() => renderSms("review-rejected", {})).toThrow();
  });
});
