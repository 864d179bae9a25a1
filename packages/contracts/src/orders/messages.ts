/**
 * The orders slice of MESSAGES and LABELS: order confirmation, the orders list and cancellations.
 * `../messages.ts` composes the slices into `MESSAGES`, `LABELS` and `formatMessage`: import those, not this
 * file.
 *
 * Every shopper-facing message of the spec, once, with the spec's exact wording (typos and odd spacing
 * included: support scripts and analytics refer to them). Spec references: "s1 §8" means
 * `spec/1-account-and-session.md` section 8, and so on.
 *
 * Where the spec says a message exists but does not give its wording, the text is ours and the line is marked
 * `// wording not given by the spec`. Templates keep their spec placeholders (`{n}`, `$count`, `(n-2)`); fill
 * them through `formatMessage`, never by hand.
 */

export const orders = {
  fetchError: "Error while fetching your orders!", // s2 §8, s3 §8
  empty: "You have not placed any orders yet!", // s2 §8, s3 §2
  genericError: "Oops! Something went wrong.", // s3 §8 order confirmation
  /** Success thanks with the order id (s3 §2); fill with `formatMessage.orderThanks`. */
  thanks: "Thank you for shopping with us! Your order {orderId} has been placed.", // wording not given by the spec
  pendingPayment:
    "We are processing your payment. This can take up to 30 minutes; we will e-mail you once it succeeds.", // wording not given by the spec
  storePickup:
    "Your store pickup will be confirmed by SMS and e-mail within 30 minutes. Orders not picked up within 7 days are cancelled automatically.", // wording not given by the spec
} as const;
export const lifecycle = {
  /** An operator's move the lifecycle refuses; fill with `formatMessage.illegalMove`. */
  illegalMove: "Item {itemId} is {from} and cannot become {to}.", // wording not given by the spec
  trackingRequired: "A shipment needs its carrier and tracking number.", // wording not given by the spec
  unknownItem: "This order has no such item.", // wording not given by the spec
  /** The status a packed store pickup's SMS and e-mail tell; fill with `formatMessage.readyForPickup`. */
  readyForPickup: "Ready for pickup at the store. Show the pickup code {code} at the desk", // wording not given by the spec
} as const;
export const cancel = {
  failed: "We could not cancel this item. Please try again.", // wording not given by the spec
  /** The refund's timeline (s3 §9 "Refund: 5-7 days for returns and for cancels"). */
  refundTimeline: "Refund 5-7 days", // s3 §9
  cancelled: "Your item has been cancelled.", // wording not given by the spec
  notCancellable: "This item can no longer be cancelled: it has already been shipped.", // wording not given by the spec
  unknownItem: "We could not find this item in your order.", // wording not given by the spec
  chooseReason: "Please choose a reason for cancelling.", // wording not given by the spec
  unknownBankDetails: "We could not find these bank details among yours.", // wording not given by the spec
  noRefund: "Nothing was paid for this item, so there is nothing to refund.", // wording not given by the spec
} as const;
