import {
  type AnalyticsEventInput,
  type AnalyticsEventsBody,
  type ClientReportsProblem,
  type DeviceClass,
  type ErrorMailBody,
  fail,
  isWebVitalEvent,
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
import { insertMeasurements } from "./web-vitals.repo";

export interface ClientReportsDeps {
  db: Database;
  outbox: Outbox;
  limits: { eventBatchesPerAddress: Limiter; errorReportsPerAddress: Limiter };
  config: Pick<ClientReportsConfig, "errorMailTo">;
}

/** Who sent a batch of events: the tab, the client address, and where its web vitals count. */
export interface EventsOrigin extends ReportOrigin {
  clientSessionId: string;
  /** The device class the server derived; null for a browser that is not a shopper's (not stored). */
  webVitalsDevice: DeviceClass | null;
}

export interface ClientReportsService {
  /**
   * Stores a batch of analytics events of one tab (the `clientSessionId` header); its web vitals'
   * measurements go to their own table (decision 75).
   */
  recordEvents(
    batch: AnalyticsEventsBody,
    origin: EventsOrigin,
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
      const measurements = batch.events.filter(isWebVitalEvent);
      const events = batch.events.filter((event): event is AnalyticsEventInput => !isWebVitalEvent(event));
      // Two inserts, no transaction: a batch is never sent again, whatever the answer.
      const stored =
        (events.length > 0 ? await insertEvents(db, origin.clientSessionId, events) : 0) +
        (origin.webVitalsDevice ? await insertMeasurements(db, origin.webVitalsDevice, measurements) : 0);
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
