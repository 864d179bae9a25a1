/**
 * The shared slice of MESSAGES: generic toasts and the refusals of the input primitives. `../messages.ts`
 * composes the slices into `MESSAGES`, `LABELS` and `formatMessage`: import those, not this file.
 *
 * Every shopper-facing message of the spec, once, with the spec's exact wording (typos and odd spacing
 * included: support scripts and analytics refer to them). Spec references: "s1 §8" means
 * `spec/1-account-and-session.md` section 8, and so on.
 *
 * Where the spec says a message exists but does not give its wording, the text is ours and the line is marked
 * `// wording not given by the spec`. Templates keep their spec placeholders (`{n}`, `$count`, `(n-2)`); fill
 * them through `formatMessage`, never by hand.
 */

export const generic = {
  /** Generic toast, 3 s (s1 §8, s2 §8, s3 §8). */
  somethingWentWrong: "Sorry, Something went wrong...",
  oopsTryLater: "Oops Something went wrong. Please try again later.", // s2 §8
  /** Reviews, contact form, order confirmation, returns, exchange (s2 §8, s3 §8). */
  oops: "Oops! Something went wrong.",
  blockedIp: "Due to suspicious activity we have blocked your IP. Please try again later.", // s1 §8, s2 §8
  /** The store's SMS budget of the hour is spent: a code or link asked for now is not sent (429). */
  smsBudgetSpent: "We cannot send text messages right now. Please try again after some time.", // wording not given by the spec
} as const;
/** Refusals of the input primitives (`primitives.ts`): house rule 12, bad input gets a clear 4xx. */
export const input = {
  /** Fill with `formatMessage.wholeNumberRange`. */
  wholeNumberRange: "Please enter a whole number from {min} to {max}.", // wording not given by the spec
  /** Fill with `formatMessage.maxCharacters`. */
  maxCharacters: "Please use at most {max} characters.", // wording not given by the spec
  /** NUL and the other control characters, or half of a broken Unicode pair. */
  invisibleCharacters: "Please remove the invisible or broken characters (such as NUL) from this text.", // wording not given by the spec
  /** A return address that is not a path of this site (`same-site-path.ts`). */
  notSameSitePath: "This must be a path of this site.", // wording not given by the spec
} as const;
