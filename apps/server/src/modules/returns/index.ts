import type { Database } from "@odin/db";
import type { FastifyInstance } from "fastify";
import { returnsRoutes } from "./returns.routes";
import {
  createReturnsService,
  type ReturnLifecycle,
  type ReturnsBankTransfer,
  type ReturnsService,
} from "./returns.service";

export { reversePickupReach } from "./return-pickup";
export { type ReturnPayouts, refundForReturned } from "./return-refunds";
export { returnsPage } from "./returns-page";

/** Returns of delivered items (decision 49): the service, and its routes on `app`. */
export function registerReturns(
  app: FastifyInstance,
  deps: {
    db: Database;
    lifecycle: ReturnLifecycle;
    bankTransfer: ReturnsBankTransfer;
    /** The `selfShipReturn` feature flag. */
    config: { selfShip: boolean };
  },
): ReturnsService {
  const returns = createReturnsService({
    db: deps.db,
    lifecycle: deps.lifecycle,
    bankTransfer: deps.bankTransfer,
    selfShip: deps.config.selfShip,
    now: () => new Date(),
  });
  returnsRoutes(app, returns);
  return returns;
}
