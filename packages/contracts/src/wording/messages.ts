/** Every shopper-facing message of the spec, by area (`MESSAGES.otp.expired`): each domain slice's `messages.ts`, composed. `../messages.ts` names this `MESSAGES`. */
export * from "../account/messages";
export * from "../alerts/messages";
export * from "../bag/messages";
export * from "../catalog/messages";
export * from "../checkout/messages";
export * from "../content/messages";
export * from "../delivery/messages";
export * from "../favourites/messages";
export * from "../invoices/messages";
export * from "../loyalty/messages";
export * from "../orders/messages";
export * from "../payments/messages";
export * from "../returns/messages";
export * from "../reviews/messages";
export * from "../search/messages";
export * from "../shared/messages";
export * from "../support/messages";
