import { LABELS, ORDER_ITEM_STATUSES, type OrderItemStatus } from "@odin/contracts";
import { nextStates as lifecycleNextStates } from "../../modules/orders";
import { escapeHtml, hiddenFields, sandboxPage } from "../pg/sandbox-kit";

/**
 * `GET /_sandbox/fulfilment`: the warehouse's stand-in (demo mode and tests; decision 47). Recent
 * orders and their items, each item with a button per state the lifecycle lets it move to next, and
 * the order with a button per state some of its items can move to. Plain HTML forms, no script.
 */

export const FULFILMENT_PATH = "/_sandbox/fulfilment";

/** What the page shows of an item. */
export interface FulfilmentItem {
  id: number;
  styleName: string;
  size: string;
  shippingMethod: string;
  status: OrderItemStatus;
  carrier: string | null;
  trackingNumber: string | null;
}

export interface FulfilmentOrder {
  id: number;
  orderNumber: string;
  createdAt: Date;
  items: FulfilmentItem[];
}

/**
 * The states an item may be moved to from here: every move the lifecycle allows, but not to PLACED
 * (the payment's to make).
 */
export function nextStates(item: Pick<FulfilmentItem, "status" | "shippingMethod">): OrderItemStatus[] {
  return lifecycleNextStates(item.status, item.shippingMethod).filter((to) => to !== "PLACED");
}

const statusLabel = (status: OrderItemStatus) => `${LABELS.orderItemStatus[status]} (${status})`;

function moveForm(orderNumber: string, to: OrderItemStatus, label: string, itemId?: number): string {
  const fields = { to, ...(itemId ? { itemId: String(itemId) } : {}) };
  return `<form method="post" action="${FULFILMENT_PATH}/orders/${escapeHtml(orderNumber)}">${hiddenFields(fields)}<button type="submit" class="secondary">${escapeHtml(label)}</button></form>`;
}

function itemRow(orderNumber: string, item: FulfilmentItem): string {
  const tracking = item.trackingNumber
    ? ` · ${escapeHtml(item.carrier ?? "")} ${escapeHtml(item.trackingNumber)}`
    : "";
  const moves = nextStates(item)
    .map((to) => moveForm(orderNumber, to, `Item ${item.id}: move to ${to}`, item.id))
    .join("");
  return `<li><p><strong>Item ${item.id}</strong> ${escapeHtml(item.styleName)}, size ${escapeHtml(item.size)}, ${escapeHtml(item.shippingMethod)}: <span class="status">${escapeHtml(statusLabel(item.status))}</span>${tracking}</p>${moves}</li>`;
}

function orderSection(order: FulfilmentOrder): string {
  const targets = ORDER_ITEM_STATUSES.filter((to) =>
    order.items.some((item) => nextStates(item).includes(to)),
  );
  const orderMoves = targets
    .map((to) => moveForm(order.orderNumber, to, `Whole order: move to ${to}`))
    .join("");
  const placed = order.createdAt
    .toISOString()
    .replace("T", " ")
    .replace(/\.\d+Z$/, " UTC");
  return `<section aria-labelledby="order-${escapeHtml(order.orderNumber)}"><h2 id="order-${escapeHtml(order.orderNumber)}">${escapeHtml(order.orderNumber)}</h2><p class="note">Placed ${escapeHtml(placed)}</p>${orderMoves}<ul>${order.items.map((item) => itemRow(order.orderNumber, item)).join("")}</ul></section>`;
}

/** The page: the newest orders first, or the one order asked for; `notice` says what the last move did. */
export function fulfilmentPage(
  orders: readonly FulfilmentOrder[],
  notice?: { error: boolean; text: string },
): string {
  const message = notice
    ? `<p role="${notice.error ? "alert" : "status"}" class="${notice.error ? "error" : "note"}">${escapeHtml(notice.text)}</p>`
    : "";
  const search = `<form method="get" action="${FULFILMENT_PATH}"><label for="order">Order ID</label><input id="order" name="order" type="text" autocomplete="off"><button type="submit">Show</button></form>`;
  const list =
    orders.length === 0
      ? "<p>No orders yet. Place one in the store, then refresh this page.</p>"
      : orders.map(orderSection).join("");
  return sandboxPage(
    "Fulfilment",
    "Fulfilment sandbox · Odin demo",
    `<p>This demo store has no warehouse. Move an order's items through their states here, as the
warehouse and the carrier would: a shipped item gets the carrier "Sandbox Express" and a tracking
number.</p>${message}${search}${list}`,
  );
}
