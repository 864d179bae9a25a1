import {
  fail,
  formatMessage,
  LABELS,
  type OrderItemStatus,
  type OrdersProblem,
  ok,
  ordersProblems,
  type Result,
  SHIPPING_METHODS,
} from "@odin/contracts";
import type { OrderItemEventDetail, OrderItemMover, Transaction } from "@odin/db";
import type { Outbox } from "../../platform/outbox";
import { findUserById } from "../users";
import { canMove, LEFT_THE_CENTRE, needsTracking, TOLD_TO_SHOPPER } from "./lifecycle-rules";
import { giveClaimsBack } from "./order-claims";
import { UNPAID } from "./order-rules";
import {
  insertItemEvents,
  itemsOf,
  lockOrder,
  moveItem,
  type OrderItemEventRow,
  type OrderItemRow,
  type OrderRow,
  releaseStock,
  setOrderStatus,
} from "./orders.repo";
import type { PickupCodes } from "./pickup-code";

/** Who moved an item: the shopper (cancel, return), an operator, a payment's settlement, a job. */
export type MovedBy = OrderItemMover;

export interface ItemMove {
  /** The order's row id (not the OD number). */
  orderId: number;
  /** The items to move; every item of the order when absent. */
  itemIds?: readonly number[];
  to: OrderItemStatus;
  by: MovedBy;
  detail?: OrderItemEventDetail;
  now: Date;
  /** The caller tells the shopper itself, with more than the state (a cancel's refund). */
  quiet?: boolean;
}

export interface MovedItems {
  order: OrderRow;
  /** The items moved, as they are now. */
  items: OrderItemRow[];
  events: OrderItemEventRow[];
}

/** What else happens, in the same transaction, when items move (loyalty earned, an invoice issued…). */
export type LifecycleHook = (tx: Transaction, moved: MovedItems & { move: ItemMove }) => Promise<void>;

/**
 * The one way an order item changes state (decision 43). Each move locks the order, checks every
 * item may make it (lifecycle-rules.ts), moves it with a conditional update, records the event,
 * gives stock back for an item cancelled before it left the centre or arriving back (returned, or
 * returned to origin), cancels the order once every item is cancelled, tells the shopper by SMS and
 * e-mail through the outbox, and runs the registered hooks. All in the caller's transaction.
 */
export interface OrderLifecycle {
  move(tx: Transaction, move: ItemMove): Promise<Result<MovedItems, OrdersProblem>>;
  /** Adds what else happens on a move, after the hooks added before (the app's wiring: use-cases/order-lifecycle-hooks.ts). */
  use(hook: LifecycleHook): void;
}

const BACK_ON_THE_SHELF: ReadonlySet<OrderItemStatus> = new Set(["RETURNED", "RTO"]);

/** Whether moving `item` to `to` puts its units back in its centre's stock. */
function givesStockBack(order: OrderRow, item: OrderItemRow, to: OrderItemStatus): boolean {
  const from = item.status;
  if (to === "CANCELLED") {
    // An unpaid order released its reservation already (decision 41).
    if (from === "PAYMENT_PENDING") return order.releasedAt === null;
    return !LEFT_THE_CENTRE.has(from);
  }
  return BACK_ON_THE_SHELF.has(to);
}

function statusPhrase(
  to: OrderItemStatus,
  detail: OrderItemEventDetail | undefined,
  pickupCode: string | undefined,
): string {
  const label = LABELS.orderItemStatus[to];
  if (to === "SHIPPED" && detail?.carrier && detail.trackingNumber) {
    return `${label} by ${detail.carrier}, tracking number ${detail.trackingNumber}`;
  }
  if (pickupCode) return formatMessage.readyForPickup(pickupCode);
  return label;
}

/** A packed store pickup is ready at its store: its message carries the code the desk asks for. */
const readyAtStore = (moved: MovedItems, to: OrderItemStatus) =>
  to === "PACKED" && moved.items.some((item) => item.shippingMethod === SHIPPING_METHODS.storePick);

export function createOrderLifecycle(deps: {
  outbox: Pick<Outbox, "enqueue">;
  siteOrigin: string;
  pickupCodes: Pick<PickupCodes, "of">;
}): OrderLifecycle {
  const hooks: LifecycleHook[] = [];

  async function tellShopper(tx: Transaction, moved: MovedItems, move: ItemMove): Promise<void> {
    const first = moved.events[0];
    if (!TOLD_TO_SHOPPER.has(move.to) || move.quiet || !first) return;
    const { order } = moved;
    const user = await findUserById(tx, order.userId);
    const names = moved.items.map((item) => item.product.styleName);
    const ready = readyAtStore(moved, move.to);
    const payload = {
      orderId: order.orderNumber,
      status: statusPhrase(move.to, move.detail, ready ? deps.pickupCodes.of(order.orderNumber) : undefined),
      items: names.length === 1 ? (names[0] ?? "") : `${names.length} items`,
      link: `${deps.siteOrigin}/orderdetails/${order.orderNumber}`,
    };
    const key = `order-status:${order.orderNumber}:${move.to}:${first.id}`;
    const message = (channel: "sms" | "email", recipient: string) => ({
      channel,
      recipient,
      // The pickup code's message is a secret one: its words are not kept once sent.
      template: ready ? ("pickup-ready" as const) : ("order-status" as const),
      payload,
      idempotencyKey: `${key}:${channel}`,
    });
    await deps.outbox.enqueue(tx, [
      message("sms", order.shippingAddress.mobileNumber),
      ...(user?.email ? [message("email", user.email)] : []),
    ]);
  }

  return {
    use: (hook) => hooks.push(hook),

    async move(tx, move) {
      const order = await lockOrder(tx, move.orderId);
      if (!order) return fail(ordersProblems.unknownOrder());
      const all = await itemsOf(tx, order.id);
      const chosen = move.itemIds ? all.filter((item) => move.itemIds?.includes(item.id)) : all;
      if (chosen.length === 0 || (move.itemIds && chosen.length !== new Set(move.itemIds).size)) {
        return fail(ordersProblems.unknownItem());
      }
      for (const item of chosen) {
        if (!canMove(item.status, move.to, item.shippingMethod)) {
          return fail(ordersProblems.illegalTransition(item.id, item.status, move.to));
        }
      }
      if (needsTracking(move.to) && !(move.detail?.carrier && move.detail.trackingNumber)) {
        return fail(ordersProblems.trackingRequired());
      }
      const items: OrderItemRow[] = [];
      for (const item of chosen) {
        const moved = await moveItem(tx, {
          itemId: item.id,
          from: item.status,
          to: move.to,
          at: move.now,
          ...(needsTracking(move.to) ? move.detail : {}),
        });
        if (!moved) throw new Error(`order item ${item.id} changed under the order's lock`);
        if (givesStockBack(order, item, move.to)) {
          await releaseStock(tx, item.skuId, item.fcId, item.quantity);
        }
        items.push(moved);
      }
      const events = await insertItemEvents(
        tx,
        chosen.map((item) => ({
          orderId: order.id,
          itemId: item.id,
          fromStatus: item.status,
          status: move.to,
          at: move.now,
          by: move.by,
          detail: move.detail ?? {},
        })),
      );
      const movedIds = new Set(items.map((item) => item.id));
      const allCancelled = all.every((item) =>
        movedIds.has(item.id) ? move.to === "CANCELLED" : item.status === "CANCELLED",
      );
      if (allCancelled && order.status !== "CANCELLED") {
        await setOrderStatus(tx, order.id, "CANCELLED", move.now);
        // Never paid: the order gives up its coupon's use and the first order, as a lapsed one does.
        if (UNPAID.has(order.status)) await giveClaimsBack(tx, order);
      }
      const moved = { order, items, events };
      await tellShopper(tx, moved, move);
      for (const hook of hooks) await hook(tx, { ...moved, move });
      return ok(moved);
    },
  };
}
