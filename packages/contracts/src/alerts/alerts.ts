import { z } from "zod";
import { MESSAGES } from "../messages";
import { id, text } from "../shared/primitives";
import { ALERTS } from "./constants";

const MOBILE = /^[6-9][0-9]{9}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * NOTIFY ME on a sold-out size: a signed-in shopper is told on their account's phone (or e-mail); a
 * guest gives a mobile number or an e-mail address.
 */
export const stockAlertRequest = z.object({
  skuId: id,
  mobileNumber: text(10).regex(MOBILE, { error: MESSAGES.alerts.mobileInvalid }).optional(),
  email: text(ALERTS.emailMaxChars)
    .trim()
    .toLowerCase()
    .regex(EMAIL, { error: MESSAGES.alerts.emailInvalid })
    .optional(),
});
export type StockAlertRequest = z.input<typeof stockAlertRequest>;

export const alertAnswer = z.object({ message: z.string() });
export type AlertAnswer = z.infer<typeof alertAnswer>;

/** The unsubscribe link's token, posted by its page's form. */
export const alertUnsubscribeRequest = z.object({ token: text(2000).min(1) });
export type AlertUnsubscribeRequest = z.input<typeof alertUnsubscribeRequest>;
