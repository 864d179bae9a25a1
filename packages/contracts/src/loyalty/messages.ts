/**
 * The loyalty slice of MESSAGES and LABELS: loyalty points. `../messages.ts` composes the slices into
 * `MESSAGES`, `LABELS` and `formatMessage`: import those, not this file.
 *
 * Every shopper-facing message of the spec, once, with the spec's exact wording (typos and odd spacing
 * included: support scripts and analytics refer to them). Spec references: "s1 §8" means
 * `spec/1-account-and-session.md` section 8, and so on.
 *
 * Where the spec says a message exists but does not give its wording, the text is ours and the line is marked
 * `// wording not given by the spec`. Templates keep their spec placeholders (`{n}`, `$count`, `(n-2)`); fill
 * them through `formatMessage`, never by hand.
 */

export const loyalty = {
  fetchError: "Oops! Something went wrong while fetching Loyalty Data.", // s2 §8, s3 §8
  unknownProgramme: "We could not find a loyalty programme for this brand.", // wording not given by the spec
  noPoints: "You have not earned loyalty points yet. Points come with every delivered order.", // wording not given by the spec
} as const;
