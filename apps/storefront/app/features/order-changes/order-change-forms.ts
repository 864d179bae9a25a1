/** What the cancel, exchange and return pages share (spec 3 §4): the reason step's fields, the way back to the order. */

/** The reason step's fields, the cancel's and the return's alike. */
export const REASON_FIELDS = { reasonId: "reasonId", comment: "comment" } as const;

export const orderPath = (orderId: string) => `/orderdetails/${orderId}`;
