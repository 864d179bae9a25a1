/**
 * The search slice of MESSAGES and LABELS: the search box, suggestions and search pages. `../messages.ts`
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

export const search = {
  inputSomething: "Please input something to search!", // s2 §5, §8
  inputSomethingEllipsis: "Please input something to search...", // s2 §5
  noResults: "Sorry!! No Results Found", // s2 §2, §8
} as const;
