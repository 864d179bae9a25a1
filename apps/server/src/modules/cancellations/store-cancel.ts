import {
  CANCEL_REASONS,
  type CancellationProblem,
  fail,
  type OrderItemStatus,
  type OrdersProblem,
  ok,
  ordersProblems,
  type Result,
} from "@odin/contracts";
import type { Transaction } from "@odin/db";
import { canMove, itemsOf, lockOrder } from "../orders";
import { type CancelItemDeps, cancelItem } from "./cancel-item";
import * as repo from "./cancellations.repo";

/**
 * The store cancels items (the back office's staff, decision 65): out of stock, a suspected fraud, a
 * shopper who asked by phone. Each item goes exactly the way of a shopper's cancel (cancel-item.ts),
 * so its refund is the same and the shopper gets the same notice; the event says "operator". The
 * record keeps the staff member's words as its comment under the reason "Other": the reasons list is
 * the shopper's, and who cancelled is in the item's event and the audit log.
 */

export interface StoreCancelInput {
  /** The order's row id. */
  orderId: number;
  itemIds: readonly number[];
  /** Why, in the staff member's words (at most 255 characters, the record's comment). */
  reason: string;
  now: Date;
}

export interface StoreCancelledItem {
  itemId: number;
  /** The state it was cancelled from. */
  from: OrderItemStatus;
  /** Paise back to the payment's source and as the brand's points. */
  toSource: number;
  toLoyalty: number;
}

const OTHER = CANCEL_REASONS.find((reason) => reason.reason === "Other")?.reasonId ?? 6;

/**
 * Cancels every named item or none: the first that may not be cancelled refuses the whole call with
 * the lifecycle's reason, and the caller rolls its transaction back on any refusal.
 */
export async function cancelForStore(
  tx: Transaction,
  deps: CancelItemDeps,
  input: StoreCancelInput,
): Promise<Result<StoreCancelledItem[], CancellationProblem | OrdersProblem>> {
  const order = await lockOrder(tx, input.orderId);
  if (!order) return fail(ordersProblems.unknownOrder());
  const before = await itemsOf(tx, order.id);
  const ids = [...new Set(input.itemIds)];
  for (const id of ids) {
    const item = before.find((candidate) => candidate.id === id);
    if (!item) return fail(ordersProblems.unknownItem());
    const cancelled = await repo.cancellationOf(tx, item.id);
    if (cancelled || !canMove(item.status, "CANCELLED", item.shippingMethod))
      return fail(ordersProblems.illegalTransition(item.id, item.status, "CANCELLED"));
  }
  const done: StoreCancelledItem[] = [];
  for (const id of ids) {
    // Read again after each cancel: the order's last item also gives the charges back.
    const items = await itemsOf(tx, order.id);
    const item = items.find((candidate) => candidate.id === id);
    if (!item) return fail(ordersProblems.unknownItem());
    const refund = await cancelItem(tx, deps, {
      order,
      items,
      item,
      by: "operator",
      reasonId: OTHER,
      reason: input.reason,
      comment: input.reason,
      neftId: null,
      now: input.now,
    });
    if (!refund.ok) return refund;
    done.push({
      itemId: id,
      from: item.status,
      toSource: refund.value.source,
      toLoyalty: refund.value.loyalty,
    });
  }
  return ok(done);
}
