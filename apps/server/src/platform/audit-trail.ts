import type { AuditEntry } from "@odin/contracts";
import { type Executor, schema } from "@odin/db";
import { and, asc, desc, eq, inArray, or, type SQL } from "drizzle-orm";

/**
 * Reading the audit log back for one record's page (decision 65): the entries of some resources by
 * their ids, oldest first, as the log's readers show them. The index on (resource, resource_id, at)
 * serves it.
 */

/** A resource and the ids of it whose entries are wanted ("order-item", ["12", "13"]). */
export interface AuditSubject {
  resource: string;
  ids: readonly string[];
}

const { auditLog } = schema;

export function auditEntryOf(row: typeof auditLog.$inferSelect): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: { id: row.actorId, name: row.actorName },
    resource: row.resource,
    resourceId: row.resourceId,
    action: row.action,
    changes: row.changes,
    clientAddress: row.clientAddress,
    userAgent: row.userAgent,
  };
}

/** With `newest`, only that many of the latest entries (still oldest first): a record changed often. */
export async function auditTrailOf(
  db: Executor,
  subjects: readonly AuditSubject[],
  newest?: number,
): Promise<AuditEntry[]> {
  const conditions = subjects
    .filter((subject) => subject.ids.length > 0)
    .map((subject) =>
      and(eq(auditLog.resource, subject.resource), inArray(auditLog.resourceId, [...subject.ids])),
    )
    .filter((condition): condition is SQL => condition !== undefined);
  if (conditions.length === 0) return [];
  const query = db
    .select()
    .from(auditLog)
    .where(or(...conditions));
  if (newest === undefined)
    return (await query.orderBy(asc(auditLog.at), asc(auditLog.id))).map(auditEntryOf);
  const latest = await query.orderBy(desc(auditLog.at), desc(auditLog.id)).limit(newest);
  return latest.reverse().map(auditEntryOf);
}
