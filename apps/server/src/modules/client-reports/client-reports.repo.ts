import type { AnalyticsEventInput, ErrorMailBody } from "@odin/contracts";
import { type Database, type Executor, schema } from "@odin/db";
import { lt, sql } from "drizzle-orm";

/** Who sent a report: the tab's session id (when the header came) and the client address. */
export interface ReportOrigin {
  clientSessionId: string | null;
  clientAddress: string;
}

/** One insert for the whole batch, each event dated by the database clock less its age. */
export async function insertEvents(
  db: Database,
  clientSessionId: string,
  events: readonly AnalyticsEventInput[],
): Promise<number> {
  const rows = events.map((event) => ({
    name: event.name,
    clientSessionId,
    path: event.path,
    fields: event.fields ?? null,
    occurredAt: sql`now() - make_interval(secs => ${event.ageMs / 1000})`,
  }));
  const written = await db
    .insert(schema.analyticsEvents)
    .values(rows)
    .returning({ id: schema.analyticsEvents.id });
  return written.length;
}

export async function insertErrorReport(
  tx: Executor,
  report: ErrorMailBody,
  origin: ReportOrigin,
): Promise<{ id: number; receivedAt: Date }> {
  const { errorInfo } = report;
  const [row] = await tx
    .insert(schema.clientErrorReports)
    .values({
      type: errorInfo.type,
      statusCode: report.statusCode,
      method: errorInfo.method,
      path: errorInfo.path,
      correlationId: errorInfo.correlationId,
      durationMs: errorInfo.durationMs,
      code: errorInfo.code ?? null,
      detail: errorInfo.detail ?? null,
      clientSessionId: origin.clientSessionId,
      clientAddress: origin.clientAddress,
    })
    .returning({ id: schema.clientErrorReports.id, receivedAt: schema.clientErrorReports.receivedAt });
  if (!row) throw new Error("the error report was not written");
  return row;
}

/** Deletes the events and error reports received before `cutoff`. */
export async function deleteReportsBefore(db: Database, cutoff: Date): Promise<void> {
  await db.delete(schema.analyticsEvents).where(lt(schema.analyticsEvents.receivedAt, cutoff));
  await db.delete(schema.clientErrorReports).where(lt(schema.clientErrorReports.receivedAt, cutoff));
}
