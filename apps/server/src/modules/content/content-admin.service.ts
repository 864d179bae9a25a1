import {
  adminProblems,
  type ContentList,
  type ContentPage,
  type ContentSummary,
  contentAdminProblems,
  contentPage,
  type EditableContentKind,
  fail,
  masterTemplate,
  navigation,
  ok,
  type Problem,
  type Result,
  staticPage,
} from "@odin/contracts";
import type { Database, Executor } from "@odin/db";
import { type AuditActor, recordAudit } from "../../platform/audit";
import { auditTrailOf } from "../../platform/audit-trail";
import { cancel, enqueue, jobName } from "../../platform/jobs";
import {
  allDocuments,
  brandsByCode,
  type DocumentRow,
  deleteDraft,
  documentRows,
  insertSchedule,
  lockedPendingSchedule,
  pendingSchedule,
  pendingSchedules,
  type ScheduleRow,
  saveDraft,
  settleSchedule,
  templatePaths,
  writeLive,
} from "./content-admin.repo";
import {
  CONTENT_RESOURCE,
  contentLabel,
  inContentScope,
  previewPathOf,
  scheduleRefusal,
} from "./content-admin-rules";
import type { ContentChanges } from "./content-changes";

/** A scheduled publish: the job carries the schedule's id; cancelling the schedule cancels it. */
export const PUBLISH_CONTENT = jobName<{ scheduleId: number }>("publish-content");

/** Who changes content: the audit log's actor, and the brands they are limited to (null: every brand). */
export interface ContentStaff {
  actor: AuditActor;
  brandIds: readonly number[] | null;
}

type Answer = Promise<Result<ContentPage>>;

export interface ContentAdminService {
  list(staff: ContentStaff): Promise<ContentList>;
  page(kind: EditableContentKind, key: string, staff: ContentStaff): Answer;
  saveDraft(kind: EditableContentKind, key: string, data: object, staff: ContentStaff): Answer;
  discardDraft(kind: EditableContentKind, key: string, staff: ContentStaff): Answer;
  publish(kind: EditableContentKind, key: string, staff: ContentStaff): Answer;
  schedule(kind: EditableContentKind, key: string, publishAt: Date, staff: ContentStaff): Answer;
  cancelSchedule(kind: EditableContentKind, key: string, staff: ContentStaff): Answer;
  /** The job of a scheduled publish: publishes the draft unless the schedule was cancelled meanwhile. */
  runSchedule(scheduleId: number, correlationId: string): Promise<void>;
}

/** The latest changes a document's page lists; the audit log keeps them all. */
const HISTORY_SHOWN = 20;
const KIND_ORDER: readonly EditableContentKind[] = ["master_template", "navigation", "static_page"];
const FIRST_KEYS = new Set(["home", "default"]);
const DATA = { master_template: masterTemplate, navigation, static_page: staticPage } as const;

const titleOf = (row: DocumentRow) => {
  const { title } = row.data as { title?: unknown };
  return typeof title === "string" ? title : "";
};
const scheduleOf = (row: ScheduleRow | undefined) =>
  row ? { id: row.id, publishAt: row.publishAt.toISOString(), staffName: row.staffName } : null;
const resourceId = (kind: EditableContentKind, key: string) => `${kind}/${key}`;

/**
 * The Content area (decision 71): drafts saved beside the published documents, published at once or
 * at a time by a job, each change in one transaction with its audit entry. Publishing writes the
 * published row; its trigger records the change that every instance's feed follows.
 */
export function createContentAdminService(deps: {
  db: Database;
  changes: ContentChanges;
  now?: () => Date;
}): ContentAdminService {
  const { db, changes } = deps;
  const now = deps.now ?? (() => new Date());

  async function brandsByCodeOf(executor: Executor) {
    return new Map((await brandsByCode(executor)).map((brand) => [brand.code, brand]));
  }

  /** The codes of the brands a staff member is limited to; null for every brand. */
  const codesOf = (brands: Map<string, { id: number; code: string }>, staff: ContentStaff) =>
    staff.brandIds
      ? [...brands.values()].filter((b) => staff.brandIds?.includes(b.id)).map((b) => b.code)
      : null;

  /** Whether the staff member may see and change this document. */
  async function scoped(executor: Executor, staff: ContentStaff, kind: EditableContentKind, key: string) {
    const codes = staff.brandIds ? codesOf(await brandsByCodeOf(executor), staff) : null;
    return inContentScope(codes, kind, key);
  }

  async function pageOf(kind: EditableContentKind, key: string): Answer {
    const [{ live, draft }, schedule, paths, brands, history] = await Promise.all([
      documentRows(db, kind, key),
      pendingSchedule(db, kind, key),
      templatePaths(db, key),
      brandsByCodeOf(db),
      auditTrailOf(db, [{ resource: CONTENT_RESOURCE, ids: [resourceId(kind, key)] }], HISTORY_SHOWN),
    ]);
    if (!live) return fail(adminProblems.notFound());
    const schema = DATA[kind];
    return ok(
      contentPage.parse({
        kind,
        key,
        label: contentLabel(kind, key, titleOf(live), brands.get(key)?.name),
        live: schema.parse(live.data),
        draft: draft ? schema.parse(draft.data) : null,
        updatedAt: (draft ?? live).updatedAt.toISOString(),
        previewPath: previewPathOf(kind, key, paths),
        schedule: scheduleOf(schedule),
        history,
      }),
    );
  }

  /**
   * Runs `change` in one transaction on the document's locked rows, after the scope check; answers
   * the document's page once committed (and, when it published, once this instance follows it).
   */
  async function changing(
    kind: EditableContentKind,
    key: string,
    staff: ContentStaff,
    change: (
      tx: Executor,
      rows: { live: DocumentRow; draft: DocumentRow | undefined },
    ) => Promise<Problem | null>,
  ): Answer {
    // Every change checks before it writes: a refusal leaves nothing to roll back.
    const refused = await db.transaction(async (tx) => {
      if (!(await scoped(tx, staff, kind, key))) return adminProblems.outOfScope();
      const { live, draft } = await documentRows(tx, kind, key, true);
      if (!live) return adminProblems.notFound();
      return change(tx, { live, draft });
    });
    if (refused) return fail(refused);
    await changes.sync();
    return pageOf(kind, key);
  }

  async function dropSchedule(tx: Executor, kind: EditableContentKind, key: string) {
    const waiting = await pendingSchedule(tx, kind, key);
    if (!waiting) return undefined;
    await settleSchedule(tx, waiting.id, "cancelled");
    await cancel(tx, PUBLISH_CONTENT, `schedule:${waiting.id}`);
    return waiting;
  }

  /** Copies the draft onto the published document and removes the draft. */
  async function publishDraft(
    tx: Executor,
    kind: EditableContentKind,
    key: string,
    rows: { live: DocumentRow; draft: DocumentRow | undefined },
    actor: AuditActor,
  ): Promise<Problem | null> {
    const { live, draft } = rows;
    if (!draft) return contentAdminProblems.noDraft();
    await writeLive(tx, kind, key, draft.data);
    await deleteDraft(tx, kind, key);
    await recordAudit(tx, actor, {
      resource: CONTENT_RESOURCE,
      resourceId: resourceId(kind, key),
      action: "publish",
      before: live.data as Record<string, unknown>,
      after: draft.data as Record<string, unknown>,
    });
    return null;
  }

  return {
    async list(staff) {
      const [rows, schedules, brands] = await Promise.all([
        allDocuments(db),
        pendingSchedules(db),
        brandsByCodeOf(db),
      ]);
      const codes = codesOf(brands, staff);
      const documents: ContentSummary[] = [];
      for (const live of rows.filter((row) => !row.preview)) {
        const kind = live.kind as EditableContentKind;
        if (!inContentScope(codes, kind, live.key)) continue;
        const draft = rows.find((row) => row.preview && row.kind === kind && row.key === live.key);
        documents.push({
          kind,
          key: live.key,
          label: contentLabel(kind, live.key, titleOf(live), brands.get(live.key)?.name),
          hasDraft: draft !== undefined,
          updatedAt: (draft ?? live).updatedAt.toISOString(),
          schedule: scheduleOf(schedules.find((row) => row.kind === kind && row.key === live.key)),
        });
      }
      const rank = (doc: ContentSummary) =>
        KIND_ORDER.indexOf(doc.kind) * 2 + (FIRST_KEYS.has(doc.key) ? 0 : 1);
      documents.sort((a, b) => rank(a) - rank(b) || a.label.localeCompare(b.label));
      return { documents };
    },

    async page(kind, key, staff) {
      if (!(await scoped(db, staff, kind, key))) return fail(adminProblems.outOfScope());
      return pageOf(kind, key);
    },

    saveDraft: (kind, key, data, staff) =>
      changing(kind, key, staff, async (tx, { live, draft }) => {
        await saveDraft(tx, kind, key, data);
        await recordAudit(tx, staff.actor, {
          resource: CONTENT_RESOURCE,
          resourceId: resourceId(kind, key),
          action: "save-draft",
          before: (draft ?? live).data as Record<string, unknown>,
          after: data as Record<string, unknown>,
        });
        return null;
      }),

    discardDraft: (kind, key, staff) =>
      changing(kind, key, staff, async (tx, { draft }) => {
        if (!draft) return contentAdminProblems.noDraft();
        await deleteDraft(tx, kind, key);
        const dropped = await dropSchedule(tx, kind, key);
        await recordAudit(tx, staff.actor, {
          resource: CONTENT_RESOURCE,
          resourceId: resourceId(kind, key),
          action: "discard-draft",
          before: { draft: true, publishAt: dropped?.publishAt.toISOString() ?? null },
          after: { draft: false, publishAt: null },
        });
        return null;
      }),

    publish: (kind, key, staff) =>
      changing(kind, key, staff, async (tx, rows) => {
        const problem = await publishDraft(tx, kind, key, rows, staff.actor);
        if (!problem) await dropSchedule(tx, kind, key);
        return problem;
      }),

    async schedule(kind, key, publishAt, staff) {
      const refusal = scheduleRefusal(publishAt, now());
      if (refusal) return fail(refusal);
      return changing(kind, key, staff, async (tx, { draft }) => {
        if (!draft) return contentAdminProblems.noDraft();
        const replaced = await dropSchedule(tx, kind, key);
        const { actor } = staff;
        const schedule = await insertSchedule(tx, {
          kind,
          key,
          publishAt,
          staffId: actor.staffId ?? 0,
          staffName: actor.name,
        });
        await enqueue(
          tx,
          PUBLISH_CONTENT,
          { scheduleId: schedule.id },
          {
            runAt: publishAt,
            key: `schedule:${schedule.id}`,
          },
        );
        await recordAudit(tx, actor, {
          resource: CONTENT_RESOURCE,
          resourceId: resourceId(kind, key),
          action: "schedule-publish",
          before: { publishAt: replaced?.publishAt.toISOString() ?? null },
          after: { publishAt: publishAt.toISOString() },
        });
        return null;
      });
    },

    cancelSchedule: (kind, key, staff) =>
      changing(kind, key, staff, async (tx) => {
        const dropped = await dropSchedule(tx, kind, key);
        if (!dropped) return contentAdminProblems.noSchedule();
        await recordAudit(tx, staff.actor, {
          resource: CONTENT_RESOURCE,
          resourceId: resourceId(kind, key),
          action: "cancel-scheduled-publish",
          before: { publishAt: dropped.publishAt.toISOString() },
          after: { publishAt: null },
        });
        return null;
      }),

    async runSchedule(scheduleId, correlationId) {
      await db.transaction(async (tx) => {
        const schedule = await lockedPendingSchedule(tx, scheduleId);
        if (!schedule) return;
        const kind = schedule.kind as EditableContentKind;
        const { live, draft } = await documentRows(tx, kind, schedule.key, true);
        const actor: AuditActor = {
          staffId: schedule.staffId,
          name: schedule.staffName,
          clientAddress: "",
          userAgent: "scheduled publish",
          correlationId,
        };
        const problem = live ? await publishDraft(tx, kind, schedule.key, { live, draft }, actor) : null;
        await settleSchedule(tx, schedule.id, live && !problem ? "published" : "cancelled");
      });
      await changes.sync();
    },
  };
}
