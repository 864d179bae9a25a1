import type { AppModule } from "../../platform/composition";
import { createRefundsAdmin } from "./refunds-admin";
import { createReturnMoves } from "./return-moves";
import { reversePickupReach } from "./return-pickup";
import { returnsRoutes } from "./returns.routes";
import { createReturnsService, type ReturnsService } from "./returns.service";
import { returnsAdminRoutes } from "./returns-admin.routes";
import { createReturnsReads } from "./returns-admin.service";
import { returnsPage } from "./returns-page";

declare module "../../platform/composition" {
  interface Services {
    returns: ReturnsService;
    /** Which of these pincodes a courier collects returns at (decision 49). */
    returnPickup: ReturnType<typeof reversePickupReach>;
  }
}

/**
 * Where couriers collect returns: given early, because the address book checks a return address
 * with it before the order modules that returns stand on exist.
 */
export const returnPickupModule = {
  name: "return-pickup",
  register: ({ db }) => ({ returnPickup: reversePickupReach(db) }),
} satisfies AppModule;

/**
 * Returns of delivered items (decision 49): the service, and its routes; the back office's returns
 * queue, the warehouse's moves, and the refunds and payouts with their retry (decision 60).
 */
export const returnsModule = {
  name: "returns",
  register({ app, db, config, siteOrigin }, { lifecycle, bankTransfer, outbox }) {
    const returns = createReturnsService({
      db,
      lifecycle,
      bankTransfer,
      selfShip: config.featureFlags.selfShipReturn,
      now: () => new Date(),
    });
    returnsRoutes(app, returns);
    returnsAdminRoutes(app, {
      reads: createReturnsReads(db),
      moves: createReturnMoves({ db, lifecycle, outbox, siteOrigin, now: () => new Date() }),
      refunds: createRefundsAdmin({ db, bankTransfer }),
    });
    return { returns };
  },
  pages: { returns: ({ returns }) => returnsPage(returns) },
} satisfies AppModule;
