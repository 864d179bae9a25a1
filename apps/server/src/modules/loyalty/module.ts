import type { AppModule } from "../../platform/composition";
import { loyaltyRoutes } from "./loyalty.routes";
import { createLoyaltyService, type LoyaltyService } from "./loyalty.service";
import { loyaltyPage } from "./loyalty-page";

declare module "../../platform/composition" {
  interface Services {
    loyalty: LoyaltyService;
  }
}

/**
 * The loyalty points ledger (decisions 32 and 45): the service through which orders redeem, give
 * back, earn and take back points, and the shopper's `/api/loyalty/*` calls.
 */
export const loyaltyModule = {
  name: "loyalty",
  register({ app, db, config }) {
    const loyalty = createLoyaltyService({ db, config: config.loyalty });
    loyaltyRoutes(app, loyalty);
    return { loyalty };
  },
  pages: { loyalty: ({ loyalty }) => loyaltyPage(loyalty) },
} satisfies AppModule;
