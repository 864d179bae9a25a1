import { describe, expect, it } from "vitest";
import { formatMessage, MESSAGES } from "../messages";
import { addAddressRequest, addressInput } from "./address";
import {
  ADDRESS_LIMITS,
  type AddressFormValues,
  addressFormErrors,
  addressLineProblem,
  addressMobileProblem,
  addressNameProblem,
  addressPincodeProblem,
  alternateNumberProblem,
  landmarkProblem,
} from "./address-rules";

const M = MESSAGES.address;

const VALID: AddressFormValues = {
  firstName: "Asha",
  lastName: "Verma",
  address: "Flat 4B, Sea View (Tower 2), 12/3 Marine Drive",
  landmark: "",
  mobileNumber: "9876543210",
  alternateNumber: "",
  pincode: "400001",
};

describe("addressNameProblem (spec 3 §5)", () => {
  it.each([
    ["", M.mandatoryFields],
    ["   ", M.mandatoryFields],
    ["Asha1", M.nameLettersOnly],
    ["Asha-Rani", M.nameLettersOnly],
    ["A\u0000sha", M.nameLettersOnly],
    ["Al", M.nameMinLength],
    ["A l", M.nameMinLength],
    ["a".repeat(ADDRESS_LIMITS.nameMaxLength + 1), formatMessage.maxCharacters(ADDRESS_LIMITS.nameMaxLength)],
  ])("refuses %j with its first broken rule", (value, message) => {
    expect(addressNameProblem(value)).toBe(message);
  });

  it("accepts letters and spaces with at least 3 letters, around spaces", () => {
    for (const name of ["Ram", " Asha Rani ", "A B C", "a".repeat(ADDRESS_LIMITS.nameMaxLength)]) {
      expect(addressNameProblem(name)).toBeUndefined();
    }
  });
});

describe("addressLineProblem (spec 3 §5)", () => {
  it.each([
    ["", M.mandatoryFields],
    ["12 MG Road; Pune", M.invalidCharacters],
    ["12 MG Road\u0000", M.invalidCharacters],
    ["Flat 4 & 5", M.invalidCharacters],
    ["#1-", M.enterAddress],
    ["(a) / ,", M.enterAddress],
    ["a".repeat(ADDRESS_LIMITS.lineMaxLength + 1), formatMessage.maxCharacters(ADDRESS_LIMITS.lineMaxLength)],
  ])("refuses %j with its first broken rule", (value, message) => {
    expect(addressLineProblem(value)).toBe(message);
  });

  it("accepts every allowed character: letters, digits, space and _ . / # - , ` ' ( )", () => {
    expect(addressLineProblem("abc_XYZ 019./#-,`'()")).toBeUndefined();
    expect(addressLineProblem("  12A  ")).toBeUndefined();
  });
});

describe("the optional fields", () => {
  it("lets the landmark be empty, else holds it to the address characters", () => {
    expect(landmarkProblem("")).toBeUndefined();
    expect(landmarkProblem("Near the old temple")).toBeUndefined();
    expect(landmarkProblem("Opp. Café")).toBe(M.invalidCharacters);
    expect(landmarkProblem("x".repeat(ADDRESS_LIMITS.landmarkMaxLength + 1))).toBe(
      formatMessage.maxCharacters(ADDRESS_LIMITS.landmarkMaxLength),
    );
  });

  it("lets the alternate number be empty, else holds it to the mobile rule", () => {
    expect(alternateNumberProblem(" ")).toBeUndefined();
    expect(alternateNumberProblem("7012345678")).toBeUndefined();
    expect(alternateNumberProblem("5012345678")).toBe(M.invalidPhone);
  });
});

describe("addressMobileProblem (spec 3 §5)", () => {
  it("wants 10 digits starting 6-9", () => {
    expect(addressMobileProblem("")).toBe(M.mandatoryFields);
    for (const bad of ["5876543210", "987654321", "98765432100", "98765 43210", "+919876543210"]) {
      expect(addressMobileProblem(bad)).toBe(M.invalidPhone);
    }
    for (const good of ["6000000000", "7999999999", "8123456789", " 9876543210 "]) {
      expect(addressMobileProblem(good)).toBeUndefined();
    }
  });
});

describe("addressPincodeProblem (spec 3 §5)", () => {
  it("wants 6 digits not starting with 0, with the checkout's message", () => {
    expect(addressPincodeProblem("")).toBe(M.mandatoryFields);
    for (const bad of ["012345", "40001", "4000011", "40000a"]) {
      expect(addressPincodeProblem(bad)).toBe("We need a valid 6-digit pincode. Try again, please.");
    }
    expect(addressPincodeProblem(" 400001 ")).toBeUndefined();
  });
});

describe("addressFormErrors", () => {
  it("finds nothing in a valid form", () => {
    expect(addressFormErrors(VALID)).toEqual({});
  });

  it("answers every broken field with its first broken rule, and missing mandatory fields", () => {
    expect(
      addressFormErrors({ ...VALID, firstName: "R2", address: "", mobileNumber: "123", pincode: "012345" }),
    ).toEqual({
      firstName: M.nameLettersOnly,
      address: M.mandatoryFields,
      mobileNumber: M.invalidPhone,
      pincode: MESSAGES.pincode.validSixDigits,
    });
    expect(addressFormErrors({})).toEqual({
      firstName: M.mandatoryFields,
      lastName: M.mandatoryFields,
      address: M.mandatoryFields,
      mobileNumber: M.mandatoryFields,
      pincode: M.mandatoryFields,
    });
  });
});

describe("the zod contracts built on the rules", () => {
  const firstMessage = (input: unknown) => addressInput.safeParse(input).error?.issues[0]?.message;

  it("gives the rule's message, field by field, and the mandatory message for a missing field", () => {
    expect(firstMessage({ ...VALID, lastName: "Ve" })).toBe(M.nameMinLength);
    expect(firstMessage({ ...VALID, address: "12; Main" })).toBe(M.invalidCharacters);
    const { pincode: _left, ...withoutPincode } = VALID;
    expect(firstMessage(withoutPincode)).toBe(M.mandatoryFields);
    expect(firstMessage({ ...VALID, mobileNumber: 9876543210 })).toBe(M.mandatoryFields);
  });

  it("trims what it keeps, leaves city and state out, and keeps the reserved return-flow fields", () => {
    const parsed = addAddressRequest.parse({
      ...VALID,
      firstName: "  Asha ",
      city: "Elsewhere",
      state: "Nowhere",
      returnaddresscheck: true,
      itemid: 7,
    });
    expect(parsed).toEqual({
      ...VALID,
      firstName: "Asha",
      returnaddresscheck: true,
      itemid: 7,
    });
  });
});
