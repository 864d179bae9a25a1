import { MESSAGES } from "../messages";
import { PATTERNS } from "../shared/patterns";

/**
 * The checkout's pincode rule (spec 3 §5) as a plain function, for the shipping step's form and the
 * server alike (decision 13): 6 digits, not starting with 0.
 */
export function checkoutPincodeProblem(value: string): string | undefined {
  return PATTERNS.pincode.test(value.trim()) ? undefined : MESSAGES.pincode.validSixDigits;
}
