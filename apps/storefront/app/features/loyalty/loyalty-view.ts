import type { LoyaltyMoreInfo, LoyaltyPointsData } from "@odin/contracts";

/** The query parameter naming the brand whose more-info view is open: `/account?loyaltyBrand=<name>#loyalty`. */
export const LOYALTY_BRAND_PARAM = "loyaltyBrand";

/** A brand's more-info view: its programme, or why it could not be shown. */
export type MoreInfoView = { brandName: string } & ({ info: LoyaltyMoreInfo } | { problem: string });

/** My Loyalty as the page draws it: the table (with a brand's more-info view open), or the failure. */
export type LoyaltyView =
  | { kind: "points"; points: LoyaltyPointsData; moreInfo: MoreInfoView | null }
  | { kind: "error" };
