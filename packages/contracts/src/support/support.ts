import { z } from "zod";
import { multilineText, text } from "../shared/primitives";
import { APP_LINK, CONTACT_FORM, NEWSLETTER } from "./constants";
import {
  appLinkMobileProblem,
  contactEmailProblem,
  contactRequiredProblem,
  contactSubjectProblem,
  newsletterEmailProblem,
} from "./support-rules";

/**
 * The contact form, the newsletter sign-up and the send-app-link box (spec 2 §3, §5, §7; API.md
 * `POST /api/contactus`, `/api/newsletter`, `/api/appDownloadLink`). Each field is bounded and checked
 * by the form's own rule (support-rules.ts), so a broken rule answers 400 with the form's message.
 */

/** A string checked by a form rule that answers its message or undefined. */
function ruled(schema: z.ZodString, rule: (value: string) => string | undefined) {
  return schema.superRefine((value, ctx) => {
    const problem = rule(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });
}

export const contactRequest = z.object({
  name: ruled(text(CONTACT_FORM.nameMaxChars).trim(), contactRequiredProblem),
  email: ruled(text(CONTACT_FORM.emailMaxChars).trim(), contactEmailProblem),
  subject: ruled(text(CONTACT_FORM.subjectMaxChars).trim(), contactSubjectProblem),
  message: ruled(multilineText(CONTACT_FORM.messageMaxChars).trim(), contactRequiredProblem),
});
export type ContactRequest = z.infer<typeof contactRequest>;

/** The spec's success message (spec 2 §8). */
export const supportAnswer = z.object({ message: z.string() });
export type SupportAnswer = z.infer<typeof supportAnswer>;

export const newsletterRequest = z.object({
  email: ruled(text(NEWSLETTER.emailMaxChars).trim(), newsletterEmailProblem),
});
export type NewsletterRequest = z.infer<typeof newsletterRequest>;

/** The link of the confirmation e-mail carries this token (a signed, expiring value). */
export const newsletterConfirmRequest = z.object({ token: text(2000).min(1) });
export type NewsletterConfirmRequest = z.infer<typeof newsletterConfirmRequest>;

export const appLinkRequest = z.object({
  mobileNumber: ruled(text(APP_LINK.mobileMaxDigits).trim(), appLinkMobileProblem),
});
export type AppLinkRequest = z.infer<typeof appLinkRequest>;
