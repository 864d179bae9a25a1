import type { LoyaltyEarning } from "../modules/loyalty";
import { itemsOf, type LifecycleHook } from "../modules/orders";
import { pointsPaidPerItem } from "../modules/refunds";

/**
 * Points follow the goods (decision 45): an item earns when it is delivered or collected, on what
 * was paid for it other than by points (its line total less what its brand's points paid for it,
 * as refunds split it); a returned item's points are taken back. Both once per item.
 */
export function earnPointsOnMove(loyalty: LoyaltyEarning): LifecycleHook {
  return async (tx, { order, items, move }) => {
    const orderRef = order.orderNumber;
    if (move.to === "DELIVERED" || move.to === "CUSTOMERPICKCOMPLETE") {
      const byPoints = await pointsPaidPerItem(tx, order, await itemsOf(tx, order.id));
      await loyalty.earnForDelivered(tx, {
        userId: order.userId,
        orderRef,
        items: items.map((item) => ({
          itemId: item.id,
          brandId: item.brandId,
          paidAmount: Math.max(0, item.lineTotal - (byPoints.get(item.id) ?? 0)),
        })),
      });
    }
    if (move.to === "RETURNED") {
      await loyalty.takeBackForReturned(tx, {
        userId: order.userId,
        orderRef,
        itemIds: items.map((item) => item.id),
      });
    }
  };
}
