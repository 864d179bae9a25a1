import { adminRoutes, unwrap } from "@odin/contracts";
import type { FastifyInstance } from "fastify";
import { auditActorOf } from "../../platform/audit";
import { sendCsv } from "../../platform/csv-download";
import { serve } from "../../platform/serve";
import type { AuditLog } from "./audit-log";

const TAG = "admin";

/** The CSV export's columns, in order. */
const COLUMNS = [
  "at",
  "actor",
  "actorId",
  "resource",
  "resourceId",
  "action",
  "changes",
  "clientAddress",
  "userAgent",
];

/** The audit log's routes (decision 62): a page of entries, the CSV export, the retention setting. */
export function auditRoutes(app: FastifyInstance, log: AuditLog): void {
  serve(app, adminRoutes.auditLog, {
    tag: TAG,
    summary: "A page of the audit log, newest first, filtered by actor, resource, id and time",
    description: "Keyset pages: pass the answer's `next` as `after`. A date filter is a whole day in India.",
    async handler(request) {
      return unwrap(await log.page(request.query));
    },
  });

  serve(app, adminRoutes.auditExport, {
    tag: TAG,
    summary: "The audit log's matching entries as CSV (UTF-8 with a byte-order mark)",
    description:
      "Cells a spreadsheet would run as a formula (=, +, -, @) are written with a leading apostrophe.",
    async handler(request, reply) {
      async function* rows() {
        for await (const entry of log.all(request.query)) {
          yield [
            entry.at,
            entry.actor.name,
            entry.actor.id ?? "",
            entry.resource,
            entry.resourceId,
            entry.action,
            JSON.stringify(entry.changes),
            entry.clientAddress,
            entry.userAgent,
          ];
        }
      }
      return sendCsv(reply, "audit-log.csv", COLUMNS, rows());
    },
  });

  serve(app, adminRoutes.auditSettings, {
    tag: TAG,
    summary: "How long the audit log keeps its entries",
    async handler() {
      return log.retention();
    },
  });

  serve(app, adminRoutes.auditSettingsUpdate, {
    tag: TAG,
    summary: "Sets how long the audit log keeps its entries (180 to 3,650 days)",
    description: "The change is itself an entry of the log. The database refuses a shorter retention.",
    async handler(request) {
      return log.setRetention(request.body.retentionDays, auditActorOf(request));
    },
  });
}
