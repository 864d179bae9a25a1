import { formatMessage, MESSAGES } from "../messages";
import { PATTERNS } from "../shared/patterns";

/**
 * The address form's rules of spec 3 §5 as plain functions (docs/decisions/0013): each field's rule
 * answers the message of its first broken rule, or undefined. The address form and the route
 * actions call them; the zod schemas of `address.ts` are built on them, so the REST routes check the
 * same rules with the same messages, and no zod reaches the browser.
 */

export const ADDRESS_LIMITS = {
  /** A name has at least 3 letters (spec 3 §5). */
  nameMinLetters: 3,
  /** An address line has at least 3 letters or digits (spec 3 §5). */
  lineMinAlphanumerics: 3,
  nameMaxLength: 50, // value not given by the spec
  lineMaxLength: 200, // value not given by the spec
  landmarkMaxLength: 100, // value not given by the spec
  /** Addresses one shopper can keep. */
  perShopper: 20, // value not given by the spec
} as const;

/** The fields of the address form, in the order the form shows them and the rules report them. */
export const ADDRESS_FIELDS = [
  "firstName",
  "lastName",
  "address",
  "landmark",
  "mobileNumber",
  "alternateNumber",
  "pincode",
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** The address form as typed (an optional field left empty is ""). */
export type AddressFormValues = Record<AddressField, string>;
export type AddressFieldErrors = Partial<Record<AddressField, string>>;

type Rule = (value: string) => string | undefined;

const tooLong = (value: string, max: number) =>
  value.length > max ? formatMessage.maxCharacters(max) : undefined;

/** First and last name: given, letters and spaces only, at least 3 letters. */
export function addressNameProblem(value: string): string | undefined {
  const name = value.trim();
  if (name === "") return MESSAGES.address.mandatoryFields;
  if (!PATTERNS.lettersAndSpaces.test(name)) return MESSAGES.address.nameLettersOnly;
  if (name.replace(/ /g, "").length < ADDRESS_LIMITS.nameMinLetters) return MESSAGES.address.nameMinLength;
  return tooLong(name, ADDRESS_LIMITS.nameMaxLength);
}

/** The address line: given, only the allowed characters, at least 3 letters or digits. */
export function addressLineProblem(value: string): string | undefined {
  const line = value.trim();
  if (line === "") return MESSAGES.address.mandatoryFields;
  if (!PATTERNS.addressCharacters.test(line)) return MESSAGES.address.invalidCharacters;
  const alphanumerics = line.replace(/[^A-Za-z0-9]/g, "").length;
  if (alphanumerics < ADDRESS_LIMITS.lineMinAlphanumerics) return MESSAGES.address.enterAddress;
  return tooLong(line, ADDRESS_LIMITS.lineMaxLength);
}

/** The landmark: optional; when given, only the allowed characters. */
export function landmarkProblem(value: string): string | undefined {
  const landmark = value.trim();
  if (landmark === "") return undefined;
  if (!PATTERNS.addressCharacters.test(landmark)) return MESSAGES.address.invalidCharacters;
  return tooLong(landmark, ADDRESS_LIMITS.landmarkMaxLength);
}

/** The mobile number: given, 10 digits starting 6-9. */
export function addressMobileProblem(value: string): string | undefined {
  const mobile = value.trim();
  if (mobile === "") return MESSAGES.address.mandatoryFields;
  return PATTERNS.mobileNumber.test(mobile) ? undefined : MESSAGES.address.invalidPhone;
}

/** The alternate number: optional; when given, a mobile number like the first. */
export function alternateNumberProblem(value: string): string | undefined {
  return value.trim() === "" ? undefined : addressMobileProblem(value);
}

/**
 * The delivery pincode: given, 6 digits not starting with 0, with the checkout's message (spec 3 §5)
 * rather than the pincode box's three of spec 2 §5.
 */
export function addressPincodeProblem(value: string): string | undefined {
  const pincode = value.trim();
  if (pincode === "") return MESSAGES.address.mandatoryFields;
  return PATTERNS.pincode.test(pincode) ? undefined : MESSAGES.pincode.validSixDigits;
}

/** Each field's rule. */
export const ADDRESS_RULES: Readonly<Record<AddressField, Rule>> = {
  firstName: addressNameProblem,
  lastName: addressNameProblem,
  address: addressLineProblem,
  landmark: landmarkProblem,
  mobileNumber: addressMobileProblem,
  alternateNumber: alternateNumberProblem,
  pincode: addressPincodeProblem,
};

/**
 * The whole form: `{ field: message }` for every field breaking a rule, in the form's order (a
 * missing field counts as empty). Empty when the address can be saved.
 */
export function addressFormErrors(form: Partial<AddressFormValues>): AddressFieldErrors {
  const errors: AddressFieldErrors = {};
  for (const field of ADDRESS_FIELDS) {
    const problem = ADDRESS_RULES[field](form[field] ?? "");
    if (problem) errors[field] = problem;
  }
  return errors;
}
