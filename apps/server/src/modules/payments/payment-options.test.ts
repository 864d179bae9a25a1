import { MESSAGES } from "@odin/contracts";
import { describe, expect, it } from "vitest";
import { distinctTypes, type OptionFacts, PAYMENT_STEP_ORDER, paymentTypeDetails } from "./payment-options";

const ALL_GATEWAYS = new Set(["razorpay", "payu", "phonepe", "paytm", "snapmint"] as const);
const FACTS: OptionFacts = {
  codRefusal: undefined,
  codCharge: 4_900,
  captchaOnCod: false,
  loyaltyUsable: 0,
  gateways: ALL_GATEWAYS,
  defaultGateway: "razorpay",
  cards: [],
};
const CARD = {
  token: "token_1",
  network: "Visa",
  last4: "1111",
  gateway: "razorpay",
  isDefault: false,
} as const;

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

  it("offers each online type through a gateway that is on, with its choices and their gateway", () => {
    const details = paymentTypeDetails(FACTS);
    const of = (type: string) => details.find((d) => d.paymentTypeCode === type);
    for (const type of ["CREDIT_CARD", "NET_BANKING", "WALLET", "UPI", "CARDLESS_EMI"])
      expect(of(type)?.enabled, type).toBe(true);
    expect(of("NET_BANKING")?.options).toContainEqual({
      bankCode: "UTIB",
      description: "Axis Bank",
      requestedPG: "payu",
    });
    expect(of("WALLET")?.options[0]).toEqual({
      bankCode: "PAYTM",
      description: "Paytm",
      requestedPG: "paytm",
    });
    expect(of("CARDLESS_EMI")?.options).toEqual([
      { bankCode: "snapmint", description: "Snapmint", requestedPG: "snapmint" },
    ]);
  });

  it("drops the choices of a gateway that is off, and the type when none is left", () => {
    const details = paymentTypeDetails({ ...FACTS, gateways: new Set(["razorpay"]) });
    const of = (type: string) => details.find((d) => d.paymentTypeCode === type);
    expect(of("NET_BANKING")?.options.map((option) => option.requestedPG)).toEqual([
      "razorpay",
      "razorpay",
      "razorpay",
    ]);
    expect(of("WALLET")?.options.map((option) => option.bankCode)).not.toContain("PAYTM");
    expect(of("CARDLESS_EMI")).toMatchObject({ enabled: false, reason: MESSAGES.payment.methodUnavailable });
    expect(of("UPI")).toMatchObject({ enabled: false });
  });

  it("offers saved cards only when there are some, the default first chosen", () => {
    const none = paymentTypeDetails(FACTS).find((d) => d.paymentTypeCode === "SAVEDCARD");
    expect(none).toMatchObject({ enabled: false, reason: MESSAGES.payment.noSavedCards });
    const cards = [CARD, { ...CARD, token: "token_2", last4: "4444", network: "MasterCard" }];
    const saved = paymentTypeDetails({ ...FACTS, cards }).find((d) => d.paymentTypeCode === "SAVEDCARD");
    expect(saved?.enabled).toBe(true);
    expect(saved?.options).toEqual([
      {
        bankCode: "Visa",
        description: "Visa ending 1111",
        savedCardToken: "token_1",
        savedCardPG: "razorpay",
        requestedPG: "razorpay",
        isDefault: true,
      },
      {
        bankCode: "MasterCard",
        description: "MasterCard ending 4444",
        savedCardToken: "token_2",
        savedCardPG: "razorpay",
        requestedPG: "razorpay",
        isDefault: false,
      },
    ]);
  });
});
