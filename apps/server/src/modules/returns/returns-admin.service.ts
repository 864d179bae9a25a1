import {
  ADMIN_RETURNS,
  type AdminReturnDetails,
  type AdminReturnsPage,
  adminProblems,
  type adminReturnsQuery,
  fail,
  ok,
  type Result,
} from "@odin/contracts";
import type { Database, Executor } from "@odin/db";
import type { z } from "zod";
import type { SignedInStaff } from "../../platform/staff-guard";
import { auditEntries, entryOf } from "../audit";
import { payoutChain } from "../bank-transfer";
import { findOrderById } from "../orders";
import { refundChain } from "../payments";
import { findUserById } from "../users";
import * as repo from "./returns.repo";
import * as admin from "./returns-admin.repo";
import {
  dayEnd,
  dayStart,
  decodeCursor,
  encodeCursor,
  returnRefundKey,
  searchOf,
} from "./returns-admin-rules";
import { detailsOf, queueRowOf } from "./returns-admin-view";

/**
 * The back office's reads of returns (decision 60): the queue, newest first by keyset with no count,
 * and a return's page. A staff member limited to some centres or brands sees only their returns.
 */

/** Whose work a staff member may see and do: null is every centre or brand. */
export type StaffScope = Pick<SignedInStaff, "centreIds" | "brandIds">;

export const inScope = (scope: StaffScope, fcId: number, brandId: number) =>
  (scope.centreIds === null || scope.centreIds.includes(fcId)) &&
  (scope.brandIds === null || scope.brandIds.includes(brandId));

type Query = z.output<typeof adminReturnsQuery>;

/** A return by its number with its item, if the staff member's scope reaches it. */
export async function scopedReturn(
  db: Executor,
  scope: StaffScope,
  returnNumber: string,
): Promise<Result<{ row: repo.ReturnRow; item: admin.ItemRow }, "notFound" | "outOfScope">> {
  const found = await admin.returnWithItem(db, returnNumber);
  if (!found) return fail(adminProblems.notFound());
  if (!inScope(scope, found.row.fcId, found.item.brandId)) return fail(adminProblems.outOfScope());
  return ok(found);
}

export function createReturnsReads(db: Database) {
  async function details(
    scope: StaffScope,
    returnNumber: string,
  ): Promise<Result<AdminReturnDetails, "notFound" | "outOfScope">> {
    const found = await scopedReturn(db, scope, returnNumber);
    if (!found.ok) return found;
    const { row, item } = found.value;
    const [order, user, centre, events, gatewayRefunds, payouts, audit] = await Promise.all([
      findOrderById(db, row.orderId),
      findUserById(db, row.userId),
      repo.centreById(db, row.fcId),
      admin.itemEvents(db, item.id, ADMIN_RETURNS.historyLimit),
      refundChain(db, returnRefundKey(returnNumber)),
      payoutChain(db, returnNumber),
      auditEntries(db, { resource: "return", resourceId: returnNumber }, ADMIN_RETURNS.historyLimit),
    ]);
    return ok(
      detailsOf({
        row,
        item,
        orderNumber: order?.orderNumber ?? "",
        user,
        centreName: centre?.name ?? "",
        events,
        gatewayRefunds,
        payouts,
        audit: audit.map(entryOf),
      }),
    );
  }

  async function queue(scope: StaffScope, query: Query): Promise<Result<AdminReturnsPage, "notFound">> {
    const before = query.after === undefined ? undefined : decodeCursor(query.after);
    if (query.after !== undefined && before === undefined) return fail(adminProblems.notFound());
    const rows = await admin.returnsQueue(
      db,
      {
        stage: query.stage,
        fcId: query.centre,
        mode: query.mode,
        from: query.from === undefined ? undefined : dayStart(query.from),
        until: query.to === undefined ? undefined : dayEnd(query.to),
        ...searchOf(query.q),
        centreIds: scope.centreIds,
        brandIds: scope.brandIds,
        before,
      },
      query.limit + 1,
    );
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return ok({
      returns: page.map(queueRowOf),
      next: rows.length > query.limit && last ? encodeCursor(last.id) : null,
    });
  }

  return { details, queue };
}

export type ReturnsReads = ReturnType<typeof createReturnsReads>;
