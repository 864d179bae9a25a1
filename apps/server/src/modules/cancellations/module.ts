import type { AppModule } from "../../platform/composition";
import { cancellationsRoutes } from "./cancellations.routes";
import { type CancellationsService, createCancellationsService } from "./cancellations.service";
import { cancellationsPage } from "./cancellations-page";
import { createExchangeService, type ExchangeService } from "./exchange.service";

declare module "../../platform/composition" {
  interface Services {
    cancellations: CancellationsService;
    exchange: ExchangeService;
  }
}

/** Cancelling items before they ship, with their refunds, and the exchange mail: the services and their routes. */
export const cancellationsModule = {
  name: "cancellations",
  register({ app, db, config, siteOrigin }, { lifecycle, outbox }) {
    const cancellations = createCancellationsService({
      db,
      lifecycle,
      outbox,
      siteOrigin,
      now: () => new Date(),
    });
    const exchange = createExchangeService({
      db,
      outbox,
      supportEmail: config.support.supportEmail,
      enabled: config.featureFlags.exchange,
    });
    cancellationsRoutes(app, cancellations, exchange);
    return { cancellations, exchange };
  },
  pages: {
    cancellations: ({ cancellations, exchange }) => cancellationsPage(cancellations, exchange),
  },
} satisfies AppModule;
