import type { AppModule } from "../../platform/composition";
import { auditRoutes } from "./audit.routes";
import { type AuditLog, createAuditLog } from "./audit-log";
import { scheduleAuditPruning } from "./audit-retention-job";

declare module "../../platform/composition" {
  interface Services {
    /** The audit log's reads: every back-office page shows its resource's history from it. */
    auditLog: AuditLog;
  }
}

/** The audit log (decision 62): read, exported and pruned; written only through platform/audit.ts. */
export const auditModule = {
  name: "audit",
  register({ app, db }) {
    const auditLog = createAuditLog(db);
    auditRoutes(app, auditLog);
    scheduleAuditPruning(app, db);
    return { auditLog };
  },
} satisfies AppModule;
