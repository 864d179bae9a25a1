import {
  type CancellationProblem,
  fail,
  ok,
  cancellationsProblems as problems,
  type Result,
} from "@odin/contracts";
import type { Transaction } from "@odin/db";
import type { OrderItemRow, OrderLifecycle, OrderRow } from "../orders";
import { destinationsOf, type ItemRefund, planRefunds, requestRefund } from "../refunds";
import type { CancelNotices } from "./cancel-notices";
import * as repo from "./cancellations.repo";

/**
 * One item's cancel (decision 48), whoever asks for it: the shopper on their order's page, or the
 * store's staff in the back office. The same steps either way, so the refund is the same: the
 * refund planned over the order's items as they are now (the charges go back with the cancel that
 * leaves every item cancelled), the lifecycle's quiet move to CANCELLED, the refunds asked under the
 * item's `cancel:<item>` key, the record, and the shopper's notice with what comes back.
 */
export interface CancelItemStep {
  order: OrderRow;
  /** Every item of the order, read under the order's lock. */
  items: readonly OrderItemRow[];
  item: OrderItemRow;
  by: "shopper" | "operator";
  reasonId: number;
  /** The reason's words, for the item's event. */
  reason: string;
  comment: string;
  neftId: number | null;
  now: Date;
}

export interface CancelItemDeps {
  lifecycle: Pick<OrderLifecycle, "move">;
  notices: CancelNotices;
}

export async function cancelItem(
  tx: Transaction,
  deps: CancelItemDeps,
  step: CancelItemStep,
): Promise<Result<ItemRefund, CancellationProblem>> {
  const { order, item, now } = step;
  const [plan] = await planRefunds(tx, order, step.items, [item.id]);
  if (!plan) return fail(problems.unknownItem());
  const moved = await deps.lifecycle.move(tx, {
    orderId: order.id,
    itemIds: [item.id],
    to: "CANCELLED",
    by: step.by,
    detail: { note: step.reason },
    now,
    // The cancel's own notice says what is refunded and when.
    quiet: true,
  });
  if (!moved.ok) return fail(problems.cancelFailed());
  const key = `cancel:${item.id}`;
  const asked = await requestRefund(tx, order, plan, { key, reason: "item cancelled", now });
  // What was asked is what the record keeps: the payment's cap may have cut the source share.
  const given: ItemRefund = {
    ...plan,
    source: asked.toSource,
    loyalty: asked.toLoyalty,
    total: asked.toSource + asked.toLoyalty,
    destinations: destinationsOf(asked.toSource, asked.toLoyalty),
  };
  const row: repo.NewCancellation = {
    orderId: order.id,
    itemId: item.id,
    userId: order.userId,
    reasonId: step.reasonId,
    comment: step.comment,
    refundAmount: given.total,
    toSource: given.source,
    toLoyalty: given.loyalty,
    unpaid: given.unpaid,
    charges: given.charges,
    destinations: given.destinations,
    neftId: step.neftId,
    paymentRefundId: asked.paymentRefundId,
    createdAt: now,
  };
  if (!(await repo.insertCancellation(tx, row))) throw new Error(`item ${item.id} was cancelled twice`);
  await deps.notices.cancelled(tx, { order, item, refund: given });
  return ok(given);
}
