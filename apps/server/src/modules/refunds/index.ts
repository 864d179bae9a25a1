/**
 * Refunds of an order's items (decision 48), shared by cancellations, returns and the uncollected
 * pickup's cancel: the pure rules of what goes back where, and the refunds asked in the caller's
 * transaction. No routes of its own.
 */
export { destinationsOf, type ItemRefund } from "./refund-rules";
export { planRefunds, pointsPaidPerItem, requestRefund } from "./refunds";
