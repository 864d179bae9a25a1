import { type AuditEntry, adminProblems, type auditQuery, fail, ok, type Result } from "@odin/contracts";
import type { Database } from "@odin/db";
import type { z } from "zod";
import { type AuditActor, recordAudit } from "../../platform/audit";
import * as repo from "./audit.repo";
import { type AuditCursor, decodeCursor, encodeCursor, fromInstant, untilInstant } from "./audit-rules";

type Query = z.output<typeof auditQuery>;

/** Reading the audit log, exporting it, and how long it is kept (decision 62). */
export interface AuditLog {
  page(query: Query): Promise<Result<{ entries: AuditEntry[]; next: string | null }, "notFound">>;
  /** Every matching entry, newest first, read a page at a time (the CSV export). */
  all(query: Query): AsyncGenerator<AuditEntry>;
  retention(): Promise<{ retentionDays: number }>;
  setRetention(days: number, actor: AuditActor): Promise<{ retentionDays: number }>;
}

export function entryOf(row: repo.AuditRow): AuditEntry {
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

function filterOf(query: Query): repo.AuditFilter {
  return {
    actorId: query.actor,
    resource: query.resource,
    resourceId: query.resourceId,
    from: query.from === undefined ? undefined : fromInstant(query.from),
    until: query.to === undefined ? undefined : untilInstant(query.to),
  };
}

export function createAuditLog(db: Database): AuditLog {
  return {
    async page(query) {
      let after: AuditCursor | undefined;
      if (query.after !== undefined) {
        after = decodeCursor(query.after);
        if (!after) return fail(adminProblems.notFound());
      }
      const rows = await repo.auditEntries(db, filterOf(query), query.limit + 1, after);
      const entries = rows.slice(0, query.limit);
      const last = entries.at(-1);
      const next = rows.length > query.limit && last ? encodeCursor({ at: last.at, id: last.id }) : null;
      return ok({ entries: entries.map(entryOf), next });
    },

    async *all(query) {
      const filter = filterOf(query);
      let after = query.after === undefined ? undefined : decodeCursor(query.after);
      for (;;) {
        const rows = await repo.auditEntries(db, filter, 1_000, after);
        for (const row of rows) yield entryOf(row);
        const last = rows.at(-1);
        if (rows.length < 1_000 || !last) return;
        after = { at: last.at, id: last.id };
      }
    },

    async retention() {
      return { retentionDays: await repo.retentionDays(db) };
    },

    async setRetention(retentionDays, actor) {
      await db.transaction(async (tx) => {
        const before = await repo.retentionDays(tx);
        await repo.setRetentionDays(tx, retentionDays);
        await recordAudit(tx, actor, {
          resource: "audit-settings",
          resourceId: 1,
          action: "update",
          before: { retentionDays: before },
          after: { retentionDays },
        });
      });
      return { retentionDays };
    },
  };
}
