import {
  adminProblems,
  fail,
  ok,
  type PromotionOptions,
  type PromotionPage,
  type PromotionRedemptionsPage,
  type PromotionSearchPage,
  type PromotionsProblem,
  type PromotionView,
  type promotionCreateBody,
  type promotionRedemptionsQuery,
  type promotionSearchQuery,
  promotionsProblems,
  type promotionUpdateBody,
  type Result,
} from "@odin/contracts";
import type { Database, Executor } from "@odin/db";
import type { z } from "zod";
import { type AuditActor, recordAudit } from "../../platform/audit";
import { auditTrailOf } from "../../platform/audit-trail";
import { nextCursor, readCursor } from "../../platform/id-cursor";
import {
  brandOptions,
  brandsFound,
  codeTaken,
  coverBrands,
  coveredStyles,
  findPromotion,
  insertPromotion,
  type PromotionRow,
  type PromotionValues,
  redemptionsOf,
  searchPromotions,
  setEndedAt,
  setPausedAt,
  updatePromotion,
} from "./promotions.repo";
import { coversOnlyBrandsOf, promotionStatusOf } from "./promotions-rules";

type SearchQuery = z.output<typeof promotionSearchQuery>;
type CreateBody = z.output<typeof promotionCreateBody>;
type UpdateBody = z.output<typeof promotionUpdateBody>;
type RedemptionsQuery = z.output<typeof promotionRedemptionsQuery>;
type Refusal = "notFound" | "outOfScope";

/** Who changes a promotion: the audit log's actor, and the brands they look after (null: every one). */
export interface PromotionsStaff {
  actor: AuditActor;
  brandIds: readonly number[] | null;
}

export interface PromotionsService {
  options(brandIds: readonly number[] | null): Promise<PromotionOptions>;
  search(
    query: SearchQuery,
    brandIds: readonly number[] | null,
  ): Promise<Result<PromotionSearchPage, PromotionsProblem>>;
  page(id: number, brandIds: readonly number[] | null): Promise<Result<PromotionPage, Refusal>>;
  create(
    body: CreateBody,
    staff: PromotionsStaff,
  ): Promise<Result<PromotionPage, Refusal | PromotionsProblem>>;
  update(
    id: number,
    body: UpdateBody,
    staff: PromotionsStaff,
  ): Promise<Result<PromotionPage, Refusal | PromotionsProblem>>;
  pause(id: number, staff: PromotionsStaff): Promise<Result<PromotionPage, Refusal | PromotionsProblem>>;
  resume(id: number, staff: PromotionsStaff): Promise<Result<PromotionPage, Refusal | PromotionsProblem>>;
  end(id: number, staff: PromotionsStaff): Promise<Result<PromotionPage, Refusal>>;
  redemptions(
    id: number,
    query: RedemptionsQuery,
    brandIds: readonly number[] | null,
  ): Promise<Result<PromotionRedemptionsPage, Refusal | PromotionsProblem>>;
}

export const PROMOTION_RESOURCE = "promotion";

const iso = (at: Date | null) => (at ? at.toISOString() : null);
const dateOf = (at: string | null) => (at ? new Date(at) : null);

/** The rules staff edit, as the row holds them (the audit entry's before and after). */
function rulesOf(row: PromotionRow) {
  return {
    title: row.displayDiscount,
    tnc: row.tnc,
    kind: row.kind,
    value: row.value,
    minBagValue: row.minBagValue,
    maxDiscount: row.maxDiscount,
    brandIds: row.brandIds,
    firstOrderOnly: row.firstOrderOnly,
    oncePerDays: row.oncePerDays,
    paymentConstraint: row.paymentConstraint,
    combinable: row.combinable,
    validFrom: iso(row.validFrom),
    validUntil: iso(row.validUntil),
    maxRedemptions: row.maxRedemptions,
  };
}

/** A body's rules as the row's columns; `brandIds` null keeps the row's. */
function valuesOf(body: UpdateBody, brandIds: readonly number[] | null): Omit<PromotionValues, "code"> {
  return {
    displayDiscount: body.title,
    tnc: body.tnc,
    kind: body.kind,
    value: body.value,
    minBagValue: body.minBagValue,
    maxDiscount: body.maxDiscount,
    brandIds: brandIds === null ? null : [...brandIds],
    firstOrderOnly: body.firstOrderOnly,
    oncePerDays: body.oncePerDays,
    paymentConstraint: body.paymentConstraint,
    combinable: body.combinable,
    validFrom: dateOf(body.validFrom),
    validUntil: dateOf(body.validUntil),
    maxRedemptions: body.maxRedemptions,
  };
}

/**
 * Promotions as staff run them (decision 70): find, read, create, edit, pause, resume and end, and the
 * orders that used one. Each change runs in one transaction with its audit entry, on the promotion's
 * row lock; shoppers see it through the change feed (the promotions trigger reloads the catalogue and
 * the bag's promotions), and checkout's count of uses takes the same row lock.
 */
export function createPromotionsService(deps: { db: Database; now?: () => Date }): PromotionsService {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  async function viewOf(executor: Executor, row: PromotionRow): Promise<PromotionView> {
    return {
      promotionId: row.id,
      code: row.code,
      title: row.displayDiscount,
      kind: row.kind,
      value: row.value,
      status: promotionStatusOf(row, now()),
      validFrom: iso(row.validFrom),
      validUntil: iso(row.validUntil),
      redemptions: row.redemptions,
      maxRedemptions: row.maxRedemptions,
      tnc: row.tnc,
      minBagValue: row.minBagValue,
      maxDiscount: row.maxDiscount,
      brandIds: row.brandIds,
      styles: await coveredStyles(executor, row.id),
      firstOrderOnly: row.firstOrderOnly,
      oncePerDays: row.oncePerDays,
      paymentConstraint: row.paymentConstraint,
      combinable: row.combinable,
      pausedAt: iso(row.pausedAt),
      endedAt: iso(row.endedAt),
    };
  }

  async function pageOf(executor: Executor, id: number): Promise<PromotionPage> {
    const row = await findPromotion(executor, id);
    if (!row) throw new Error(`promotion ${id} disappeared`);
    const [promotion, audit] = await Promise.all([
      viewOf(executor, row),
      auditTrailOf(executor, [{ resource: PROMOTION_RESOURCE, ids: [String(id)] }]),
    ]);
    return { promotion, audit };
  }

  /** The promotion, locked for a change when `lock`, or why the staff member may not have it. */
  async function promotionFor(
    executor: Executor,
    id: number,
    brandIds: readonly number[] | null,
    lock = false,
  ) {
    const row = await findPromotion(executor, id, lock);
    if (!row) return fail(adminProblems.notFound());
    if (!coversOnlyBrandsOf(brandIds, row.brandIds)) return fail(adminProblems.outOfScope());
    return ok(row);
  }

  /** Why the brands chosen may not be covered: unknown, or outside the staff member's scope. */
  async function brandsRefusal(
    executor: Executor,
    brandIds: readonly number[] | null,
    staff: PromotionsStaff,
  ) {
    if (brandIds === null) return undefined;
    if (!coversOnlyBrandsOf(staff.brandIds, brandIds)) return adminProblems.outOfScope();
    if ((await brandsFound(executor, brandIds)) !== brandIds.length) return promotionsProblems.unknownBrand();
    return undefined;
  }

  /** A change of a promotion not ended by staff, in one transaction with its audit entry. */
  function change(
    id: number,
    staff: PromotionsStaff,
    action: string,
    apply: (tx: Executor, row: PromotionRow) => Promise<void>,
  ) {
    return db.transaction(async (tx): Promise<Result<PromotionPage, Refusal | PromotionsProblem>> => {
      const found = await promotionFor(tx, id, staff.brandIds, true);
      if (!found.ok) return found;
      const before = found.value;
      if (before.endedAt) return fail(promotionsProblems.ended());
      await apply(tx, before);
      const after = await findPromotion(tx, id);
      if (!after) throw new Error(`promotion ${id} disappeared`);
      await recordAudit(tx, staff.actor, {
        resource: PROMOTION_RESOURCE,
        resourceId: id,
        action,
        before: { ...rulesOf(before), pausedAt: iso(before.pausedAt) },
        after: { ...rulesOf(after), pausedAt: iso(after.pausedAt) },
      });
      return ok(await pageOf(tx, id));
    });
  }

  return {
    async options(brandIds) {
      return { brands: await brandOptions(db, brandIds) };
    },

    async search(query, brandIds) {
      const below = query.after === undefined ? undefined : readCursor(query.after);
      if (below === null) return fail(promotionsProblems.badCursor());
      const at = now();
      const rows = await searchPromotions(db, {
        ...(query.q ? { q: query.q } : {}),
        ...(query.status ? { status: query.status } : {}),
        ...(below !== undefined ? { below } : {}),
        brandIds,
        limit: query.limit,
        now: at,
      });
      return ok({
        promotions: rows.slice(0, query.limit).map(({ pausedAt, endedAt, ...row }) => ({
          ...row,
          status: promotionStatusOf({ ...row, pausedAt, endedAt }, at),
          validFrom: iso(row.validFrom),
          validUntil: iso(row.validUntil),
        })),
        next: nextCursor(
          rows.map((row) => row.promotionId),
          query.limit,
        ),
      });
    },

    async page(id, brandIds) {
      const found = await promotionFor(db, id, brandIds);
      if (!found.ok) return found;
      return ok(await pageOf(db, id));
    },

    async create(body, staff) {
      return db.transaction(async (tx): Promise<Result<PromotionPage, Refusal | PromotionsProblem>> => {
        const refused = await brandsRefusal(tx, body.brandIds, staff);
        if (refused) return fail(refused);
        // The code's unique index settles a race; this answers the usual case before any insert.
        if (await codeTaken(tx, body.code)) return fail(promotionsProblems.codeTaken(body.code));
        const id = await insertPromotion(tx, { code: body.code, ...valuesOf(body, body.brandIds) });
        if (id === undefined) return fail(promotionsProblems.codeTaken(body.code));
        await coverBrands(tx, id, body.brandIds);
        const row = await findPromotion(tx, id);
        if (!row) throw new Error(`promotion ${id} disappeared`);
        await recordAudit(tx, staff.actor, {
          resource: PROMOTION_RESOURCE,
          resourceId: id,
          action: "create",
          after: { code: row.code, ...rulesOf(row) },
        });
        return ok(await pageOf(tx, id));
      });
    },

    async update(id, body, staff) {
      return db.transaction(async (tx): Promise<Result<PromotionPage, Refusal | PromotionsProblem>> => {
        const refused = await brandsRefusal(tx, body.brandIds, staff);
        if (refused) return fail(refused);
        const found = await promotionFor(tx, id, staff.brandIds, true);
        if (!found.ok) return found;
        const before = found.value;
        if (before.endedAt) return fail(promotionsProblems.ended());
        // The row is locked: no order can take a use meanwhile, so the count is the one the limit meets.
        if (body.maxRedemptions !== null && body.maxRedemptions < before.redemptions) {
          return fail(promotionsProblems.limitBelowUses(before.redemptions));
        }
        await updatePromotion(tx, id, valuesOf(body, body.brandIds ?? before.brandIds));
        if (body.brandIds !== null) await coverBrands(tx, id, body.brandIds);
        const after = await findPromotion(tx, id);
        if (!after) throw new Error(`promotion ${id} disappeared`);
        await recordAudit(tx, staff.actor, {
          resource: PROMOTION_RESOURCE,
          resourceId: id,
          action: "edit",
          before: rulesOf(before),
          after: rulesOf(after),
        });
        return ok(await pageOf(tx, id));
      });
    },

    pause: (id, staff) => change(id, staff, "pause", (tx, row) => setPausedAt(tx, id, row.pausedAt ?? now())),

    resume: (id, staff) => change(id, staff, "resume", (tx) => setPausedAt(tx, id, null)),

    async end(id, staff) {
      return db.transaction(async (tx): Promise<Result<PromotionPage, Refusal>> => {
        const found = await promotionFor(tx, id, staff.brandIds, true);
        if (!found.ok) return found;
        const endedAt = found.value.endedAt ?? now();
        if (!found.value.endedAt) await setEndedAt(tx, id, endedAt);
        await recordAudit(tx, staff.actor, {
          resource: PROMOTION_RESOURCE,
          resourceId: id,
          action: "end",
          before: { endedAt: iso(found.value.endedAt) },
          after: { endedAt: iso(endedAt) },
        });
        return ok(await pageOf(tx, id));
      });
    },

    async redemptions(id, query, brandIds) {
      const found = await promotionFor(db, id, brandIds);
      if (!found.ok) return found;
      const below = query.after === undefined ? undefined : readCursor(query.after);
      if (below === null) return fail(promotionsProblems.badCursor());
      const rows = await redemptionsOf(db, id, below, query.limit);
      return ok({
        redemptions: rows.slice(0, query.limit).map(({ id: _, ...row }) => row),
        next: nextCursor(
          rows.map((row) => row.id),
          query.limit,
        ),
      });
    },
  };
}
