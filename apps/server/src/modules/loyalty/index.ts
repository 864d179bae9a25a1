import type { Database } from "@odin/db";
import type { FastifyInstance } from "fastify";
import type { LoyaltyConfig } from "../../platform/config-loyalty";
import { createLoyaltyService, type LoyaltyService } from "./loyalty.service";

/**
 * The loyalty points ledger (decision 32): the service through which orders redeem, give back and
 * earn points. The module serves no API call of its own yet (`/api/loyalty/…` of API.md).
 */
export function registerLoyalty(
  _app: FastifyInstance,
  deps: { db: Database; config: LoyaltyConfig },
): LoyaltyService {
  return createLoyaltyService(deps);
}
