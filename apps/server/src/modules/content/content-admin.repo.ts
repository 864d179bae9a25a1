import type { EditableContentKind } from "@odin/contracts";
import { type Executor, schema } from "@odin/db";
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";

/**
 * The Content area's queries (decision 71). Staff edit the documents for every platform ("all"):
 * the published one (`preview` false) and its draft (`preview` true).
 */

const { contentDocuments, contentSchedules, brands, pageRoutes } = schema;

export type DocumentRow = typeof contentDocuments.$inferSelect;
export type ScheduleRow = typeof contentSchedules.$inferSelect;

const EDITABLE: EditableContentKind[] = ["master_template", "navigation", "static_page"];

const ofDocument = (kind: EditableContentKind, key: string) =>
  and(eq(contentDocuments.kind, kind), eq(contentDocuments.key, key), eq(contentDocuments.platform, "all"));

/** Every editable document and draft, in the list's order. */
export function allDocuments(db: Executor): Promise<DocumentRow[]> {
  return db
    .select()
    .from(contentDocuments)
    .where(and(inArray(contentDocuments.kind, EDITABLE), eq(contentDocuments.platform, "all")))
    .orderBy(asc(contentDocuments.kind), asc(contentDocuments.key));
}

/** A document's published row and draft; with `lock`, both are locked until the transaction ends. */
export async function documentRows(
  db: Executor,
  kind: EditableContentKind,
  key: string,
  lock = false,
): Promise<{ live: DocumentRow | undefined; draft: DocumentRow | undefined }> {
  const query = db.select().from(contentDocuments).where(ofDocument(kind, key));
  const rows = lock ? await query.for("update") : await query;
  return { live: rows.find((row) => !row.preview), draft: rows.find((row) => row.preview) };
}

export async function saveDraft(tx: Executor, kind: EditableContentKind, key: string, data: unknown) {
  await tx
    .insert(contentDocuments)
    .values({ kind, key, platform: "all", preview: true, data })
    .onConflictDoUpdate({
      target: [
        contentDocuments.kind,
        contentDocuments.key,
        contentDocuments.platform,
        contentDocuments.preview,
      ],
      set: { data, updatedAt: sql`now()` },
    });
}

export async function deleteDraft(tx: Executor, kind: EditableContentKind, key: string) {
  await tx.delete(contentDocuments).where(and(ofDocument(kind, key), eq(contentDocuments.preview, true)));
}

/** Writes the published document (its trigger records the change every instance follows). */
export async function writeLive(tx: Executor, kind: EditableContentKind, key: string, data: unknown) {
  await tx
    .update(contentDocuments)
    .set({ data, updatedAt: sql`now()` })
    .where(and(ofDocument(kind, key), eq(contentDocuments.preview, false)));
}

export function pendingSchedules(db: Executor): Promise<ScheduleRow[]> {
  return db.select().from(contentSchedules).where(eq(contentSchedules.state, "pending"));
}

export async function pendingSchedule(
  db: Executor,
  kind: EditableContentKind,
  key: string,
): Promise<ScheduleRow | undefined> {
  const [row] = await db
    .select()
    .from(contentSchedules)
    .where(
      and(
        eq(contentSchedules.kind, kind),
        eq(contentSchedules.key, key),
        eq(contentSchedules.state, "pending"),
      ),
    );
  return row;
}

/** A waiting schedule by id, locked; none once it was published or cancelled. */
export async function lockedPendingSchedule(tx: Executor, id: number): Promise<ScheduleRow | undefined> {
  const [row] = await tx
    .select()
    .from(contentSchedules)
    .where(and(eq(contentSchedules.id, id), eq(contentSchedules.state, "pending")))
    .for("update");
  return row;
}

export async function insertSchedule(
  tx: Executor,
  values: Pick<ScheduleRow, "kind" | "key" | "publishAt" | "staffId" | "staffName">,
): Promise<ScheduleRow> {
  const [row] = await tx.insert(contentSchedules).values(values).returning();
  if (!row) throw new Error("the schedule was not written");
  return row;
}

export async function settleSchedule(tx: Executor, id: number, state: "published" | "cancelled") {
  await tx.update(contentSchedules).set({ state }).where(eq(contentSchedules.id, id));
}

/** Brands by code, for labels, sub-site paths and scope. */
export function brandsByCode(db: Executor) {
  return db.select({ id: brands.id, code: brands.code, name: brands.name }).from(brands);
}

/** The paths whose page shows a master template (a brand's sub-site, a guide): not collections. */
export async function templatePaths(db: Executor, key: string): Promise<string[]> {
  const rows = await db
    .select({ path: pageRoutes.path })
    .from(pageRoutes)
    .where(and(eq(pageRoutes.reference, key), ne(pageRoutes.type, "Collection")))
    .orderBy(asc(pageRoutes.path));
  return rows.map((row) => row.path);
}
