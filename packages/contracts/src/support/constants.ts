/**
 * Business constants and limits: customer care and the contact form (spec 2 §5; spec 3 §9). Values the spec
 * leaves open and that we chose are marked `// value not given by the spec`. Shopper-facing wording lives in
 * `messages.ts`.
 */

export const SUPPORT = {
  callLineHours: "Mon-Sun 9am-6pm",
  emailReplyWithinHours: 24,
  whatsappHours: "24/7",
} as const;

export const CONTACT_FORM = {
  subjectMinChars: 3,
} as const;
