import { MESSAGES } from "../messages";
import { PATTERNS } from "../shared/patterns";
import { CONTACT_FORM } from "./constants";

/**
 * The rules of the contact form, the newsletter box and the send-app-link box (spec 2 §5) as plain
 * functions (docs/decisions/0013): the forms call them in the browser, the zod schemas of `support.ts`
 * are built on them, so the server checks the same rules with the same messages.
 */

export const CONTACT_FIELDS = ["name", "email", "subject", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

/** An empty field: all four are required (spec 2 §5); the form says so once, for all of them. */
export function contactRequiredProblem(value: string): string | undefined {
  return value.trim() === "" ? MESSAGES.contact.allFieldsRequired : undefined;
}

/** The contact form's e-mail: local@domain with a top-level domain of 2 or more letters (spec 2 §5). */
export function contactEmailProblem(value: string): string | undefined {
  return contactRequiredProblem(value) ?? newsletterEmailProblem(value);
}

/** Subject: at least 3 characters, letters and numbers only (spec 2 §5). */
export function contactSubjectProblem(value: string): string | undefined {
  const subject = value.trim();
  const required = contactRequiredProblem(subject);
  if (required) return required;
  if (subject.length < CONTACT_FORM.subjectMinChars) return MESSAGES.contact.subjectMinLength;
  if (!PATTERNS.contactSubject.test(subject)) return MESSAGES.contact.subjectAlphanumeric;
  return undefined;
}

const CONTACT_RULES: Record<ContactField, (value: string) => string | undefined> = {
  name: contactRequiredProblem,
  email: contactEmailProblem,
  subject: contactSubjectProblem,
  message: contactRequiredProblem,
};

/** The message of each field's first broken rule. */
export function contactFormErrors(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const problem = CONTACT_RULES[field](values[field]);
    if (problem) errors[field] = problem;
  }
  return errors;
}

/** The newer footer's newsletter box (spec 2 §5): not empty, then a valid e-mail. */
export function newsletterEmailProblem(value: string): string | undefined {
  const email = value.trim();
  if (email === "") return MESSAGES.newsletter.enterEmail;
  return PATTERNS.email.test(email) ? undefined : MESSAGES.newsletter.invalidEmail;
}

/** The app link's mobile number after +91: 10 digits starting 6-9 (the account rule of spec 1 §5). */
export function appLinkMobileProblem(value: string): string | undefined {
  return PATTERNS.mobileNumber.test(value.trim()) ? undefined : MESSAGES.appLink.invalidMobile;
}
