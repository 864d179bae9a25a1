import { formatMessage, MESSAGES } from "../messages";
import { PINCODE } from "./constants";

/**
 * The pincode box rule of spec 2 §5 as a plain function (docs/decisions/0013): forms in the browser
 * call it, and `pincodeInput` wraps it for the server, so the rule lives once and zod stays out of
 * the pages' JavaScript.
 */

/** Pincode box: not empty, digits only, exactly 6 digits. */
export function pincodeProblem(value: string): string | undefined {
  const pincode = value.trim();
  if (pincode === "") return MESSAGES.pincode.enterPincode;
  if (!/^\d+$/.test(pincode)) return MESSAGES.pincode.onlyDigits;
  if (pincode.length !== PINCODE.digits) return formatMessage.pincodeDigits(PINCODE.digits);
  return undefined;
}
