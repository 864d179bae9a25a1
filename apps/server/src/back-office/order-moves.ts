import {
  type ADMIN_MOVES,
  adminOrderProblems,
  adminProblems,
  fail,
  ok,
  ordersProblems,
  type Problem,
  ProblemError,
  type Result,
  unwrap,
} from "@odin/contracts";
import type { Database, Transaction } from "@odin/db";
import type { CancellationsService } from "../modules/cancellations";
import {
  canMove,
  findOrderByNumber,
  itemsOf,
  lockOrder,
  type OrderItemRow,
  type OrderLifecycle,
  type OrderRow,
  type PickupCodes,
} from "../modules/orders";
import { type AuditActor, recordAudit } from "../platform/audit";
import type { Outbox } from "../platform/outbox";
import { itemInScope, orderInScope, type StaffScope } from "./staff-scope";

/**
 * Staff move an order's items (decision 65): pack, ship, deliver, hand a store pickup over, cancel.
 * One transaction per order: the order is locked, every named item checked (it is the order's, in
 * the staff member's scope, and the lifecycle allows the move), then moved by the order lifecycle
 * as the operator, or cancelled by the cancellations module with its refund; each moved item gets an
 * audit entry in the same transaction. Any refusal rolls everything back and answers the reason.
 */

export type AdminMove = (typeof ADMIN_MOVES)[number];

export interface MoveRequest {
  orderNumber: string;
  /** The items to move; without, every item in the staff member's scope that can make the move. */
  itemIds?: readonly number[] | undefined;
  to: AdminMove;
  carrier?: string | undefined;
  trackingNumber?: string | undefined;
  pickupCode?: string | undefined;
  reason?: string | undefined;
}

export interface OrderMovesDeps {
  db: Database;
  lifecycle: Pick<OrderLifecycle, "move">;
  cancellations: Pick<CancellationsService, "cancelForStore">;
  pickupCodes: Pick<PickupCodes, "matches">;
  outbox: Pick<Outbox, "kick">;
  now: () => Date;
}

/** Who moves: the audit log's actor and the staff member's scope. */
export interface Mover {
  actor: AuditActor;
  scope: StaffScope;
}

/** One item's change, as the audit log keeps it. */
interface ItemChange {
  item: OrderItemRow;
  after: Record<string, unknown>;
}

/** The items the request names, or every item in scope that can make the move; refused otherwise. */
function chosenItems(
  items: readonly OrderItemRow[],
  scope: StaffScope,
  request: MoveRequest,
): Result<OrderItemRow[], string> {
  if (!request.itemIds) {
    const mine = items.filter((item) => itemInScope(scope, item));
    const movable = mine.filter((item) => canMove(item.status, request.to, item.shippingMethod));
    const first = mine[0];
    if (movable.length > 0) return ok(movable);
    return fail(
      first
        ? ordersProblems.illegalTransition(first.id, first.status, request.to)
        : adminProblems.outOfScope(),
    );
  }
  const chosen: OrderItemRow[] = [];
  for (const id of new Set(request.itemIds)) {
    const item = items.find((candidate) => candidate.id === id);
    if (!item) return fail(ordersProblems.unknownItem());
    if (!itemInScope(scope, item)) return fail(adminProblems.outOfScope());
    if (!canMove(item.status, request.to, item.shippingMethod))
      return fail(ordersProblems.illegalTransition(item.id, item.status, request.to));
    chosen.push(item);
  }
  return ok(chosen);
}

async function cancelled(
  tx: Transaction,
  deps: OrderMovesDeps,
  order: OrderRow,
  items: readonly OrderItemRow[],
  request: MoveRequest,
): Promise<ItemChange[]> {
  if (!request.reason) throw new ProblemError(adminOrderProblems.cancelReasonRequired());
  const refunds = unwrap(
    await deps.cancellations.cancelForStore(tx, {
      orderId: order.id,
      itemIds: items.map((item) => item.id),
      reason: request.reason,
      now: deps.now(),
    }),
  );
  return items.map((item) => {
    const refund = refunds.find((candidate) => candidate.itemId === item.id);
    const money = { refundToSource: refund?.toSource ?? 0, refundToPoints: refund?.toLoyalty ?? 0 };
    return { item, after: { status: "CANCELLED", reason: request.reason, ...money } };
  });
}

async function moved(
  tx: Transaction,
  deps: OrderMovesDeps,
  order: OrderRow,
  items: readonly OrderItemRow[],
  request: MoveRequest,
): Promise<ItemChange[]> {
  if (request.to === "CUSTOMERPICKCOMPLETE") {
    if (!request.pickupCode) throw new ProblemError(adminOrderProblems.pickupCodeRequired());
    if (!deps.pickupCodes.matches(order.orderNumber, request.pickupCode))
      throw new ProblemError(adminOrderProblems.pickupCodeWrong());
  }
  const shipment =
    request.to === "SHIPPED" && request.carrier && request.trackingNumber
      ? { carrier: request.carrier, trackingNumber: request.trackingNumber }
      : undefined;
  const result = unwrap(
    await deps.lifecycle.move(tx, {
      orderId: order.id,
      itemIds: items.map((item) => item.id),
      to: request.to,
      by: "operator",
      ...(shipment ? { detail: shipment } : {}),
      now: deps.now(),
    }),
  );
  return result.items.map((after) => ({
    item: items.find((item) => item.id === after.id) ?? after,
    after: { status: after.status, ...(shipment ?? {}) },
  }));
}

async function moveIn(tx: Transaction, deps: OrderMovesDeps, who: Mover, request: MoveRequest) {
  const found = await findOrderByNumber(tx, request.orderNumber);
  const order = found && (await lockOrder(tx, found.id));
  if (!order) throw new ProblemError(adminProblems.notFound());
  const items = await itemsOf(tx, order.id);
  if (!orderInScope(who.scope, items)) throw new ProblemError(adminProblems.outOfScope());
  const chosen = unwrap(chosenItems(items, who.scope, request));
  const changes =
    request.to === "CANCELLED"
      ? await cancelled(tx, deps, order, chosen, request)
      : await moved(tx, deps, order, chosen, request);
  for (const { item, after } of changes) {
    const before: Record<string, unknown> = { status: item.status };
    if ("carrier" in after)
      Object.assign(before, { carrier: item.carrier, trackingNumber: item.trackingNumber });
    await recordAudit(tx, who.actor, {
      resource: "order-item",
      resourceId: item.id,
      action: request.to.toLowerCase(),
      before,
      after,
    });
  }
  return changes.map(({ item }) => item.id);
}

/**
 * Moves the items of one order in a transaction of its own: the ids moved, or the problem that
 * refused the move (nothing is changed then).
 */
export async function moveOrderItems(
  deps: OrderMovesDeps,
  who: Mover,
  request: MoveRequest,
): Promise<Result<number[], string>> {
  try {
    const ids = await deps.db.transaction((tx) => moveIn(tx, deps, who, request));
    deps.outbox.kick();
    return ok(ids);
  } catch (error) {
    if (error instanceof ProblemError) return fail(error.problem as Problem<string>);
    throw error;
  }
}
