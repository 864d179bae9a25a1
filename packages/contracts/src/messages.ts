import * as account from "./account/messages";
import * as alerts from "./alerts/messages";
import * as bag from "./bag/messages";
import * as catalog from "./catalog/messages";
import * as checkout from "./checkout/messages";
import * as content from "./content/messages";
import * as delivery from "./delivery/messages";
import * as favourites from "./favourites/messages";
import * as invoices from "./invoices/messages";
import * as loyalty from "./loyalty/messages";
import * as orders from "./orders/messages";
import * as payments from "./payments/messages";
import * as returns from "./returns/messages";
import * as reviews from "./reviews/messages";
import * as search from "./search/messages";
import * as shared from "./shared/messages";
import * as support from "./support/messages";

/**
 * Every shopper-facing message and label of the spec, composed from the domains' slices
 * (`<domain>/messages.ts`, which hold the wording and the rules for writing it). The composed objects
 * are the one way in, everywhere: `MESSAGES.otp.expired`, `LABELS.bag.total`,
 * `formatMessage.quantityLimit(3, name)`. An area (`otp`, `bag`, …) belongs to one slice only
 * (messages.test.ts checks it).
 */
export const MESSAGES = {
  ...shared.messages,
  ...account.messages,
  ...catalog.messages,
  ...search.messages,
  ...content.messages,
  ...delivery.messages,
  ...bag.messages,
  ...checkout.messages,
  ...payments.messages,
  ...orders.messages,
  ...invoices.messages,
  ...returns.messages,
  ...loyalty.messages,
  ...favourites.messages,
  ...reviews.messages,
  ...support.messages,
  ...alerts.messages,
} as const;

/** Fixed labels the spec gives (buttons, headings, link texts, the promo band), and ours where it gives none. */
export const LABELS = {
  ...account.labels,
  ...catalog.labels,
  ...search.labels,
  ...content.labels,
  ...delivery.labels,
  ...bag.labels,
  ...checkout.labels,
  ...payments.labels,
  ...orders.labels,
  ...returns.labels,
  ...loyalty.labels,
  ...support.labels,
  ...reviews.labels,
  ...favourites.labels,
  ...alerts.labels,
} as const;

/** Fills the message templates. Each uses its slice's template, so the wording stays in one place. */
export const formatMessage = {
  ...shared.formats,
  ...account.formats,
  ...catalog.formats,
  ...search.formats,
  ...content.formats,
  ...delivery.formats,
  ...bag.formats,
  ...checkout.formats,
  ...payments.formats,
  ...orders.formats,
  ...returns.formats,
  ...loyalty.formats,
  ...reviews.formats,
  ...favourites.formats,
} as const;

/** Convenience alias for the one placeholder helper most forms need. */
export const pincodeDigits = formatMessage.pincodeDigits;
