/** The message templates' fillers (`formatMessage.quantityLimit(3, name)`): each domain slice's `formats.ts`, composed. `../messages.ts` names this `formatMessage`. */
export * from "../account/formats";
export * from "../bag/formats";
export * from "../catalog/formats";
export * from "../checkout/formats";
export * from "../content/formats";
export * from "../delivery/formats";
export * from "../favourites/formats";
export * from "../loyalty/formats";
export * from "../orders/formats";
export * from "../payments/formats";
export * from "../returns/formats";
export * from "../reviews/formats";
export * from "../search/formats";
export * from "../shared/formats";
