/**
 * The shared slice of MESSAGES: generic toasts. `../messages.ts` composes the slices into `MESSAGES`,
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

export const messages = {
  generic: {
    /** Generic toast, 3 s (s1 §8, s2 §8, s3 §8). */
    somethingWentWrong: "Sorry, Something went wrong...",
    oopsTryLater: "Oops Something went wrong. Please try again later.", // s2 §8
    /** Reviews, contact form, order confirmation, returns, exchange (s2 §8, s3 §8). */
    oops: "Oops! Something went wrong.",
    blockedIp: "Due to suspicious activity we have blocked your IP. Please try again later.", // s1 §8, s2 §8
  },
} as const;
