import type { AppModule } from "../../platform/composition";
import { alertsRoutes } from "./alerts.routes";
import { type AlertsService, createAlertsService } from "./alerts.service";
import { registerAlertJobs } from "./alerts-jobs";
import { alertsPage } from "./alerts-page";
import { createUnsubscribeTokens } from "./unsubscribe-tokens";

declare module "../../platform/composition" {
  interface Services {
    alerts: AlertsService;
  }
}

/** Back-in-stock and price-drop alerts (decision 67): the service, its routes, page and jobs. */
export const alertsModule = {
  name: "alerts",
  register({ app, db, config, limits, siteOrigin }, { outbox }) {
    const tokens = createUnsubscribeTokens(config.sessionSecret);
    const alerts = createAlertsService({ db, outbox, limits, tokens, siteOrigin });
    alertsRoutes(app, alerts);
    registerAlertJobs(app, alerts);
    return { alerts };
  },
  pages: { alerts: ({ alerts }) => alertsPage(alerts) },
} satisfies AppModule;
