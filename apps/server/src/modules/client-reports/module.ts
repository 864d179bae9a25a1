import type { AppModule } from "../../platform/composition";
import { clientReportsRoutes } from "./client-reports.routes";
import { createClientReportsService } from "./client-reports.service";
import { schedulePruning } from "./prune-reports-job";

/** What browsers report: analytics events and error reports, pruned daily (decision 39). */
export const clientReportsModule = {
  name: "client-reports",
  register({ app, db, config, limits }, { outbox }) {
    const reports = createClientReportsService({ db, outbox, limits, config: config.clientReports });
    clientReportsRoutes(app, reports);
    schedulePruning(app, db, config.clientReports.retentionDays);
  },
} satisfies AppModule;
