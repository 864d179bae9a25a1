/**
 * What the cancel, exchange and return pages share (spec 3 §4): the reason step's fields, the way
 * back to the order, and what a cancel or return page shows.
 */

/** The reason step's fields, the cancel's and the return's alike. */
export const REASON_FIELDS = { reasonId: "reasonId", comment: "comment" } as const;

export const orderPath = (orderId: string) => `/orderdetails/${orderId}`;

/** What an item's cancel or return page shows: the open flow, or why the item can no longer change. */
export type ItemChangeView<Details> =
  | { kind: "open"; details: Details }
  | { kind: "closed"; orderId: string; itemId: number; message: string };
