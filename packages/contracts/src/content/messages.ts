/**
 * The content slice of MESSAGES and LABELS: header, footer, storefront shell, master templates, the
 * newsletter sign-up and the app link. `../messages.ts` composes the slices into `MESSAGES`, `LABELS` and
 * `formatMessage`: import those, not this file.
 *
 * Every shopper-facing message of the spec, once, with the spec's exact wording (typos and odd spacing
 * included: support scripts and analytics refer to them). Spec references: "s1 §8" means
 * `spec/1-account-and-session.md` section 8, and so on.
 *
 * Where the spec says a message exists but does not give its wording, the text is ours and the line is marked
 * `// wording not given by the spec`. Templates keep their spec placeholders (`{n}`, `$count`, `(n-2)`); fill
 * them through `formatMessage`, never by hand.
 */

export const appLink = {
  invalidMobile: "Please enter a valid mobile number.", // wording not given by the spec
  sent: "We have sent the app link to your phone.", // wording not given by the spec
  tooMany: "We have already sent the app link to this number. Please try again later.", // wording not given by the spec
} as const;
export const newsletter = {
  enterEmail: "Please enter an email", // s2 §5
  invalidEmail: "Please enter a valid email", // s2 §5
  success: "Good Mooove! You've Just Signed Up For The Latest Updates", // s2 §8, 3 s
  confirmed: "Thank you! Your e-mail address is confirmed for our updates.", // wording not given by the spec
  tooMany: "Too many sign-ups for this e-mail address. Please try again later.", // wording not given by the spec
  confirmLinkInvalid: "This confirmation link is not valid or has expired. Please sign up again.", // wording not given by the spec
} as const;
