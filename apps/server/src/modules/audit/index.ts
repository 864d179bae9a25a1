export { type AuditRow, auditEntries } from "./audit.repo";
export { type AuditLog, entryOf } from "./audit-log";
