import { z } from "zod";
import { boundedInt, boundedIntParam, idParam, text } from "../shared/primitives";

/** The audit log (decision 62): every back-office write, append-only. */

export const AUDIT = {
  pageSize: 50,
  /** The retention setting's bounds: the database refuses a shorter one. */
  minRetentionDays: 180,
  maxRetentionDays: 3_650,
} as const;

/** A changed field: its value before and after (secrets and bank numbers masked). */
export const auditChange = z.object({ from: z.unknown(), to: z.unknown() });

export const auditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.object({ id: z.number().int().nullable(), name: z.string() }),
  resource: z.string(),
  resourceId: z.string(),
  action: z.string(),
  changes: z.record(z.string(), auditChange),
  clientAddress: z.string(),
  userAgent: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

const instant = text(40).pipe(z.iso.datetime({ offset: true }).or(z.iso.date()));

export const auditQuery = z.object({
  actor: idParam.optional(),
  resource: text(40).optional(),
  resourceId: text(64).optional(),
  /** From this instant or date (included). */
  from: instant.optional(),
  /** Up to this instant or date (a date includes its whole day). */
  to: instant.optional(),
  /** The `next` of the page before. */
  after: text(64).optional(),
  limit: boundedIntParam(1, 200).default(AUDIT.pageSize),
});
export type AuditQuery = z.input<typeof auditQuery>;

export const auditPage = z.object({
  entries: z.array(auditEntry),
  /** Pass as `after` for the next page; null on the last. */
  next: z.string().nullable(),
});

export const auditSettings = z.object({
  retentionDays: z.number().int(),
});
export const auditSettingsBody = z.object({
  retentionDays: boundedInt(AUDIT.minRetentionDays, AUDIT.maxRetentionDays),
});
