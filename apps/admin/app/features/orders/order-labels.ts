import {
  ORDER_ITEM_STATUSES,
  type OrderItemStatus,
  PAYMENT_TYPES,
  type PaymentType,
  SHIPPING_METHODS,
} from "@odin/contracts";

/**
 * How the back office names an order's states, payments and delivery modes. The lists come from the
 * contracts' constant files (plain data); the few that live beside zod schemas are written out here,
 * because importing those files would bring zod into the bundle (decision 13), and
 * order-labels.test.ts holds them equal to the contracts'.
 */

export { ORDER_ITEM_STATUSES, PAYMENT_TYPES };

/** The contracts' `orderPaymentStatus` (orders/order.ts). */
export const PAYMENT_STATUSES = ["due", "paid", "pending", "failed", "reversed"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The contracts' `ADMIN_ORDER_STATES` (admin/orders.ts): the order as placed and paid. */
export const ORDER_STATES = ["PLACED", "PAYMENT_PENDING", "PAYMENT_FAILED", "CANCELLED"] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** The contracts' `shippingMethod`, in the order staff think of them. */
export const DELIVERY_MODES = [
  SHIPPING_METHODS.standard,
  SHIPPING_METHODS.nextDay,
  SHIPPING_METHODS.sameDay,
  SHIPPING_METHODS.storePick,
] as const;
export type DeliveryMode = (typeof DELIVERY_MODES)[number];

export const ITEM_STATUS_LABELS: Record<OrderItemStatus, string> = {
  PAYMENT_PENDING: "Payment pending",
  PLACED: "Placed",
  PACKED: "Packed",
  SHIPPED: "Shipped",
  DELIVERED: "Delivered",
  CUSTOMERPICKCOMPLETE: "Collected at the store",
  CANCELLED: "Cancelled",
  RETURN_REQUESTED: "Return requested",
  PICKED_UP: "Picked up for return",
  RETURNED: "Returned",
  REFUNDED: "Refunded",
  RTO: "Returned to origin",
};

export const ORDER_STATE_LABELS: Record<OrderState, string> = {
  PLACED: "Placed",
  PAYMENT_PENDING: "Payment pending",
  PAYMENT_FAILED: "Payment failed",
  CANCELLED: "Cancelled",
};

export const PAYMENT_TYPE_LABELS: Record<PaymentType, string> = {
  CASH_ON_DELIVERY: "Cash on delivery",
  CREDIT_CARD: "Credit card",
  DEBIT_CARD: "Debit card",
  NET_BANKING: "Net banking",
  SAVEDCARD: "Saved card",
  WALLET: "Wallet",
  UPI: "UPI",
  E_WALLET: "E-wallet",
  LOYALTY: "Loyalty points",
  CARDLESS_EMI: "Cardless EMI",
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  due: "Due on delivery",
  paid: "Paid",
  pending: "Pending",
  failed: "Failed",
  reversed: "Reversed",
};

export const DELIVERY_MODE_LABELS: Record<DeliveryMode, string> = {
  standard: "Standard delivery",
  ndd: "Next-day delivery",
  sdd: "Same-day delivery",
  STOREPICK: "Store pickup",
};

/** What each message template told the shopper (the outbox keeps no text the back office may show again). */
export const MESSAGE_TEMPLATE_LABELS: Readonly<Record<string, string>> = {
  "order-placed": "Order placed: the confirmation with the total and a link to the order",
  "order-status": "Order status: an item moved (packed, shipped, delivered, collected, cancelled)",
  "pickup-ready": "Ready for pickup at the store, with the pickup code (its words are not kept)",
  "item-cancelled": "Item cancelled: the item, its refund and when it arrives",
};
