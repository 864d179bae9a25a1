import {
  adminProblems,
  BULK_EDITS,
  type BulkEdit,
  type BulkEditOperation,
  type BulkEditProblem,
  type BulkEditSkip,
  type bulkEditBody,
  bulkEditOperation,
  bulkEditProblems,
  type CatalogueProblem,
  catalogueProblems,
  fail,
  ok,
  type Result,
  styleSearchQuery,
} from "@odin/contracts";
import type { Database, Executor } from "@odin/db";
import type { z } from "zod";
import { type AuditActor, recordAudit } from "../../platform/audit";
import { enqueue, jobName } from "../../platform/jobs";
import type { CatalogueStaff, DeclarationsService } from "../declarations";
import type { StylesService } from "../styles";
import {
  type BulkEditRow,
  findCentreCode,
  findEdit,
  findSizes,
  findStyles,
  finishEdit,
  insertEdit,
  lockUnits,
  markApplying,
  recordProgress,
} from "./bulk-edits.repo";
import {
  addSummaries,
  type PlanSummary,
  planStyle,
  summarise,
  type TargetSize,
  type TargetStyle,
} from "./bulk-edits-rules";
import { applyPlans } from "./bulk-edits-writes";

type Body = z.output<typeof bulkEditBody>;
type Refusal = "notFound" | "outOfScope";

export const BULK_EDIT_RESOURCE = "bulk-edit";
/** Applies an edit, a batch of styles per transaction, until it is done. */
export const BULK_EDIT_APPLY = jobName<{ editId: number }>("bulk-edit-apply");

export interface BulkEditsService {
  /** Finds the styles, says what would change, and keeps the edit to apply. */
  preview(
    body: Body,
    staff: CatalogueStaff,
  ): Promise<Result<BulkEdit, BulkEditProblem | CatalogueProblem | Refusal>>;
  view(editId: number, staff: Pick<CatalogueStaff, "brandIds">): Promise<Result<BulkEdit, Refusal>>;
  /** Marks a previewed edit applying, once, and queues the job that applies it. */
  apply(editId: number, staff: CatalogueStaff): Promise<Result<BulkEdit, BulkEditProblem | Refusal>>;
  /** Applies the edit's next batch of styles in one transaction: "more" to go on, "done" once finished. */
  applyBatch(editId: number): Promise<"more" | "done">;
}

const EMPTY: PlanSummary = {
  stylesChanging: 0,
  sizesChanging: 0,
  stylesSkipped: 0,
  changes: [],
  skipped: [],
};

/** Whether a staff member's brands include every brand the edit was narrowed to. */
const covers = (staff: readonly number[] | null, edit: readonly number[] | null) =>
  staff === null || (edit?.every((brandId) => staff.includes(brandId)) ?? false);

const withinCentres = (centreIds: readonly number[] | null, operation: BulkEditOperation) =>
  operation.kind !== "stock" || centreIds === null || centreIds.includes(operation.fcId);

/**
 * Bulk edits of the catalogue (decision 69). The preview reads the styles the list's filters find (of
 * the staff member's brands) a batch at a time through the same rules the apply runs; the edit keeps
 * their ids. Applying moves it to `applying` with a conditional update and queues a job, which
 * applies a batch of styles per transaction on their row locks, each batch in the audit log.
 */
export function createBulkEditsService(deps: {
  db: Database;
  styles: Pick<StylesService, "all">;
  declarations: Pick<DeclarationsService, "missing">;
}): BulkEditsService {
  const { db, styles, declarations } = deps;

  /** The styles of these ids as the rules read them; `lock` takes their rows (and their units at the centre). */
  async function targetsOf(
    executor: Executor,
    styleIds: readonly number[],
    operation: BulkEditOperation,
    lock: boolean,
  ): Promise<TargetStyle[]> {
    const fcId = operation.kind === "stock" ? operation.fcId : null;
    const rows = await findStyles(executor, styleIds, lock);
    const locked = fcId !== null && lock ? await lockUnits(executor, styleIds, fcId) : undefined;
    const sizesOf = new Map<number, TargetSize[]>();
    for (const { styleId, ...size } of await findSizes(executor, styleIds, fcId)) {
      const own = sizesOf.get(styleId) ?? [];
      own.push({ ...size, units: locked?.get(size.skuId) ?? size.units });
      sizesOf.set(styleId, own);
    }
    const targets: TargetStyle[] = [];
    for (const row of rows) {
      const missing =
        operation.kind === "publish" && !row.published
          ? await declarations.missing(executor, row.styleId)
          : [];
      targets.push({ ...row, sizes: sizesOf.get(row.styleId) ?? [], missing });
    }
    return targets;
  }

  async function viewOf(executor: Executor, row: BulkEditRow): Promise<BulkEdit> {
    const operation = bulkEditOperation.parse(row.operation);
    return {
      id: row.id,
      status: row.status,
      filters: styleSearchQuery.parse(row.filters),
      operation,
      centre: operation.kind === "stock" ? ((await findCentreCode(executor, operation.fcId)) ?? null) : null,
      preview: row.preview as BulkEdit["preview"],
      progress: {
        stylesDone: row.stylesDone,
        stylesChanged: row.stylesChanged,
        sizesChanged: row.sizesChanged,
        stylesSkipped: row.stylesSkipped,
        skipped: row.skips as BulkEditSkip[],
      },
      createdAt: row.createdAt.toISOString(),
      appliedAt: row.appliedAt?.toISOString() ?? null,
      finishedAt: row.finishedAt?.toISOString() ?? null,
    };
  }

  /** The ids of the styles the filters find, newest first; null when there are more than an edit takes. */
  async function matchedIds(body: Body, brandIds: readonly number[] | null): Promise<number[] | null> {
    const ids: number[] = [];
    for await (const style of styles.all(body.filters, brandIds)) {
      if (ids.length === BULK_EDITS.maxStyles) return null;
      ids.push(style.styleId);
    }
    return ids;
  }

  return {
    async preview(body, staff) {
      const { operation } = body;
      if (!withinCentres(staff.centreIds, operation)) return fail(adminProblems.outOfScope());
      if (operation.kind === "stock" && !(await findCentreCode(db, operation.fcId))) {
        return fail(catalogueProblems.unknownCentre());
      }
      const styleIds = await matchedIds(body, staff.brandIds);
      if (styleIds === null) return fail(bulkEditProblems.tooMany(BULK_EDITS.maxStyles));
      if (styleIds.length === 0) return fail(bulkEditProblems.nothingMatches());
      let summary = EMPTY;
      for (let start = 0; start < styleIds.length; start += BULK_EDITS.batchStyles) {
        const batch = styleIds.slice(start, start + BULK_EDITS.batchStyles);
        const plans = (await targetsOf(db, batch, operation, false)).map((style) =>
          planStyle(style, operation),
        );
        summary = addSummaries(summary, summarise(plans, BULK_EDITS.shown), BULK_EDITS.shown);
      }
      const preview = { styles: styleIds.length, ...summary };
      const { after: _after, limit: _limit, ...filters } = body.filters;
      return db.transaction(async (tx) => {
        const row = await insertEdit(tx, {
          staffId: staff.actor.staffId ?? 0,
          brandIds: staff.brandIds === null ? null : [...staff.brandIds],
          filters,
          operation,
          styleIds,
          preview,
        });
        const { changes: _changes, skipped: _skipped, ...counts } = preview;
        await recordAudit(tx, staff.actor, {
          resource: BULK_EDIT_RESOURCE,
          resourceId: row.id,
          action: "preview",
          after: { filters, operation, ...counts },
        });
        return ok(await viewOf(tx, row));
      });
    },

    async view(editId, staff) {
      const row = await findEdit(db, editId);
      if (!row) return fail(adminProblems.notFound());
      if (!covers(staff.brandIds, row.brandIds)) return fail(adminProblems.outOfScope());
      return ok(await viewOf(db, row));
    },

    async apply(editId, staff) {
      return db.transaction(async (tx) => {
        const row = await findEdit(tx, editId, true);
        if (!row) return fail(adminProblems.notFound());
        const operation = bulkEditOperation.parse(row.operation);
        if (!covers(staff.brandIds, row.brandIds) || !withinCentres(staff.centreIds, operation)) {
          return fail(adminProblems.outOfScope());
        }
        const applying = await markApplying(tx, editId, { ...staff.actor });
        if (!applying) return fail(bulkEditProblems.alreadyApplied());
        await enqueue(tx, BULK_EDIT_APPLY, { editId }, { key: `bulk-edit:${editId}` });
        await recordAudit(tx, staff.actor, {
          resource: BULK_EDIT_RESOURCE,
          resourceId: editId,
          action: "apply",
          after: { styles: row.styleIds.length, operation },
        });
        return ok(await viewOf(tx, applying));
      });
    },

    async applyBatch(editId) {
      return db.transaction(async (tx) => {
        const row = await findEdit(tx, editId, true);
        if (row?.status !== "applying") return "done";
        const operation = bulkEditOperation.parse(row.operation);
        const actor = row.actor as unknown as AuditActor;
        const batch = row.styleIds.slice(row.stylesDone, row.stylesDone + BULK_EDITS.batchStyles);
        if (batch.length === 0) {
          await finishEdit(tx, editId);
          await recordAudit(tx, actor, {
            resource: BULK_EDIT_RESOURCE,
            resourceId: editId,
            action: "applied",
            after: {
              styles: row.styleIds.length,
              stylesChanged: row.stylesChanged,
              sizesChanged: row.sizesChanged,
              stylesSkipped: row.stylesSkipped,
            },
          });
          return "done";
        }
        const plans = (await targetsOf(tx, batch, operation, true)).map((style) =>
          planStyle(style, operation),
        );
        await applyPlans(tx, { editId, operation, plans, staffId: actor.staffId ?? 0 });
        const summary = summarise(plans, BULK_EDITS.shown);
        await recordAudit(tx, actor, {
          resource: BULK_EDIT_RESOURCE,
          resourceId: editId,
          action: "apply-batch",
          after: {
            from: row.stylesDone,
            styles: batch.length,
            changed: plans.flatMap((plan) =>
              plan.kind === "change"
                ? plan.changes.map((change) => [change.styleId, change.size, change.before, change.after])
                : [],
            ),
            skipped: plans.flatMap((plan) =>
              plan.kind === "skip" ? [[plan.skip.styleId, plan.skip.reason]] : [],
            ),
          },
        });
        await recordProgress(tx, editId, {
          stylesDone: row.stylesDone + batch.length,
          stylesChanged: row.stylesChanged + summary.stylesChanging,
          sizesChanged: row.sizesChanged + summary.sizesChanging,
          stylesSkipped: row.stylesSkipped + summary.stylesSkipped,
          skips: [...(row.skips as BulkEditSkip[]), ...summary.skipped].slice(0, BULK_EDITS.shown),
        });
        return "more";
      });
    },
  };
}
