import type { Database } from "@odin/db";
import type { FastifyInstance } from "fastify";
import type { Outbox } from "../../platform/outbox";
import type { OrderLifecycle } from "../orders";
import { cancellationsRoutes } from "./cancellations.routes";
import { type CancellationsService, createCancellationsService } from "./cancellations.service";
import { createExchangeService, type ExchangeService } from "./exchange.service";

export { cancellationsPage } from "./cancellations-page";

/** Cancelling items before they ship, with their refunds, and the exchange mail: the services and their routes. */
export function registerCancellations(
  app: FastifyInstance,
  deps: {
    db: Database;
    lifecycle: Pick<OrderLifecycle, "move">;
    outbox: Pick<Outbox, "enqueue" | "kick">;
    config: { siteOrigin: string; supportEmail: string; exchange: boolean };
  },
): { cancellations: CancellationsService; exchange: ExchangeService } {
  const { db, outbox, config } = deps;
  const cancellations = createCancellationsService({
    db,
    lifecycle: deps.lifecycle,
    outbox,
    siteOrigin: config.siteOrigin,
    now: () => new Date(),
  });
  const exchange = createExchangeService({
    db,
    outbox,
    supportEmail: config.supportEmail,
    enabled: config.exchange,
  });
  cancellationsRoutes(app, cancellations, exchange);
  return { cancellations, exchange };
}
