import { describe, expect, it } from "vitest";
import { contactOf, recipientOf, waveSize } from "./alerts-rules";

describe("alert recipients", () => {
  it("names a shopper by account, a guest by phone or e-mail", () => {
    expect(recipientOf({ userId: 7, mobileNumber: "9876543210" })).toBe("user:7");
    expect(recipientOf({ userId: null, mobileNumber: "9876543210" })).toBe("sms:9876543210");
    expect(recipientOf({ userId: null, email: "Asha@Example.in" })).toBe("email:asha@example.in");
    expect(recipientOf({ userId: null })).toBeNull();
  });

  it("tells a guest where they said, a shopper on their phone, else by e-mail", () => {
    expect(contactOf("sms:9876543210", null)).toEqual({ channel: "sms", to: "9876543210" });
    expect(contactOf("email:a@b.in", null)).toEqual({ channel: "email", to: "a@b.in" });
    expect(contactOf("user:7", { mobileNumber: "9876543210", email: "a@b.in" })).toEqual({
      channel: "sms",
      to: "9876543210",
    });
    expect(contactOf("user:7", { mobileNumber: null, email: "a@b.in" })).toEqual({
      channel: "email",
      to: "a@b.in",
    });
    expect(contactOf("user:7", { mobileNumber: null, email: null })).toBeNull();
  });
});

describe("a wave", () => {
  it("tells twice the units in stock, and nobody once it is gone", () => {
    expect(waveSize(5)).toBe(10);
    expect(waveSize(0)).toBe(0);
  });
});
