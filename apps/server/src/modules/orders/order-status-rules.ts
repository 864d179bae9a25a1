import type { OrderItemStatus } from "@odin/contracts";

/**
 * An order's status as My Orders shows it, derived from its items' (decision 47): the one status
 * when its items agree; CANCELLED when every item is; otherwise the status of its least advanced
 * item that is not cancelled, so "Delivered" means everything still ordered has arrived.
 */

/** How far along an item is: its place on the way from payment to refund. */
const PROGRESS: Readonly<Record<OrderItemStatus, number>> = {
  PAYMENT_PENDING: 0,
  PLACED: 1,
  PACKED: 2,
  SHIPPED: 3,
  RTO: 4,
  DELIVERED: 5,
  CUSTOMERPICKCOMPLETE: 5,
  RETURN_REQUESTED: 6,
  PICKED_UP: 7,
  RETURNED: 8,
  REFUNDED: 9,
  CANCELLED: 10,
};

export function orderStatusOf(statuses: readonly OrderItemStatus[]): OrderItemStatus {
  const open = statuses.filter((status) => status !== "CANCELLED");
  if (open.length === 0) return "CANCELLED";
  return open.reduce((least, status) => (PROGRESS[status] < PROGRESS[least] ? status : least));
}

/** Statuses an item is on its way in: its expected day still matters. */
const ON_ITS_WAY: ReadonlySet<OrderItemStatus> = new Set(["PAYMENT_PENDING", "PLACED", "PACKED", "SHIPPED"]);

/**
 * The day an order is expected (yyyy-mm-dd): the latest expected day of its items still on their
 * way, or of all its items when none is.
 */
export function orderExpectedDelivery(
  items: readonly { status: OrderItemStatus; expectedDelivery: string }[],
): string {
  const coming = items.filter((item) => ON_ITS_WAY.has(item.status));
  const days = (coming.length > 0 ? coming : items).map((item) => item.expectedDelivery);
  // ISO days sort as text.
  return days.sort().at(-1) ?? "";
}

/** Statuses an item has on or after being handed to a carrier or to the shopper at a store. */
const SHIPPED_EVENTS: ReadonlySet<OrderItemStatus> = new Set(["SHIPPED", "CUSTOMERPICKCOMPLETE"]);

/** Some item has shipped (or been collected at a store): the order's tax invoice exists. */
export function invoiceAvailable(events: readonly { status: OrderItemStatus }[]): boolean {
  return events.some((event) => SHIPPED_EVENTS.has(event.status));
}
