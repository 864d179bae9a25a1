import {
  CANCEL_REASONS,
  type CancelDetailsRequest,
  type CancelDetailsResponse,
  type CancellationProblem,
  type CancelRequest,
  type CancelResponse,
  fail,
  MESSAGES,
  type OrdersProblem,
  ok,
  cancellationsProblems as problems,
  type RefundAmountDetails,
  type RefundDestinationAmount,
  type Result,
} from "@odin/contracts";
import type { Database, Executor, Transaction } from "@odin/db";
import type { Outbox } from "../../platform/outbox";
import { findOwnNeft } from "../bank-transfer";
import {
  cancelItemView,
  findOwned,
  itemsOf,
  lockOrder,
  type OrderItemRow,
  type OrderLifecycle,
  type OrderRow,
} from "../orders";
import { type ItemRefund, planRefunds } from "../refunds";
import { cancelItem } from "./cancel-item";
import { type CancelNotices, cancelNotices } from "./cancel-notices";
import * as repo from "./cancellations.repo";
import { cancelForStore, type StoreCancelInput, type StoreCancelledItem } from "./store-cancel";

/** Statuses an item is cancelled from: not shipped yet (the lifecycle's moves to CANCELLED). */
export const CANCELLABLE = new Set(["PAYMENT_PENDING", "PLACED", "PACKED"]);

export interface CancellationsService {
  /** The reasons, each item's refund and where it goes (spec 3 §7 cancelDetails). */
  details(
    userId: number,
    input: CancelDetailsRequest,
  ): Promise<Result<CancelDetailsResponse, CancellationProblem>>;
  /** Cancels one item and asks for its refund, once (spec 3 §7 makeCancel). */
  cancel(userId: number, input: CancelRequest): Promise<Result<CancelResponse, CancellationProblem>>;
  /**
   * Cancels items for the store (the back office's staff), in the caller's transaction, each refunded
   * as a shopper's cancel would be (store-cancel.ts). The caller kicks the outbox after its commit.
   */
  cancelForStore(
    tx: Transaction,
    input: StoreCancelInput,
  ): Promise<Result<StoreCancelledItem[], CancellationProblem | OrdersProblem>>;
}

export interface CancellationsDeps {
  db: Database;
  lifecycle: Pick<OrderLifecycle, "move">;
  outbox: Pick<Outbox, "enqueue" | "kick">;
  siteOrigin: string;
  now: () => Date;
}

/** The refund lines and the per-destination totals of some items' refunds. */
function refundViews(refunds: readonly ItemRefund[]): {
  refundAmountDetails: RefundAmountDetails;
  refundDestinations: RefundDestinationAmount[];
} {
  const items = refunds.map((refund) => ({
    itemId: refund.itemId,
    totalRefund: refund.total,
    toSource: refund.source,
    toLoyalty: refund.loyalty,
    unpaid: refund.unpaid,
    charges: refund.charges,
  }));
  const sum = (pick: (refund: ItemRefund) => number) => refunds.reduce((total, r) => total + pick(r), 0);
  const destinations: RefundDestinationAmount[] = [
    { destination: "source" as const, amount: sum((refund) => refund.source) },
    { destination: "loyalty" as const, amount: sum((refund) => refund.loyalty) },
  ].filter((destination) => destination.amount > 0);
  return {
    refundAmountDetails: { totalRefund: sum((refund) => refund.total), items },
    refundDestinations: destinations.length > 0 ? destinations : [{ destination: "none", amount: 0 }],
  };
}

/** The order and the items named, when the shopper's; a problem otherwise. */
async function ownedItems(
  db: Executor,
  userId: number,
  orderNumber: string,
  itemIds: readonly number[],
): Promise<Result<{ order: OrderRow; items: OrderItemRow[] }, CancellationProblem>> {
  const order = await findOwned(db, userId, orderNumber);
  if (!order) return fail(problems.unknownOrder());
  const items = await itemsOf(db, order.id);
  if (!itemIds.every((id) => items.some((item) => item.id === id))) return fail(problems.unknownItem());
  return ok({ order, items });
}

export function createCancellationsService(deps: CancellationsDeps): CancellationsService {
  const { db } = deps;
  const notices: CancelNotices = cancelNotices(deps);
  const steps = { lifecycle: deps.lifecycle, notices };

  /** A cancel's answer. */
  function answerOf(orderNumber: string, refund: ItemRefund): CancelResponse {
    return {
      orderId: orderNumber,
      itemId: refund.itemId,
      status: "CANCELLED",
      ...refundViews([refund]),
      refundTimeline: MESSAGES.cancel.refundTimeline,
      message: MESSAGES.cancel.cancelled,
    };
  }

  const recorded = (row: repo.CancellationRow, brandId: number): ItemRefund => ({
    itemId: row.itemId,
    brandId,
    loyalty: row.toLoyalty,
    source: row.toSource,
    unpaid: row.unpaid,
    charges: row.charges,
    total: row.refundAmount,
    destinations: row.destinations,
  });

  async function cancelIn(
    tx: Transaction,
    userId: number,
    input: CancelRequest,
  ): Promise<Result<CancelResponse, CancellationProblem>> {
    const found = await ownedItems(tx, userId, input.orderId, [input.itemId]);
    if (!found.ok) return found;
    // The order's lock makes two cancels of one item take turns: the second finds the first's record.
    const order = (await lockOrder(tx, found.value.order.id)) ?? found.value.order;
    const items = await itemsOf(tx, order.id);
    const item = items.find((candidate) => candidate.id === input.itemId);
    if (!item) return fail(problems.unknownItem());
    const earlier = await repo.cancellationOf(tx, item.id);
    // A repeated cancel answers the first, from its record.
    if (earlier) return ok(answerOf(order.orderNumber, recorded(earlier, item.brandId)));
    if (!CANCELLABLE.has(item.status)) return fail(problems.notCancellable(item.id, item.status));
    if (input.neftId !== undefined && !(await findOwnNeft(tx, userId, input.neftId)))
      return fail(problems.unknownBankDetails());
    const reason = CANCEL_REASONS.find((candidate) => candidate.reasonId === input.reasonId)?.reason ?? "";
    const cancelled = await cancelItem(tx, steps, {
      order,
      items,
      item,
      by: "shopper",
      reasonId: input.reasonId,
      reason,
      comment: input.comment,
      neftId: input.neftId ?? null,
      now: deps.now(),
    });
    return cancelled.ok ? ok(answerOf(order.orderNumber, cancelled.value)) : cancelled;
  }

  return {
    async details(userId, input) {
      const found = await ownedItems(db, userId, input.orderId, input.cancelItemIds);
      if (!found.ok) return found;
      const { order, items } = found.value;
      const named = items.filter((item) => input.cancelItemIds.includes(item.id));
      const refused = named.find((item) => !CANCELLABLE.has(item.status));
      if (refused) return fail(problems.notCancellable(refused.id, refused.status));
      const refunds = await planRefunds(db, order, items, [...new Set(input.cancelItemIds)]);
      return ok({
        orderId: order.orderNumber,
        cancelItemIds: named.map((item) => item.id),
        items: named.map(cancelItemView),
        cancelReasons: CANCEL_REASONS.map((reason) => ({ ...reason })),
        ...refundViews(refunds),
        isNeftNeeded: false,
        refundTimeline: MESSAGES.cancel.refundTimeline,
      });
    },

    async cancel(userId, input) {
      const answer = await db.transaction((tx) => cancelIn(tx, userId, input));
      if (answer.ok) deps.outbox.kick();
      return answer;
    },

    cancelForStore: (tx, input) => cancelForStore(tx, steps, input),
  };
}
