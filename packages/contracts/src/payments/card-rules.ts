import { PAYMENT } from "./constants";
import * as messages from "./messages";

/**
 * The card and UPI rules of spec 3 §5 as plain functions (decision 13: no zod in the browser). Cards
 * are typed on the gateway's page, never on ours (decision 41), so these run there: in the sandbox
 * gateway's card page, and wherever a card's parts are checked before they leave the browser.
 */

const DIGITS = /^[0-9]+$/;

/** Luhn's check digit (ISO/IEC 7812), which every card network's numbers pass. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The card number without the spaces people type between groups. */
export function cardDigits(cardNumber: string): string {
  return cardNumber.replace(/[\s-]/g, "");
}

/** Why a card number is refused, in the spec's words, or undefined (13-19 digits, spec 3 §5). */
export function cardNumberProblem(cardNumber: string): string | undefined {
  const digits = cardDigits(cardNumber);
  if (!DIGITS.test(digits)) return messages.payment.cardIdDigits;
  if (digits.length < PAYMENT.cardNumberMinDigits || digits.length > PAYMENT.cardNumberMaxDigits)
    return messages.payment.invalidCardDetails;
  return passesLuhn(digits) ? undefined : messages.payment.invalidCardDetails;
}

/** The first six digits, which name the issuing bank (spec 3 §5 BIN length 6). */
export function binOf(cardNumber: string): string | undefined {
  const digits = cardDigits(cardNumber);
  return DIGITS.test(digits) && digits.length >= PAYMENT.binDigits
    ? digits.slice(0, PAYMENT.binDigits)
    : undefined;
}

/** American Express numbers start 34 or 37. */
export function isAmex(bin: string): boolean {
  return /^3[47]/.test(bin);
}

/** The CVV's length: 4 for Amex, else 3 (spec 3 §5), or what the bank's BIN record says. */
export function cvvLengthOf(bin: string | undefined, fromBank?: number): number {
  if (fromBank === 3 || fromBank === 4) return fromBank;
  return bin && isAmex(bin) ? PAYMENT.amexCvvDigits : PAYMENT.cvvDigits;
}

/** Why a CVV is refused (digits only, of the card's length), or undefined. */
export function cvvProblem(cvv: string, length: number): string | undefined {
  if (cvv === "") return messages.payment.cvvBeforeProceed;
  if (!DIGITS.test(cvv)) return messages.payment.invalidCharacters;
  return cvv.length === length ? undefined : messages.payment.notValidCvv;
}

/** The expiry month list (spec 3 §5: 12). */
export const EXPIRY_MONTHS: readonly string[] = Array.from({ length: PAYMENT.expiryMonthCount }, (_, index) =>
  String(index + 1).padStart(2, "0"),
);

/** The expiry year list: this year and the next 39 (spec 3 §5: 40 years). */
export function expiryYears(now: Date): number[] {
  const first = now.getFullYear();
  return Array.from({ length: PAYMENT.expiryYearCount }, (_, index) => first + index);
}

/** A card that expires at the end of month/year has not expired by `now`. */
export function expiryProblem(month: number, year: number, now: Date): string | undefined {
  if (!(month >= 1 && month <= 12)) return messages.payment.invalidCardDetails;
  const endOfMonth = new Date(year, month, 1);
  return endOfMonth > now ? undefined : messages.payment.invalidCardDetails;
}

/** Card info counts as entered only when number, holder name, cvv, month and year are all there (spec 3 §5). */
export function cardEntered(card: {
  cardNumber: string;
  cardHolderName: string;
  cvv: string;
  expMonth: string;
  expYear: string;
}): boolean {
  return [card.cardNumber, card.cardHolderName, card.cvv, card.expMonth, card.expYear].every(
    (part) => part.trim() !== "",
  );
}

/** A UPI id: text, one @, more text (spec 3 §5 "Invalid UPI Id"), in the characters UPI handles use. */
export const VPA_PATTERN = /^[A-Za-z0-9._-]{1,200}@[A-Za-z0-9.-]{1,60}$/;

export function vpaProblem(vpa: string): string | undefined {
  const value = vpa.trim();
  if (value === "") return messages.payment.noUpiId;
  return VPA_PATTERN.test(value) ? undefined : messages.payment.invalidUpi;
}

/**
 * The code Paytm sends for its wallet (spec 3 §8 "Please enter the OTP sent by Paytm."): 4 to 8 digits,
 * as `walletOtpValidateRequest` takes it; the same message when it is missing or malformed.
 */
export function walletOtpProblem(otp: string): string | undefined {
  return /^[0-9]{4,8}$/.test(otp.trim()) ? undefined : messages.payment.paytmOtp;
}
