import { MESSAGES } from "../messages";
import { PATTERNS } from "../shared/patterns";
import { OTP, REGISTRATION } from "./constants";

/**
 * The account form rules of spec 1 §5 as plain functions (docs/decisions/0013): the message of the
 * first broken rule, or undefined. The login modal calls them; the zod schemas of registration.ts and
 * auth.ts are built on them, so the server checks the same rules.
 */

/** The gender dropdown: the first option is a placeholder and means invalid (spec 1 §3). */
export const GENDER_OPTIONS = [
  { label: "Select Gender", value: "" },
  { label: "Male", value: "MALE" },
  { label: "Female", value: "FEMALE" },
  { label: "Other", value: "OTHER" },
] as const;
export const GENDERS = ["MALE", "FEMALE", "OTHER"] as const;
export type Gender = (typeof GENDERS)[number];

/** What a login identifier is: any letter makes it an e-mail, else a mobile number. */
export function identifierKind(value: string): "email" | "mobile" {
  return PATTERNS.containsLetter.test(value) ? "email" : "mobile";
}

/** Login identifier (spec 1 §5). */
export function identifierProblem(value: string): string | undefined {
  const identifier = value.trim();
  if (identifier === "") return MESSAGES.login.enterValidEmailOrPhone;
  if (identifierKind(identifier) === "email") {
    return PATTERNS.email.test(identifier) ? undefined : MESSAGES.login.invalidEmail;
  }
  return PATTERNS.mobileNumber.test(identifier) ? undefined : MESSAGES.login.invalidPhone;
}

export function mobileNumberProblem(value: string): string | undefined {
  return PATTERNS.mobileNumber.test(value.trim()) ? undefined : MESSAGES.login.enterValidPhone;
}

export function emailProblem(value: string): string | undefined {
  return PATTERNS.email.test(value.trim()) ? undefined : MESSAGES.registration.invalidEmail;
}

/** Registration name: letters and spaces only, at least 3 letters. */
export function registrationNameProblem(value: string): string | undefined {
  const name = value.trim();
  if (!PATTERNS.lettersAndSpaces.test(name)) return MESSAGES.registration.nameLettersOnly;
  if (name.replace(/ /g, "").length < REGISTRATION.nameMinLetters) return MESSAGES.registration.nameMinLength;
  return undefined;
}

export const isGender = (value: string): value is Gender => (GENDERS as readonly string[]).includes(value);

export function genderProblem(value: string): string | undefined {
  return isGender(value) ? undefined : MESSAGES.registration.invalidGender;
}

/** OTP entry: digits only; submit only at one of the valid lengths (4, 5 or 6). */
export function otpProblem(value: string): string | undefined {
  if (!PATTERNS.digitsOnly.test(value)) return MESSAGES.otp.invalidCheckAgain;
  return (OTP.validDigitCounts as readonly number[]).includes(value.length)
    ? undefined
    : MESSAGES.otp.invalidCheckAgain;
}

/** Reset form: both fields, then equal (the password rule itself is `passwordProblem`). */
export function resetPasswordProblem(password: string, confirm: string): string | undefined {
  if (password === "" || confirm === "") return MESSAGES.reset.nullPassword;
  if (password !== confirm) return MESSAGES.reset.mismatch;
  return undefined;
}
