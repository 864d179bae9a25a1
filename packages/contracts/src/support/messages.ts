/**
 * The support slice of MESSAGES: the contact form. `../messages.ts` composes the slices into `MESSAGES`,
 * `LABELS` and `formatMessage`: import those, not this file.
 *
 * Every shopper-facing message of the spec, once, with the spec's exact wording (typos and odd spacing
 * included: support scripts and analytics refer to them). Spec references: "s1 §8" means
 * `spec/1-account-and-session.md` section 8, and so on.
 *
 * Where the spec says a message exists but does not give its wording, the text is ours and the line is marked
 * `// wording not given by the spec`. Templates keep their spec placeholders (`{n}`, `$count`, `(n-2)`); fill
 * them through `formatMessage`, never by hand.
 */

export const contact = {
  success: "Yay! thanks for reaching out to us. We'll get back to you shortly.", // s2 §8
  subjectMinLength: "Plug in atleast 3 characters.", // s2 §5
  genericError: "Oops! Something went wrong.", // s2 §8
  allFieldsRequired: "Please fill in your name, e-mail, subject and message.", // wording not given by the spec
  subjectAlphanumeric: "Please use only letters and numbers in the subject.", // wording not given by the spec
} as const;
