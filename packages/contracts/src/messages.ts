/**
 * Every shopper-facing message and label of the spec, composed from the domains' slices
 * (`<domain>/messages.ts`, `labels.ts` and `formats.ts`, which hold the wording and the rules for
 * writing it). The composed namespaces are the one way in, everywhere: `MESSAGES.otp.expired`,
 * `LABELS.bag.total`, `formatMessage.quantityLimit(3, name)`. Each area is a module export of its
 * slice, so a page's script carries only the slices it shows: the bundler keeps the areas a module
 * reads and leaves the rest to the pages that read them. An area (`otp`, `bag`, …) belongs to one
 * slice only: a second would make the composed export ambiguous (the compiler refuses it, and
 * messages.test.ts checks it).
 */

/** Convenience alias for the one placeholder helper most forms need. */
export { pincodeDigits } from "./delivery/formats";
export * as formatMessage from "./wording/formats";
export * as LABELS from "./wording/labels";
export * as MESSAGES from "./wording/messages";
