import type { AppModule } from "../../platform/composition";
import { clientReportsRoutes } from "./client-reports.routes";
import { createClientReportsService } from "./client-reports.service";
import { schedulePruning } from "./prune-reports-job";
import { webVitalsOps } from "./web-vitals.ops";
import { webVitalsRoutes } from "./web-vitals.routes";
import { createWebVitalsReport } from "./web-vitals.service";

/**
 * What browsers report: analytics events and error reports, pruned daily (decision 39), and the
 * field measurements of Core Web Vitals with their summary for the back office (decision 75).
 */
export const clientReportsModule = {
  name: "client-reports",
  register({ app, db, reads, config, limits }, { outbox }) {
    const reports = createClientReportsService({ db, outbox, limits, config: config.clientReports });
    clientReportsRoutes(app, reports);
    webVitalsRoutes(app, createWebVitalsReport(reads));
    schedulePruning(app, db, config.clientReports.retentionDays);
  },
  ops: webVitalsOps,
} satisfies AppModule;
