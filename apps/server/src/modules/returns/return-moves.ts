import {
  type AdminReturnsProblem,
  type Fail,
  type OrderItemStatus,
  type OrdersProblem,
  ok,
  type QualityCheckResult,
  type Result,
} from "@odin/contracts";
import type { Database, Transaction } from "@odin/db";
import { type AuditActor, recordAudit } from "../../platform/audit";
import type { Outbox } from "../../platform/outbox";
import { findOrderById, lockOrder, type OrderLifecycle } from "../orders";
import { findUserById } from "../users";
import * as repo from "./returns.repo";
import * as admin from "./returns-admin.repo";
import { type StaffScope, scopedReturn } from "./returns-admin.service";
import {
  canCheck,
  canMarkPickedUp,
  canReceive,
  canSchedulePickup,
  indiaToday,
  type ReturnFacts,
} from "./returns-admin-rules";
import { auditFieldsOf, factsOf } from "./returns-admin-view";

/**
 * The warehouse's moves of a return in the back office (decision 60): book the reverse pickup,
 * collected, received at the centre, the quality check. Each runs in one transaction under the
 * order's lock, moves the item only through the order lifecycle (decision 43: its rules, stock,
 * messages and hooks: a passed check's RETURNED asks for the refund, decision 49), and records an
 * audit entry with the return's fields before and after.
 *
 * A failed quality check (worn, damaged, tags gone, another item): the store keeps the refund and
 * sends the item back. The lifecycle moves it back to DELIVERED (CUSTOMERPICKCOMPLETE for a store
 * pickup), as for a refused request, quietly: the shopper gets the `return-refused` message with
 * the centre's note instead of a "Delivered" one. The item is not offered RETURN again.
 */

export type MoveProblem = AdminReturnsProblem | OrdersProblem | "notFound" | "outOfScope";

export interface ReturnMovesDeps {
  db: Database;
  lifecycle: Pick<OrderLifecycle, "move">;
  outbox: Pick<Outbox, "enqueue" | "kick">;
  siteOrigin: string;
  now: () => Date;
}

interface Current {
  row: repo.ReturnRow;
  item: admin.ItemRow;
  facts: ReturnFacts;
  now: Date;
}

/** Thrown out of a move's transaction to roll it back, carrying the refusal to answer. */
class Refused extends Error {
  constructor(readonly refusal: Fail<MoveProblem>) {
    super(refusal.problem.detail);
  }
}

export function createReturnMoves(deps: ReturnMovesDeps) {
  const { db } = deps;

  /**
   * Runs `work` on the return under its order's lock and audits what changed: the return's fields
   * before, and after (with the item's state the work's move made). Nothing is written when it fails.
   */
  async function change(
    scope: StaffScope,
    actor: AuditActor,
    returnNumber: string,
    action: string,
    work: (tx: Transaction, current: Current) => Promise<Result<OrderItemStatus | undefined, MoveProblem>>,
  ): Promise<Result<void, MoveProblem>> {
    const found = await scopedReturn(db, scope, returnNumber);
    if (!found.ok) return found;
    try {
      await db.transaction(async (tx) => {
        await lockOrder(tx, found.value.row.orderId);
        const row = await admin.lockReturn(tx, found.value.row.id);
        const item = await repo.itemById(tx, found.value.item.id);
        if (!row || !item) throw new Error(`return ${returnNumber} lost its row or item`);
        const moved = await work(tx, { row, item, facts: factsOf(row, item), now: deps.now() });
        // A refusal after a write (a receipt, then a check the lifecycle refuses) undoes it all.
        if (!moved.ok) throw new Refused(moved);
        const after = await repo.returnByNumber(tx, returnNumber);
        if (!after) throw new Error(`return ${returnNumber} vanished`);
        await recordAudit(tx, actor, {
          resource: "return",
          resourceId: returnNumber,
          action,
          before: auditFieldsOf(row, item.status),
          after: auditFieldsOf(after, moved.value ?? item.status),
        });
      });
    } catch (error) {
      if (error instanceof Refused) return error.refusal;
      throw error;
    }
    deps.outbox.kick();
    return ok();
  }

  /** The item moved by the lifecycle as an operator; its state after, or the lifecycle's refusal. */
  async function move(
    tx: Transaction,
    current: Current,
    to: OrderItemStatus,
    extra: { note?: string; quiet?: boolean } = {},
  ): Promise<Result<OrderItemStatus, MoveProblem>> {
    const moved = await deps.lifecycle.move(tx, {
      orderId: current.row.orderId,
      itemIds: [current.item.id],
      to,
      by: "operator",
      ...(extra.note ? { detail: { note: extra.note } } : {}),
      ...(extra.quiet ? { quiet: true } : {}),
      now: current.now,
    });
    return moved.ok ? ok(to) : moved;
  }

  /** The check's verdict: passed, the item RETURNED (its refund asked); failed, sent back to the shopper. */
  async function check(
    tx: Transaction,
    current: Current,
    result: QualityCheckResult,
    note: string | undefined,
  ): Promise<Result<OrderItemStatus, MoveProblem>> {
    const allowed = canCheck(current.facts, result, note);
    if (!allowed.ok) return allowed;
    const back = current.item.shippingMethod === "STOREPICK" ? "CUSTOMERPICKCOMPLETE" : "DELIVERED";
    const moved =
      result === "PASSED"
        ? await move(tx, current, "RETURNED", note ? { note: `quality check passed: ${note}` } : {})
        : await move(tx, current, back, { note: `quality check failed: ${note}`, quiet: true });
    if (!moved.ok) return moved;
    await admin.setQualityCheck(tx, current.row.id, { result, note: note || null, at: current.now });
    if (result === "FAILED") await tellRefused(tx, current.row, note ?? "");
    return moved;
  }

  /** The shopper hears why the return was refused, by SMS and (with an address) e-mail, once. */
  async function tellRefused(tx: Transaction, row: repo.ReturnRow, note: string) {
    const order = await findOrderById(tx, row.orderId);
    const user = await findUserById(tx, row.userId);
    const item = await repo.itemById(tx, row.itemId);
    if (!order || !item) return;
    const payload = {
      returnId: row.returnNumber,
      orderId: order.orderNumber,
      item: item.product.styleName,
      note,
      link: `${deps.siteOrigin}/orderdetails/${order.orderNumber}`,
    };
    const message = (channel: "sms" | "email", recipient: string) => ({
      channel,
      recipient,
      template: "return-refused" as const,
      payload,
      idempotencyKey: `return-refused:${row.returnNumber}:${channel}`,
    });
    await deps.outbox.enqueue(tx, [
      message("sms", order.shippingAddress.mobileNumber),
      ...(user?.email ? [message("email", user.email)] : []),
    ]);
  }

  return {
    schedulePickup: (scope: StaffScope, actor: AuditActor, returnNumber: string, day: string) =>
      change(scope, actor, returnNumber, "schedule-pickup", async (tx, current) => {
        const allowed = canSchedulePickup(current.facts, day, indiaToday(current.now));
        if (!allowed.ok) return allowed;
        await admin.setPickupDay(tx, current.row.id, day, current.now);
        return ok(undefined);
      }),

    pickedUp: (scope: StaffScope, actor: AuditActor, returnNumber: string) =>
      change(scope, actor, returnNumber, "picked-up", async (tx, current) => {
        const allowed = canMarkPickedUp(current.facts);
        return allowed.ok ? move(tx, current, "PICKED_UP") : allowed;
      }),

    receive: (
      scope: StaffScope,
      actor: AuditActor,
      returnNumber: string,
      input: { result?: QualityCheckResult | undefined; note?: string | undefined },
    ) =>
      change(scope, actor, returnNumber, "receive", async (tx, current) => {
        const allowed = canReceive(current.facts);
        if (!allowed.ok) return allowed;
        await admin.setReceived(tx, current.row.id, current.now);
        if (!input.result) return ok(undefined);
        const received = { ...current, facts: { ...current.facts, receivedAt: current.now } };
        return check(tx, received, input.result, input.note);
      }),

    qualityCheck: (
      scope: StaffScope,
      actor: AuditActor,
      returnNumber: string,
      input: { result: QualityCheckResult; note?: string | undefined },
    ) =>
      change(scope, actor, returnNumber, "quality-check", (tx, current) =>
        check(tx, current, input.result, input.note),
      ),
  };
}

export type ReturnMoves = ReturnType<typeof createReturnMoves>;
