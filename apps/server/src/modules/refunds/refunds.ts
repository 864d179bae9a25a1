import type { Executor, Transaction } from "@odin/db";
import { giveBack, redeemedByBrand } from "../loyalty";
import { loyaltyRef, type OrderItemRow, type OrderRow, paymentsOf } from "../orders";
import { requestOrderRefund } from "../payments";
import { type ItemRefund, loyaltyShares, refundsFor } from "./refund-rules";

/**
 * Refunds of an order's items (decision 48), shared by cancellations and returns: the plan from the
 * pure rules over the order's items, payments and loyalty redemption, and the refunds asked in the
 * caller's transaction (a gateway partial refund by a job, points given back at once), each once
 * per key.
 */

/** What cancelling `cancelling` of the order's items gives back, item by item (nothing is written). */
export async function planRefunds(
  db: Executor,
  order: Pick<OrderRow, "id" | "userId" | "orderNumber" | "reservations">,
  items: readonly OrderItemRow[],
  cancelling: readonly number[],
): Promise<ItemRefund[]> {
  const [payments, loyaltyByBrand] = await Promise.all([
    paymentsOf(db, order.id),
    redeemedByBrand(db, order.userId, loyaltyRef(order.orderNumber, order.reservations)),
  ]);
  return refundsFor({ items, payments, loyaltyByBrand, cancelling });
}

/**
 * What the order's points paid for each of its items, in paise (the split refunds give back as
 * points): nothing while its LOYALTY payment is not paid.
 */
export async function pointsPaidPerItem(
  db: Executor,
  order: Pick<OrderRow, "id" | "userId" | "orderNumber" | "reservations">,
  items: readonly OrderItemRow[],
): Promise<Map<number, number>> {
  const [payments, loyaltyByBrand] = await Promise.all([
    paymentsOf(db, order.id),
    redeemedByBrand(db, order.userId, loyaltyRef(order.orderNumber, order.reservations)),
  ]);
  const paid = payments.some((payment) => payment.paymentType === "LOYALTY" && payment.status === "paid");
  return loyaltyShares(items, paid ? loyaltyByBrand : new Map());
}

/** What was asked for one item: the gateway refund's row, and the points given back. */
export interface RequestedItemRefund {
  itemId: number;
  paymentRefundId: number | null;
  toSource: number;
  toLoyalty: number;
}

/**
 * Asks for an item's refund in the caller's transaction: its source share through the gateway (a
 * partial refund of the order's paid attempt, by the refund job after the commit) and its loyalty
 * share back as its brand's points. `key` names the cause (`cancel:<itemId>`): a repeat asks nothing
 * more and answers what the first asked.
 */
export async function requestRefund(
  tx: Transaction,
  order: Pick<OrderRow, "id" | "userId" | "orderNumber" | "reservations">,
  refund: ItemRefund,
  input: { key: string; reason: string; now: Date },
): Promise<RequestedItemRefund> {
  const source =
    refund.source > 0
      ? await requestOrderRefund(tx, {
          orderId: order.id,
          amount: refund.source,
          idempotencyKey: input.key,
          reason: input.reason,
        })
      : undefined;
  const points =
    refund.loyalty > 0
      ? await giveBack(tx, {
          userId: order.userId,
          orderRef: loyaltyRef(order.orderNumber, order.reservations),
          brandId: refund.brandId,
          amount: refund.loyalty,
          key: input.key,
          now: input.now,
        })
      : undefined;
  return {
    itemId: refund.itemId,
    paymentRefundId: source?.refundId ?? null,
    toSource: source?.amount ?? 0,
    toLoyalty: points?.amount ?? 0,
  };
}
