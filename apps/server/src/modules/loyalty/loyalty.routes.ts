import { routes, unwrap } from "@odin/contracts";
import type { FastifyInstance } from "fastify";
import { signedInUserId } from "../../platform/auth-guard";
import { serve } from "../../platform/serve";
import type { LoyaltyAccount } from "./loyalty-account";

const OWNER =
  "For the signed-in shopper (access token in the Authorization header or the cookie); a guest or an " +
  "expired token answers 401. Only the shopper's own points are ever read.";

/** The shopper's loyalty points (spec 3 §2 Loyalty, §7 loyaltyPointsData, loyaltyCards, moreInfo; decision 45). */
export function loyaltyRoutes(app: FastifyInstance, loyalty: LoyaltyAccount): void {
  serve(app, routes.loyaltyPoints, {
    tag: "loyalty",
    summary: "The loyalty table: per brand the shopper has points at, the points earned, value and balance",
    description:
      "`pointsEarned` counts every point earned at the brand less those taken back for returned items; " +
      "`loyaltyBalance` the points that can still pay (neither spent nor expired); `loyaltyValue` what " +
      `they pay, in paise. \`totals\` sums the rows. ${OWNER}`,
    handler: async (request) => loyalty.points(signedInUserId(request)),
  });

  serve(app, routes.loyaltyCards, {
    tag: "loyalty",
    summary: "The shopper's loyalty card at each brand they have points at: tier and points",
    description: `The tier is held by the points earned at the brand in the last 12 months. ${OWNER}`,
    handler: async (request) => loyalty.cards(signedInUserId(request)),
  });

  serve(app, routes.loyaltyMoreInfo, {
    tag: "loyalty",
    summary: "A brand's loyalty programme as it applies to the shopper",
    description:
      "`brandName` is the brand's name as the loyalty table shows it (any case, up to 100 characters). " +
      "Answers the shopper's tier, points and value at the brand, the tiers, and the earn, burn, " +
      "conversion, expiry, upgrade and downgrade rules in words. A brand unknown or without a programme " +
      `answers 404 "We could not find a loyalty programme for this brand.". ${OWNER}`,
    handler: async (request) =>
      unwrap(await loyalty.moreInfo(signedInUserId(request), request.query.brandName)),
  });
}
