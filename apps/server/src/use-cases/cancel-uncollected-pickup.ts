import type { Transaction } from "@odin/db";
import {
  CANCEL_UNCOLLECTED_PICKUP,
  canMove,
  itemsOf,
  lockOrder,
  type OrderLifecycle,
} from "../modules/orders";
import { planRefunds, requestRefund } from "../modules/refunds";
import { defineJob } from "../platform/jobs";

/**
 * Store pickup is auto-cancelled when not collected within 7 days (spec 3 §2, §9): the job
 * (orders' CANCEL_UNCOLLECTED_PICKUP) is written with the order and run by the job runner when the 7
 * days are up. It cancels, through the order lifecycle, each pickup item that can still be cancelled
 * (the lifecycle gives its units back to the store and tells the shopper), and refunds each one as a
 * shopper's cancel would (its loyalty share as points, a prepaid share to its source, the charges
 * with the order's last item), under the same `cancel:<item>` key, so nothing is ever given back
 * twice. Run twice, it finds nothing left to do.
 */
interface PickupCancelDeps {
  lifecycle: Pick<OrderLifecycle, "move">;
}

export async function cancelUncollectedPickup(
  tx: Transaction,
  orderId: number,
  deps: PickupCancelDeps & { now: Date },
): Promise<number> {
  const order = await lockOrder(tx, orderId);
  if (!order) return 0;
  const items = await itemsOf(tx, orderId);
  const waiting = items.filter(
    (item) => item.shippingMethod === "STOREPICK" && canMove(item.status, "CANCELLED", item.shippingMethod),
  );
  if (waiting.length === 0) return 0;
  const ids = waiting.map((item) => item.id);
  const refunds = await planRefunds(tx, order, items, ids);
  const moved = await deps.lifecycle.move(tx, {
    orderId,
    itemIds: ids,
    to: "CANCELLED",
    by: "job",
    detail: { note: "not collected within 7 days" },
    now: deps.now,
  });
  if (!moved.ok) throw new Error(`uncollected pickup of order ${orderId}: ${moved.problem.detail}`);
  for (const refund of refunds) {
    const key = `cancel:${refund.itemId}`;
    await requestRefund(tx, order, refund, { key, reason: "store pickup not collected", now: deps.now });
  }
  return waiting.length;
}

export function cancelUncollectedPickupJob(deps: PickupCancelDeps) {
  return defineJob(CANCEL_UNCOLLECTED_PICKUP, async ({ orderId }, { db, log }) => {
    const cancelled = await db.transaction((tx) =>
      cancelUncollectedPickup(tx, orderId, { ...deps, now: new Date() }),
    );
    if (cancelled > 0) log.info({ orderId, cancelled }, "uncollected store pickup cancelled");
  });
}
