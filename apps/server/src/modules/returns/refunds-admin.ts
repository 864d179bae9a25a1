import {
  type AdminGatewayRefund,
  type AdminGatewayRefundsPage,
  type AdminPayout,
  type AdminPayoutsPage,
  type AdminReturnsProblem,
  adminProblems,
  type adminRefundsQuery,
  fail,
  ok,
  type Result,
} from "@odin/contracts";
import type { Database, Transaction } from "@odin/db";
import type { z } from "zod";
import { type AuditActor, recordAudit } from "../../platform/audit";
import { type BankTransferService, payout, payoutsPage, retryPayout } from "../bank-transfer";
import { lockOrder } from "../orders";
import { gatewayRefund, gatewayRefundsPage, retryRefund } from "../payments";
import { type StaffScope, scopedReturn } from "./returns-admin.service";
import {
  decodeCursor,
  encodeCursor,
  returnOfPayoutReference,
  returnOfRefundKey,
} from "./returns-admin-rules";

/**
 * The back office's gateway refunds and bank-transfer payouts (decision 60): pages newest first,
 * by state or only the failed ones nobody tried again, and the retry of a failed one through the
 * payments' and bank-transfer modules' own paths (a new refund or payout under the next key, paid by
 * the same job), audited in its transaction. A refund or payout of a return is the return's staff's
 * (its centre and brand); the others (a cancelled item's, a payment the order could not take) span
 * the store, so the lists and those retries are for staff of no limited scope.
 */

type Query = z.output<typeof adminRefundsQuery>;
type RetryProblem = AdminReturnsProblem | "notFound" | "outOfScope";

const unscoped = (scope: StaffScope) => scope.centreIds === null && scope.brandIds === null;

export function createRefundsAdmin(deps: {
  db: Database;
  bankTransfer: Pick<BankTransferService, "requestPayout">;
}) {
  const { db } = deps;

  function pageQuery(query: Query) {
    const before = query.after === undefined ? undefined : decodeCursor(query.after);
    const needsRetry = query.needsRetry === undefined ? undefined : query.needsRetry === "true";
    return { before, needsRetry, state: query.state, bad: query.after !== undefined && before === undefined };
  }

  /** May this staff member act on the refund of this return (or, with none, on the store's refunds)? */
  async function mayTouch(
    tx: Transaction,
    scope: StaffScope,
    returnNumber: string | undefined,
  ): Promise<Result<void, "notFound" | "outOfScope">> {
    if (!returnNumber) return unscoped(scope) ? ok() : fail(adminProblems.outOfScope());
    const found = await scopedReturn(tx, scope, returnNumber);
    if (!found.ok) return found.problem.name === "notFound" && unscoped(scope) ? ok() : found;
    // A return's money moves under its order's lock, as its settlement does.
    await lockOrder(tx, found.value.row.orderId);
    return ok();
  }

  /** Runs a retry in one transaction with its audit entry; a refusal writes nothing. */
  async function retried<T extends { retry: { status: string; amount: number } }>(
    actor: AuditActor,
    target: { resource: "refund" | "payout"; id: number; keyOf: (value: T) => string },
    work: (tx: Transaction) => Promise<Result<T, RetryProblem>>,
  ): Promise<Result<T, RetryProblem>> {
    return db.transaction(async (tx) => {
      const done = await work(tx);
      if (!done.ok) return done;
      const { retry } = done.value;
      await recordAudit(tx, actor, {
        resource: target.resource,
        resourceId: target.id,
        action: "retry",
        before: { retriedAs: null },
        after: { retriedAs: target.keyOf(done.value), retryAmount: retry.amount, retryStatus: retry.status },
      });
      return done;
    });
  }

  return {
    async refunds(
      scope: StaffScope,
      query: Query,
    ): Promise<Result<AdminGatewayRefundsPage, "notFound" | "outOfScope">> {
      if (!unscoped(scope)) return fail(adminProblems.outOfScope());
      const { before, needsRetry, state, bad } = pageQuery(query);
      if (bad) return fail(adminProblems.notFound());
      const page = await gatewayRefundsPage(db, { state, needsRetry, before }, query.limit);
      return ok({ refunds: page.refunds, next: page.more && page.last ? encodeCursor(page.last) : null });
    },

    async payouts(
      scope: StaffScope,
      query: Query,
    ): Promise<Result<AdminPayoutsPage, "notFound" | "outOfScope">> {
      if (!unscoped(scope)) return fail(adminProblems.outOfScope());
      const { before, needsRetry, state, bad } = pageQuery(query);
      if (bad) return fail(adminProblems.notFound());
      const page = await payoutsPage(db, { state, needsRetry, before }, query.limit);
      return ok({ payouts: page.payouts, next: page.more && page.last ? encodeCursor(page.last) : null });
    },

    retryRefund: (scope: StaffScope, actor: AuditActor, refundId: number) =>
      retried<{ failed: AdminGatewayRefund; retry: AdminGatewayRefund }>(
        actor,
        { resource: "refund", id: refundId, keyOf: (done) => done.retry.key },
        async (tx) => {
          const found = await gatewayRefund(tx, refundId);
          if (!found) return fail(adminProblems.notFound());
          const allowed = await mayTouch(tx, scope, returnOfRefundKey(found.key));
          return allowed.ok ? retryRefund(tx, refundId) : allowed;
        },
      ),

    retryPayout: (scope: StaffScope, actor: AuditActor, payoutId: number) =>
      retried<{ failed: AdminPayout; retry: AdminPayout }>(
        actor,
        { resource: "payout", id: payoutId, keyOf: (done) => done.retry.reference },
        async (tx) => {
          const found = await payout(tx, payoutId);
          if (!found) return fail(adminProblems.notFound());
          const allowed = await mayTouch(tx, scope, returnOfPayoutReference(found.reference));
          return allowed.ok ? retryPayout(tx, deps.bankTransfer, payoutId) : allowed;
        },
      ),
  };
}

export type RefundsAdmin = ReturnType<typeof createRefundsAdmin>;
