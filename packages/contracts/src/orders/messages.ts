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
import { fill } from "../shared/fill";

export const messages = {
  orders: {
    fetchError: "Error while fetching your orders!", // s2 §8, s3 §8
    empty: "You have not placed any orders yet!", // s2 §8, s3 §2
    genericError: "Oops! Something went wrong.", // s3 §8 order confirmation
    /** Success thanks with the order id (s3 §2); fill with `formatMessage.orderThanks`. */
    thanks: "Thank you for shopping with us! Your order {orderId} has been placed.", // wording not given by the spec
    pendingPayment:
      "We are processing your payment. This can take up to 30 minutes; we will e-mail you once it succeeds.", // wording not given by the spec
    storePickup:
      "Your store pickup will be confirmed by SMS and e-mail within 30 minutes. Orders not picked up within 7 days are cancelled automatically.", // wording not given by the spec
  },
  lifecycle: {
    /** An operator's move the lifecycle refuses; fill with `formatMessage.illegalMove`. */
    illegalMove: "Item {itemId} is {from} and cannot become {to}.", // wording not given by the spec
    trackingRequired: "A shipment needs its carrier and tracking number.", // wording not given by the spec
    unknownItem: "This order has no such item.", // wording not given by the spec
    /** The status a packed store pickup's SMS and e-mail tell; fill with `formatMessage.readyForPickup`. */
    readyForPickup: "Ready for pickup at the store. Show the pickup code {code} at the desk", // wording not given by the spec
  },
  cancel: {
    failed: "We could not cancel this item. Please try again.", // wording not given by the spec
    /** The refund's timeline (s3 §9 "Refund: 5-7 days for returns and for cancels"). */
    refundTimeline: "Refund 5-7 days", // s3 §9
    cancelled: "Your item has been cancelled.", // wording not given by the spec
    notCancellable: "This item can no longer be cancelled: it has already been shipped.", // wording not given by the spec
    unknownItem: "We could not find this item in your order.", // wording not given by the spec
    chooseReason: "Please choose a reason for cancelling.", // wording not given by the spec
    unknownBankDetails: "We could not find these bank details among yours.", // wording not given by the spec
    noRefund: "Nothing was paid for this item, so there is nothing to refund.", // wording not given by the spec
  },
} as const;

/** Fixed labels the spec gives (buttons, headings, link texts). */
export const labels = {
  orders: {
    title: "MY ORDERS",
  },
  /** My Orders' list (s3 §2). // wording not given by the spec */
  orderHistory: {
    orderId: "Order ID",
    placedOn: "Placed on",
    total: "Total",
    quantity: "Items",
    paidBy: "Paid by",
    expected: "Expected by",
    status: "Status",
    viewDetails: "VIEW DETAILS",
    pages: "Pages of your orders",
    previous: "Previous",
    next: "Next",
    /** Fill with `formatMessage.orderHistoryPage`. */
    page: "Page {n}",
    loading: "Loading your orders…",
  },
  /** Order details (s3 §2). // wording not given by the spec */
  orderDetails: {
    title: "ORDER DETAILS",
    items: "Items",
    brandSize: "Brand size",
    unitPrice: "Unit price",
    lineTotal: "Total",
    method: "Delivery",
    carrier: "Carrier",
    trackingNumber: "Tracking number",
    placedOn: "Placed on",
    expected: "Expected by",
    deliveredOn: "Delivered on",
    returnBy: "Return or exchange by",
    timeline: "Status history",
    actions: { RETURN: "RETURN", CANCEL: "CANCEL", EXCHANGE: "EXCHANGE" },
    downloadInvoice: "Download invoice",
    backToOrders: "Back to MY ORDERS",
  },
  /** The cancel flow's page (s3 §4: reason, refund, complete). // wording not given by the spec */
  cancel: {
    title: "CANCEL ITEM",
    reasonStep: "Why are you cancelling?",
    refundStep: "Refund",
    completeStep: "Cancelled",
    comment: "Comments (optional)",
    /** Fill with `formatMessage.cancelCommentCount`. */
    commentCount: "{count}/{max}",
    next: "CONTINUE",
    confirm: "CANCEL ITEM",
    back: "Back",
    backToOrder: "Back to order",
    toSource: "To your original payment method",
    toLoyalty: "As loyalty points",
    none: "Nothing to refund",
    totalRefund: "Total refund",
    quantity: "Qty",
    size: "Size",
  },
  /** What an order item's state is called on the shopper's pages and in their SMS and e-mails. // wording not given by the spec */
  orderItemStatus: {
    PAYMENT_PENDING: "Payment pending",
    PLACED: "Placed",
    PACKED: "Packed",
    SHIPPED: "Shipped",
    DELIVERED: "Delivered",
    CUSTOMERPICKCOMPLETE: "Picked up from the store",
    CANCELLED: "Cancelled",
    RETURN_REQUESTED: "Return requested",
    PICKED_UP: "Picked up for return",
    RETURNED: "Returned",
    REFUNDED: "Refunded",
    RTO: "Returned to origin",
  },
  /** The order confirmation page (s3 §2). // wording not given by the spec */
  orderConfirmation: {
    title: "ORDER CONFIRMATION",
    items: "Items in your order",
    deliveryAddress: "Delivery address",
    pickupFrom: "Pick up from",
    /** Fill with `formatMessage.orderExpectedOn`. */
    expected: "Expected by {date}",
    /** Fill with `formatMessage.orderPickupOn`. */
    pickupOn: "Ready for pickup by {date}",
    payment: "Payment",
    paymentStatus: {
      due: "to pay on delivery",
      paid: "paid",
      pending: "pending",
      failed: "failed",
      reversed: "returned",
    },
  },
} as const;

/** Fills the templates above, so the wording stays in one place. */
export const formats = {
  /** "12/255" under the cancel comment. */
  cancelCommentCount: (count: number, max: number) =>
    fill(labels.cancel.commentCount, [
      ["{count}", String(count)],
      ["{max}", String(max)],
    ]),
  orderThanks: (orderId: string) => fill(messages.orders.thanks, [["{orderId}", orderId]]),
  orderExpectedOn: (date: string) => fill(labels.orderConfirmation.expected, [["{date}", date]]),
  orderPickupOn: (date: string) => fill(labels.orderConfirmation.pickupOn, [["{date}", date]]),
  orderHistoryPage: (n: number) => fill(labels.orderHistory.page, [["{n}", String(n)]]),
  readyForPickup: (code: string) => fill(messages.lifecycle.readyForPickup, [["{code}", code]]),
  illegalMove: (itemId: number, from: string, to: string) =>
    fill(messages.lifecycle.illegalMove, [
      ["{itemId}", String(itemId)],
      ["{from}", from],
      ["{to}", to],
    ]),
} as const;
