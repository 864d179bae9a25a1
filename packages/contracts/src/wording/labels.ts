/** Fixed labels the spec gives (buttons, headings, link texts, the promo band), and ours where it gives none, by area (`LABELS.bag.total`): each domain slice's `labels.ts`, composed. `../messages.ts` names this `LABELS`. */
export * from "../account/labels";
export * from "../alerts/labels";
export * from "../bag/labels";
export * from "../catalog/labels";
export * from "../checkout/labels";
export * from "../content/labels";
export * from "../delivery/labels";
export * from "../favourites/labels";
export * from "../loyalty/labels";
export * from "../orders/labels";
export * from "../payments/labels";
export * from "../returns/labels";
export * from "../reviews/labels";
export * from "../search/labels";
export * from "../support/labels";
