import {
  type AnalyticsEventsBody,
  type ClientReportsProblem,
  type ErrorMailBody,
  fail,
  ok,
  clientReportsProblems as problems,
  type Result,
} from "@odin/contracts";
import type { Database } from "@odin/db";
import type { FastifyBaseLogger } from "fastify";
import type { ClientReportsConfig } from "../../platform/config-client-reports";
import type { Outbox } from "../../platform/outbox";
import type { Limiter } from "../../platform/rate-limit";
import { insertErrorReport, insertEvents, type ReportOrigin } from "./client-reports.repo";
import { errorReportMail } from "./error-report-mail";

export interface ClientReportsDeps {
  db: Database;
  outbox: Outbox;
  limits: { eventBatchesPerAddress: Limiter; errorReportsPerAddress: Limiter };
  config: Pick<ClientReportsConfig, "errorMailTo">;
}

export interface ClientReportsService {
  /** Stores a batch of analytics events of one tab (the `clientSessionId` header). */
  recordEvents(
    batch: AnalyticsEventsBody,
    origin: ReportOrigin & { clientSessionId: string },
  ): Promise<Result<{ stored: number }, ClientReportsProblem>>;
  /** Records an error report, logs it, and mails it to the operator when that is switched on. */
  recordError(
    report: ErrorMailBody,
    origin: ReportOrigin,
    log: FastifyBaseLogger,
  ): Promise<Result<{ received: true }, ClientReportsProblem>>;
}

/** Analytics events and client error reports, each counted per client address (decision 39). */
export function createClientReportsService({
  db,
  outbox,
  limits,
  config,
}: ClientReportsDeps): ClientReportsService {
  async function overLimit(limiter: Limiter, address: string): Promise<boolean> {
    return (await limiter.hit(address)) > limiter.points;
  }

  return {
    async recordEvents(batch, origin) {
      if (await overLimit(limits.eventBatchesPerAddress, origin.clientAddress))
        return fail(problems.tooManyReports());
      const stored = await insertEvents(db, origin.clientSessionId, batch.events);
      return ok({ stored });
    },

    async recordError(report, origin, log) {
      if (await overLimit(limits.errorReportsPerAddress, origin.clientAddress))
        return fail(problems.tooManyReports());
      log.warn(
        { clientReport: { statusCode: report.statusCode, ...report.errorInfo } },
        "client reported an API call",
      );
      const mailTo = config.errorMailTo;
      await db.transaction(async (tx) => {
        const recorded = await insertErrorReport(tx, report, origin);
        if (mailTo) await outbox.enqueue(tx, errorReportMail(mailTo, recorded, report));
      });
      if (mailTo) outbox.kick();
      return ok({ received: true as const });
    },
  };
}
