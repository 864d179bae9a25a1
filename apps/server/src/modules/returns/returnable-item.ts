import {
  fail,
  MESSAGES,
  ok,
  returnsProblems as problems,
  RETURN_REASONS,
  type Result,
  type ReturnItem,
  type ReturnLocation,
  type ReturnProblem,
  type ReturnResponse,
} from "@odin/contracts";
import type { Database } from "@odin/db";
import {
  findOrderById,
  findOwned,
  itemsOf,
  type OrderItemRow,
  type OrderRow,
  returnItemView,
  styleFactsOf,
} from "../orders";
import { type ItemRefund, planRefunds } from "../refunds";
import type { ReturnFormContent } from "./return-form-pdf";
import { isReturnable, returnRefundOf } from "./return-rules";
import * as repo from "./returns.repo";

/** The shopper's order and one of its items: another shopper's order, or an item not in it, is not found. */
export interface OwnedItem {
  order: OrderRow;
  items: OrderItemRow[];
  item: OrderItemRow;
}

/** An item that may be returned now, with its refund plan and the centre it goes back to. */
export interface ReturnableItem extends OwnedItem {
  plan: ItemRefund;
  centre: repo.CentreRow;
  view: ReturnItem;
}

export async function ownedItem(
  db: Database,
  userId: number,
  input: { orderId: string; itemId: number },
): Promise<Result<OwnedItem, ReturnProblem>> {
  const order = await findOwned(db, userId, input.orderId);
  if (!order) return fail(problems.unknownOrder());
  const items = await itemsOf(db, order.id);
  const item = items.find((candidate) => candidate.id === input.itemId);
  if (!item) return fail(problems.unknownItem());
  return ok({ order, items, item });
}

/** The owned item if it may be returned now (received, within 15 days, of a returnable style). */
export async function returnableItem(
  db: Database,
  owned: OwnedItem,
  now: Date,
): Promise<Result<ReturnableItem, ReturnProblem>> {
  const { order, items, item } = owned;
  const [deliveredAt, styles, centre, earlier] = await Promise.all([
    repo.deliveredAtOf(db, item.id),
    styleFactsOf(db, [item.styleId]),
    repo.centreById(db, item.fcId),
    repo.returnOfItem(db, item.id),
  ]);
  const style = styles[0];
  const facts = {
    status: item.status,
    deliveredAt,
    articleType: style?.articleType ?? null,
    styleReturnable: style?.returnable ?? true,
    // Withdrawn, or refused at the quality check: an item is returned once.
    returnedBefore: earlier !== undefined,
  };
  if (!isReturnable(facts, now) || !centre) return fail(problems.notReturnable(item.id, item.status));
  const [plan] = await planRefunds(db, order, items, [item.id]);
  if (!plan) throw new Error(`no refund plan for item ${item.id}`);
  return ok({ ...owned, plan, centre, view: returnItemView(item) });
}

export function toLocation(centre: repo.CentreRow): ReturnLocation {
  const { id, name, address, city, state, pincode } = centre;
  return { fcId: id, name, address, city, state, pincode };
}

/** A recorded return as the shopper sees it. */
export async function returnView(
  db: Database,
  row: repo.ReturnRow,
  orderNumber: string,
): Promise<ReturnResponse> {
  const centre = await repo.centreById(db, row.fcId);
  if (!centre) throw new Error(`return ${row.returnNumber} names no centre`);
  const refund = returnRefundOf({
    source: row.toSource,
    loyalty: row.toLoyalty,
    unpaid: row.toBankTransfer,
    charges: 0,
  });
  return {
    returnId: row.returnNumber,
    returnConsignmentId: row.consignmentNumber,
    orderId: orderNumber,
    itemId: row.itemId,
    status: row.status,
    returnMode: row.mode,
    returnLocation: toLocation(centre),
    refundAmountDetails: {
      totalRefund: row.refundAmount,
      toSource: row.toSource,
      toLoyalty: row.toLoyalty,
      toBankTransfer: row.toBankTransfer,
    },
    refundDestinations: refund.destinations,
    isNeftNeeded: refund.isNeftNeeded,
    refundTimeline: MESSAGES.cancel.refundTimeline,
  };
}

/** What the return form prints of a recorded return. */
export async function formContent(db: Database, row: repo.ReturnRow): Promise<ReturnFormContent> {
  const [order, item, centre] = await Promise.all([
    findOrderById(db, row.orderId),
    repo.itemById(db, row.itemId),
    repo.centreById(db, row.fcId),
  ]);
  if (!order || !item || !centre)
    throw new Error(`return ${row.returnNumber} lost its order, item or centre`);
  const { product } = item;
  return {
    returnId: row.returnNumber,
    consignmentId: row.consignmentNumber,
    orderId: order.orderNumber,
    item: { ...product, quantity: item.quantity },
    reason: RETURN_REASONS.find((reason) => reason.reasonId === row.reasonId)?.reason ?? "",
    comment: row.comment,
    mode: row.mode,
    pickupAddress: row.pickupAddress,
    returnLocation: toLocation(centre),
    requestedAt: row.createdAt,
  };
}
