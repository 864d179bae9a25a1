/**
 * Business constants and limits: customer care, the contact form, the newsletter and the app link (spec 2
 * §1, §5; spec 3 §9). Values the spec leaves open and that we chose are marked `// value not given by the
 * spec`. Shopper-facing wording lives in `messages.ts`.
 */

export const SUPPORT = {
  callLineHours: "Mon-Sun 9am-6pm",
  emailReplyWithinHours: 24,
  whatsappHours: "24/7",
} as const;

export const CONTACT_FORM = {
  subjectMinChars: 3,
  /** Longest name, e-mail, subject and message. // value not given by the spec */
  nameMaxChars: 100,
  emailMaxChars: 254,
  subjectMaxChars: 150,
  messageMaxChars: 2000,
} as const;

export const NEWSLETTER = {
  emailMaxChars: 254,
  /** How long the confirmation link works. // value not given by the spec */
  confirmLinkDays: 7,
} as const;

export const APP_LINK = {
  /** The mobile number is typed after a fixed +91 prefix (spec 2 §5), at most 10 digits. */
  mobileMaxDigits: 10,
} as const;
