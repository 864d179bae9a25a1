import type { AdminBulkMovesAnswer, AdminBulkMovesBody } from "@odin/contracts";
import { recordAudit } from "../platform/audit";
import { type Mover, moveOrderItems, type OrderMovesDeps } from "./order-moves";

/**
 * A move of many orders at once (decision 65): a morning's parcels packed, a courier's pickup
 * shipped, an unpaid batch cancelled. Each order is moved in a transaction of its own, one after the
 * other, so one order the lifecycle refuses leaves the others moved; the answer says, per order,
 * which items moved or why not. Each moved item is audited as a single move is, and the batch gets
 * one entry of its own naming what moved and what was refused, so an attempt that moved nothing is
 * traced too.
 */
export async function moveOrders(
  deps: OrderMovesDeps,
  who: Mover,
  body: AdminBulkMovesBody,
): Promise<AdminBulkMovesAnswer> {
  const results: AdminBulkMovesAnswer["results"] = [];
  for (const entry of body.orders) {
    const moved = await moveOrderItems(deps, who, {
      orderNumber: entry.orderNumber,
      itemIds: entry.itemIds,
      to: body.to,
      carrier: entry.carrier ?? body.carrier,
      trackingNumber: entry.trackingNumber,
      reason: body.reason,
    });
    results.push(
      moved.ok
        ? { orderNumber: entry.orderNumber, ok: true, itemIds: moved.value }
        : {
            orderNumber: entry.orderNumber,
            ok: false,
            code: moved.problem.code,
            detail: moved.problem.detail,
          },
    );
  }
  await deps.db.transaction((tx) =>
    recordAudit(tx, who.actor, {
      resource: "order-batch",
      resourceId: who.actor.correlationId,
      action: body.to.toLowerCase(),
      after: {
        moved: results.filter((result) => result.ok).map((result) => result.orderNumber),
        refused: results.flatMap((result) =>
          result.ok ? [] : [{ orderNumber: result.orderNumber, code: result.code }],
        ),
      },
    }),
  );
  return { results };
}
