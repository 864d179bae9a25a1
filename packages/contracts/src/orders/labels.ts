/** Fixed labels the spec gives (buttons, headings, link texts). */

export const orders = {
  title: "MY ORDERS",
} as const;
/** My Orders' list (s3 §2). // wording not given by the spec */
export const orderHistory = {
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
} as const;
/** Order details (s3 §2). // wording not given by the spec */
export const orderDetails = {
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
} as const;
/** The cancel flow's page (s3 §4: reason, refund, complete). // wording not given by the spec */
export const cancel = {
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
} as const;
/** What an order item's state is called on the shopper's pages and in their SMS and e-mails. // wording not given by the spec */
export const orderItemStatus = {
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
} as const;
/** The order confirmation page (s3 §2). // wording not given by the spec */
export const orderConfirmation = {
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
} as const;
