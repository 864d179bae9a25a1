import { describe, expect, it } from "vitest";
import {
  binOf,
  cardEntered,
  cardNumberProblem,
  cvvLengthOf,
  cvvProblem,
  EXPIRY_MONTHS,
  expiryProblem,
  expiryYears,
  passesLuhn,
  vpaProblem,
} from "./card-rules";
import * as messages from "./messages";

const M = messages.payment;

describe("card numbers (spec 3 §5: 13-19 digits, BIN of 6)", () => {
  it("takes 13 to 19 digits that pass Luhn's check, spaces or dashes between groups", () => {
    for (const number of ["4111 1111 1111 1111", "5555-5555-5555-4444", "378282246310005", "4222222222222"])
      expect(cardNumberProblem(number), number).toBeUndefined();
    expect(passesLuhn("4111111111111111")).toBe(true);
    expect(passesLuhn("4111111111111112")).toBe(false);
  });

  it("says the spec's messages for what is not a card number", () => {
    expect(cardNumberProblem("4111 1111 abcd 1111")).toBe(M.cardIdDigits);
    expect(cardNumberProblem("")).toBe(M.cardIdDigits);
    expect(cardNumberProblem("411111111111")).toBe(M.invalidCardDetails);
    expect(cardNumberProblem("41111111111111111111")).toBe(M.invalidCardDetails);
    expect(cardNumberProblem("4111111111111112")).toBe(M.invalidCardDetails);
  });

  it("names the bank by the first six digits", () => {
    expect(binOf("4111 1111 1111 1111")).toBe("411111");
    expect(binOf("41111")).toBeUndefined();
    expect(binOf("41x111111")).toBeUndefined();
  });
});

describe("CVV (spec 3 §5: digits, 4 for Amex, else 3)", () => {
  it("is 4 digits for Amex and 3 for the others, unless the bank's record says", () => {
    expect(cvvLengthOf("378282")).toBe(4);
    expect(cvvLengthOf("341111")).toBe(4);
    expect(cvvLengthOf("411111")).toBe(3);
    expect(cvvLengthOf(undefined)).toBe(3);
    expect(cvvLengthOf("411111", 4)).toBe(4);
    expect(cvvLengthOf("378282", 7)).toBe(4);
  });

  it("says the spec's messages for a missing, non-digit or short CVV", () => {
    expect(cvvProblem("", 3)).toBe(M.cvvBeforeProceed);
    expect(cvvProblem("12a", 3)).toBe(M.invalidCharacters);
    expect(cvvProblem("12", 3)).toBe(M.notValidCvv);
    expect(cvvProblem("123", 4)).toBe(M.notValidCvv);
    expect(cvvProblem("1234", 4)).toBeUndefined();
    expect(cvvProblem("123", 3)).toBeUndefined();
  });
});

describe("expiry (spec 3 §5: 12 months, 40 years)", () => {
  it("lists 12 months and this year with the next 39", () => {
    expect(EXPIRY_MONTHS).toEqual(["01", "02", "03", "04", "05", "06", "07", "08", "09", "10", "11", "12"]);
    const years = expiryYears(new Date(2026, 10, 26));
    expect(years).toHaveLength(40);
    expect([years[0], years[39]]).toEqual([2026, 2065]);
  });

  it("takes a card to the end of its month", () => {
    const now = new Date(2026, 10, 26);
    expect(expiryProblem(11, 2026, now)).toBeUndefined();
    expect(expiryProblem(10, 2026, now)).toBe(M.invalidCardDetails);
    expect(expiryProblem(13, 2027, now)).toBe(M.invalidCardDetails);
  });
});

describe("card entered (spec 3 §5)", () => {
  it("counts only when number, holder name, cvv, month and year are all there", () => {
    const card = {
      cardNumber: "4111111111111111",
      cardHolderName: "Asha",
      cvv: "123",
      expMonth: "12",
      expYear: "2030",
    };
    expect(cardEntered(card)).toBe(true);
    for (const part of Object.keys(card) as (keyof typeof card)[])
      expect(cardEntered({ ...card, [part]: " " }), part).toBe(false);
  });
});

describe("UPI id (spec 3 §5)", () => {
  it("needs text on both sides of one @", () => {
    for (const vpa of ["asha@okhdfc", "a@b", "asha.rao-1@ybl"]) expect(vpaProblem(vpa), vpa).toBeUndefined();
    for (const vpa of ["asha", "@okhdfc", "asha@", "as@ha@ybl", "asha rao@ybl"])
      expect(vpaProblem(vpa), vpa).toBe(M.invalidUpi);
    expect(vpaProblem(" ")).toBe(M.noUpiId);
  });
});
