import { type Database, type Executor, schema } from "@odin/db";
import { and, desc, eq, gte, lt, or, type SQL, sql } from "drizzle-orm";
import type { AuditCursor } from "./audit-rules";

/** The audit log's reads, its retention setting, and the one delete the database allows (decision 62). */

const { auditLog, auditSettings } = schema;

export interface AuditFilter {
  actorId?: number | undefined;
  resource?: string | undefined;
  resourceId?: string | undefined;
  from?: Date | undefined;
  until?: Date | undefined;
}

export type AuditRow = typeof auditLog.$inferSelect;

function whereOf(filter: AuditFilter, after: AuditCursor | undefined): SQL | undefined {
  return and(
    filter.actorId === undefined ? undefined : eq(auditLog.actorId, filter.actorId),
    filter.resource === undefined ? undefined : eq(auditLog.resource, filter.resource),
    filter.resourceId === undefined ? undefined : eq(auditLog.resourceId, filter.resourceId),
    filter.from === undefined ? undefined : gte(auditLog.at, filter.from),
    filter.until === undefined ? undefined : lt(auditLog.at, filter.until),
    after === undefined
      ? undefined
      : or(lt(auditLog.at, after.at), and(eq(auditLog.at, after.at), lt(auditLog.id, after.id))),
  );
}

/** Up to `limit` entries after the cursor, newest first. */
export function auditEntries(
  db: Executor,
  filter: AuditFilter,
  limit: number,
  after?: AuditCursor,
): Promise<AuditRow[]> {
  return db
    .select()
    .from(auditLog)
    .where(whereOf(filter, after))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit);
}

export async function retentionDays(db: Executor): Promise<number> {
  const [row] = await db.select().from(auditSettings).where(eq(auditSettings.id, 1));
  return row?.retentionDays ?? 730;
}

export async function setRetentionDays(db: Executor, days: number): Promise<void> {
  await db
    .insert(auditSettings)
    .values({ id: 1, retentionDays: days })
    .onConflictDoUpdate({ target: auditSettings.id, set: { retentionDays: days } });
}

/** Removes the entries older than the retention setting: the only delete the database allows. */
export async function deleteExpired(db: Database): Promise<number> {
  const removed = await db
    .delete(auditLog)
    .where(
      lt(
        auditLog.at,
        sql`now() - make_interval(days => (select ${auditSettings.retentionDays} from ${auditSettings} where ${auditSettings.id} = 1))`,
      ),
    )
    .returning({ id: auditLog.id });
  return removed.length;
}
