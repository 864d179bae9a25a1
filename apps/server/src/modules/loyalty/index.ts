import type { Database } from "@odin/db";
import type { FastifyInstance } from "fastify";
import type { LoyaltyConfig } from "../../platform/config-loyalty";
import { loyaltyRoutes } from "./loyalty.routes";
import { createLoyaltyService, type LoyaltyService } from "./loyalty.service";

export { createLoyaltyService, type LoyaltyService } from "./loyalty.service";
export type { LoyaltyEarning } from "./loyalty-earning";
export { giveBack, redeemedByBrand } from "./loyalty-give-back";
export { loyaltyPage } from "./loyalty-page";

/**
 * The loyalty points ledger (decisions 32 and 45): the service through which orders redeem, give
 * back, earn and take back points, and the shopper's `/api/loyalty/*` calls on `app`.
 */
export function registerLoyalty(
  app: FastifyInstance,
  deps: { db: Database; config: LoyaltyConfig },
): LoyaltyService {
  const loyalty = createLoyaltyService(deps);
  loyaltyRoutes(app, loyalty);
  return loyalty;
}
