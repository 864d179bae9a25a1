/**
 * The favourites slice of MESSAGES, LABELS and formatMessage: favourite styles and brands. `../messages.ts`
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

export const favourites = {
  added: "Good mooove! This item has been added to your favourites.", // s2 §8
  removed: "This item has been removed from your favourites.", // s2 §8
  alreadyAdded: "Oops! This product is already in your favourites", // s2 §8
  notAdded: "Oops! This item has not been added to your favourites.", // s2 §8
  genericError: "Oops something went wrong, plz try again", // s2 §8
  brandAdded: "Brand Added Successfully", // s2 §8, 3 s
  brandRemoved: "Brand Removed Successfully", // s2 §8, 3 s
} as const;
