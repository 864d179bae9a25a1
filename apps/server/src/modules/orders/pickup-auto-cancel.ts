import { defineJob, jobName } from "../../platform/jobs";
import type { DbTransaction } from "../../platform/outbox";
import type { LoyaltyService } from "../loyalty/loyalty.service";
import { itemsOf, lockOrder, releaseStock, setItemStatus, setOrderStatus } from "./orders.repo";

/**
 * Store pickup is auto-cancelled when not collected within 7 days (spec 3 §2, §9): the job written
 * with the order, run by the job runner when the 7 days are up. It cancels each pickup item not yet
 * collected, gives its units back to the store, and when nothing of the order is left returns the
 * loyalty points the order took. Run twice, it finds nothing left to do.
 */
export const CANCEL_UNCOLLECTED_PICKUP = jobName<{ orderId: number }>("cancel-uncollected-pickup");

/** Item states after which a pickup is no longer waiting at the store. */
const SETTLED = new Set(["CUSTOMERPICKCOMPLETE", "CANCELLED"]);

export async function cancelUncollectedPickup(
  tx: DbTransaction,
  orderId: number,
  deps: { loyalty: Pick<LoyaltyService, "reverse">; now: Date },
): Promise<number> {
  const order = await lockOrder(tx, orderId);
  if (!order) return 0;
  const items = await itemsOf(tx, orderId);
  const waiting = items.filter((item) => item.shippingMethod === "STOREPICK" && !SETTLED.has(item.status));
  for (const item of waiting) {
    await releaseStock(tx, item.skuId, item.fcId, item.quantity);
    await setItemStatus(tx, item.id, "CANCELLED", deps.now);
  }
  const cancelled = new Set(waiting.map((item) => item.id));
  const allCancelled = items.every((item) => item.status === "CANCELLED" || cancelled.has(item.id));
  if (waiting.length > 0 && allCancelled) {
    await setOrderStatus(tx, orderId, "CANCELLED", deps.now);
    await deps.loyalty.reverse(tx, { userId: order.userId, orderRef: order.orderNumber });
  }
  return waiting.length;
}

export function cancelUncollectedPickupJob(deps: { loyalty: Pick<LoyaltyService, "reverse"> }) {
  return defineJob(CANCEL_UNCOLLECTED_PICKUP, async ({ orderId }, { db, log }) => {
    const cancelled = await db.transaction((tx) =>
      cancelUncollectedPickup(tx, orderId, { ...deps, now: new Date() }),
    );
    if (cancelled > 0) log.info({ orderId, cancelled }, "uncollected store pickup cancelled");
  });
}
