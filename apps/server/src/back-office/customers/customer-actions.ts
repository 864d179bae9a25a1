import {
  adminProblems,
  type CustomerPointsAnswer,
  type CustomerProblem,
  type CustomerSignIn,
  type customerPointsBody,
  customerProblems,
  fail,
  ok,
  type PointsAdjustmentProblem,
  type Result,
} from "@odin/contracts";
import type { Database } from "@odin/db";
import type { z } from "zod";
import { blockSignIn, unblockSignIn } from "../../modules/auth";
import type { LoyaltyService } from "../../modules/loyalty";
import { findShopper } from "../../modules/users";
import { type AuditActor, recordAudit } from "../../platform/audit";
import { CUSTOMER_RESOURCE, ledgerEntryOf } from "./customer-read";

/**
 * What staff change about a shopper from the Customers area: points with a reason, and the block of
 * their sign-in. Each runs in one transaction with its audit entry, through the module that owns the
 * rule (the loyalty ledger, the auth module's block); a staff account, or no account, is not found.
 */

type PointsBody = z.output<typeof customerPointsBody>;

/** Who acts: the audit log's actor and the brands their work is limited to (null: every one). */
export interface Staff {
  actor: AuditActor;
  brandIds: readonly number[] | null;
}

export interface CustomerActions {
  adjustPoints(
    userId: number,
    body: PointsBody,
    staff: Staff,
  ): Promise<Result<CustomerPointsAnswer, PointsAdjustmentProblem | "notFound" | "outOfScope">>;
  block(
    userId: number,
    reason: string,
    staff: Staff,
  ): Promise<Result<CustomerSignIn, CustomerProblem | "notFound">>;
  unblock(
    userId: number,
    reason: string,
    staff: Staff,
  ): Promise<Result<CustomerSignIn, CustomerProblem | "notFound">>;
}

const UNBLOCKED: CustomerSignIn = { blocked: false, blockedAt: null, reason: null };

export function createCustomerActions(deps: {
  db: Database;
  loyalty: Pick<LoyaltyService, "adjust">;
}): CustomerActions {
  const { db, loyalty } = deps;

  return {
    async adjustPoints(userId, { brandId, points, reason, requestId }, staff) {
      if (staff.brandIds && !staff.brandIds.includes(brandId)) return fail(adminProblems.outOfScope());
      return db.transaction(async (tx) => {
        if (!(await findShopper(tx, userId))) return fail(adminProblems.notFound());
        const adjusted = await loyalty.adjust(tx, { userId, brandId, points, reason, requestId });
        if (!adjusted.ok) return adjusted;
        const { created, balance, entries } = adjusted.value;
        // A double submit changes nothing, but the log still says it came.
        await recordAudit(tx, staff.actor, {
          resource: CUSTOMER_RESOURCE,
          resourceId: userId,
          action: created ? "points-adjust" : "points-adjust-repeated",
          before: created ? { balance: balance - points } : null,
          after: created ? { balance, brandId, points, reason, requestId } : { requestId },
        });
        return ok({ ...adjusted.value, entries: entries.map(ledgerEntryOf) });
      });
    },

    async block(userId, reason, staff) {
      return db.transaction(async (tx) => {
        if (!(await findShopper(tx, userId))) return fail(adminProblems.notFound());
        const block = await blockSignIn(tx, userId, reason);
        if (!block) return fail(customerProblems.alreadyBlocked());
        const blocked = { blocked: true, blockedAt: block.blockedAt.toISOString(), reason: block.reason };
        await recordAudit(tx, staff.actor, {
          resource: CUSTOMER_RESOURCE,
          resourceId: userId,
          action: "block-sign-in",
          before: { signInBlocked: false, signInBlockedAt: null, signInBlockedReason: null },
          after: { signInBlocked: true, signInBlockedAt: blocked.blockedAt, signInBlockedReason: reason },
        });
        return ok(blocked);
      });
    },

    async unblock(userId, reason, staff) {
      return db.transaction(async (tx) => {
        if (!(await findShopper(tx, userId))) return fail(adminProblems.notFound());
        const lifted = await unblockSignIn(tx, userId);
        if (!lifted) return fail(customerProblems.notBlocked());
        await recordAudit(tx, staff.actor, {
          resource: CUSTOMER_RESOURCE,
          resourceId: userId,
          action: "unblock-sign-in",
          before: {
            signInBlocked: true,
            signInBlockedAt: lifted.blockedAt.toISOString(),
            signInBlockedReason: lifted.reason,
          },
          after: {
            signInBlocked: false,
            signInBlockedAt: null,
            signInBlockedReason: null,
            unblockReason: reason,
          },
        });
        return ok(UNBLOCKED);
      });
    },
  };
}
