import { z } from "zod";
import { PINCODE } from "./constants";
import { formatMessage, MESSAGES } from "./messages";

/**
 * The product page's pincode box (spec 2 §5): not empty, digits only, exactly 6 digits. The form
 * and the delivery calls validate with this one schema; the first broken rule gives the message.
 */
export const pincodeInput = z.string().superRefine((value, context) => {
  const fail = (message: string) => context.addIssue({ code: "custom", message });
  const pincode = value.trim();
  if (pincode === "") return fail(MESSAGES.pincode.enterPincode);
  if (!/^\d+$/.test(pincode)) return fail(MESSAGES.pincode.onlyDigits);
  if (pincode.length !== PINCODE.digits) return fail(formatMessage.pincodeDigits(PINCODE.digits));
});
