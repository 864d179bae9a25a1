import { MESSAGES } from "@odin/contracts";
import { describe, expect, it } from "vitest";
import { distinctTypes, PAYMENT_STEP_ORDER, paymentTypeDetails } from "./payment-options";

const FACTS = { codRefusal: undefined, codCharge: 4_900, captchaOnCod: false, loyaltyUsable: 0 };

describe("distinctTypes", () => {
  it("removes debit-card entries and repeats, keeping the order", () => {
    expect(distinctTypes(["UPI", "DEBIT_CARD", "CREDIT_CARD", "UPI", "LOYALTY"])).toEqual([
      "UPI",
      "CREDIT_CARD",
      "LOYALTY",
    ]);
  });
});

describe("paymentTypeDetails", () => {
  it("lists every option of the payment step in its order", () => {
    expect(paymentTypeDetails(FACTS).map((detail) => detail.paymentTypeCode)).toEqual(PAYMENT_STEP_ORDER);
    expect(PAYMENT_STEP_ORDER).not.toContain("DEBIT_CARD");
  });

  it("offers cash on delivery with its charge and OTP, and says why when it cannot", () => {
    const cod = paymentTypeDetails({ ...FACTS, captchaOnCod: true }).find(
      (d) => d.paymentTypeCode === "CASH_ON_DELIVERY",
    );
    expect(cod).toMatchObject({
      enabled: true,
      extraCharge: 4_900,
      otpRequired: true,
      captchaRequired: true,
    });
    const refused = paymentTypeDetails({ ...FACTS, codRefusal: "no" }).find(
      (d) => d.paymentTypeCode === "CASH_ON_DELIVERY",
    );
    expect(refused).toMatchObject({ enabled: false, reason: "no" });
  });

  it("offers loyalty only with points to use", () => {
    const none = paymentTypeDetails(FACTS).find((d) => d.paymentTypeCode === "LOYALTY");
    expect(none).toMatchObject({ enabled: false, reason: MESSAGES.payment.noLoyalty });
    const some = paymentTypeDetails({ ...FACTS, loyaltyUsable: 100 }).find(
      (d) => d.paymentTypeCode === "LOYALTY",
    );
    expect(some?.enabled).toBe(true);
  });

  it("lists the online types without offering them yet", () => {
    const online = paymentTypeDetails(FACTS).filter(
      (d) => !["CASH_ON_DELIVERY", "LOYALTY"].includes(d.paymentTypeCode),
    );
    expect(online.length).toBe(6);
    for (const detail of online)
      expect(detail).toMatchObject({ enabled: false, reason: MESSAGES.payment.methodUnavailable });
  });
});
