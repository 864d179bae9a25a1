/** What the storefront's pages may ask of the loyalty services through the load context, and why they refuse. */
import type { Result } from "../result";
import type { LoyaltyMoreInfo, LoyaltyPointsData } from "./loyalty";
import type { LoyaltyProblem } from "./problems";

/**
 * My Loyalty (spec 3 §2 Loyalty): the signed-in shopper's points, through the same service as
 * `/api/loyalty/*`. Every call fails with `signInRequired` when nobody is signed in.
 */
export interface LoyaltyPageService {
  points(): Promise<Result<LoyaltyPointsData, LoyaltyProblem>>;
  /** The programme of the brand with this name (any case). */
  moreInfo(brandName: string): Promise<Result<LoyaltyMoreInfo, LoyaltyProblem>>;
}

/** This domain's part of the load context's services (storefront-services.ts). */
declare module "../storefront-services" {
  interface StorefrontServices {
    loyalty: LoyaltyPageService;
  }
}
