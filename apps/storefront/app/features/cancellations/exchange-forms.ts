/** The exchange page's one form (spec 3 §4 "Exchange"). */
export const EXCHANGE_INTENT = "exchange-request";

export const EXCHANGE_FIELDS = { size: "sizeRequested" } as const;

export const exchangePath = (orderId: string, itemId: number | string) =>
  `/orderdetails/${orderId}/exchange/${itemId}`;
