import type { Database } from "@odin/db";
import type { FastifyInstance } from "fastify";
import type { ClientReportsConfig } from "../../platform/config-client-reports";
import type { Outbox } from "../../platform/outbox";
import type { RateLimiters } from "../../platform/rate-limit";
import { clientReportsRoutes } from "./client-reports.routes";
import { createClientReportsService } from "./client-reports.service";
import { schedulePruning } from "./prune-reports-job";

/** What browsers report: analytics events and error reports, pruned daily (decision 39). */
export function registerClientReports(
  app: FastifyInstance,
  deps: { db: Database; outbox: Outbox; limits: RateLimiters; config: ClientReportsConfig },
): void {
  const reports = createClientReportsService(deps);
  clientReportsRoutes(app, reports);
  schedulePruning(app, deps.db, deps.config.retentionDays);
}
