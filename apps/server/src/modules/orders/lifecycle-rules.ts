import { type OrderItemStatus, SHIPPING_METHODS } from "@odin/contracts";

/**
 * The states an order item moves through (the order lifecycle, decision 43) and which moves are
 * allowed. Home delivery: PLACED → PACKED → SHIPPED → DELIVERED; store pickup: PLACED → PACKED →
 * CUSTOMERPICKCOMPLETE. Before shipping an item can be CANCELLED; a shipment the carrier could not
 * deliver returns to origin (RTO). A delivered or collected item can be returned: RETURN_REQUESTED →
 * PICKED_UP (reverse pickup) → RETURNED, or RETURNED directly when a self-shipped parcel arrives; a
 * request withdrawn or refused puts it back to DELIVERED (or CUSTOMERPICKCOMPLETE), and so does a
 * parcel collected that fails the centre's quality check: the item is the shopper's again and goes
 * back to them, nothing refunded. Money goes back after CANCELLED, RETURNED or RTO (REFUNDED).
 */
const MOVES: Readonly<Record<OrderItemStatus, readonly OrderItemStatus[]>> = {
  PAYMENT_PENDING: ["PLACED", "CANCELLED"],
  PLACED: ["PACKED", "CANCELLED"],
  PACKED: ["SHIPPED", "CUSTOMERPICKCOMPLETE", "CANCELLED"],
  SHIPPED: ["DELIVERED", "RTO"],
  DELIVERED: ["RETURN_REQUESTED"],
  CUSTOMERPICKCOMPLETE: ["RETURN_REQUESTED"],
  RETURN_REQUESTED: ["PICKED_UP", "RETURNED", "DELIVERED", "CUSTOMERPICKCOMPLETE"],
  PICKED_UP: ["RETURNED", "DELIVERED", "CUSTOMERPICKCOMPLETE"],
  RETURNED: ["REFUNDED"],
  CANCELLED: ["REFUNDED"],
  RTO: ["REFUNDED"],
  REFUNDED: [],
};

/** A store pickup is collected at the store; anything else is shipped to the shopper. */
const PICKUP_ONLY: ReadonlySet<OrderItemStatus> = new Set(["CUSTOMERPICKCOMPLETE"]);
const DELIVERY_ONLY: ReadonlySet<OrderItemStatus> = new Set(["SHIPPED", "DELIVERED", "RTO"]);

/** Whether an item in `from`, sent by `shippingMethod`, may move to `to`. */
export function canMove(from: OrderItemStatus, to: OrderItemStatus, shippingMethod: string): boolean {
  if (!MOVES[from].includes(to)) return false;
  const pickup = shippingMethod === SHIPPING_METHODS.storePick;
  return pickup ? !DELIVERY_ONLY.has(to) : !PICKUP_ONLY.has(to);
}

/** The states an item may move to next (the operator's choices). */
export function nextStates(from: OrderItemStatus, shippingMethod: string): OrderItemStatus[] {
  return MOVES[from].filter((to) => canMove(from, to, shippingMethod));
}

/** A move to SHIPPED names its carrier and tracking number. */
export const needsTracking = (to: OrderItemStatus) => to === "SHIPPED";

/** Items that left the centre: cancelling is no longer possible and their stock is not on its shelf. */
export const LEFT_THE_CENTRE: ReadonlySet<OrderItemStatus> = new Set([
  "SHIPPED",
  "DELIVERED",
  "CUSTOMERPICKCOMPLETE",
  "RETURN_REQUESTED",
  "PICKED_UP",
  "RTO",
]);

/** A move the shopper hears about (by SMS and e-mail): every one but placing and paying, which have their own message. */
export const TOLD_TO_SHOPPER: ReadonlySet<OrderItemStatus> = new Set([
  "PACKED",
  "SHIPPED",
  "DELIVERED",
  "CUSTOMERPICKCOMPLETE",
  "CANCELLED",
  "RETURN_REQUESTED",
  "PICKED_UP",
  "RETURNED",
  "REFUNDED",
  "RTO",
]);
