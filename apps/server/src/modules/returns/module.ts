import type { AppModule } from "../../platform/composition";
import { reversePickupReach } from "./return-pickup";
import { returnsRoutes } from "./returns.routes";
import { createReturnsService, type ReturnsService } from "./returns.service";
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

/** Returns of delivered items (decision 49): the service, and its routes. */
export const returnsModule = {
  name: "returns",
  register({ app, db, config }, { lifecycle, bankTransfer }) {
    const returns = createReturnsService({
      db,
      lifecycle,
      bankTransfer,
      selfShip: config.featureFlags.selfShipReturn,
      now: () => new Date(),
    });
    returnsRoutes(app, returns);
    return { returns };
  },
  pages: { returns: ({ returns }) => returnsPage(returns) },
} satisfies AppModule;
