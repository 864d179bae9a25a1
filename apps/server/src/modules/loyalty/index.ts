export {
  type AdjustedPoints,
  type BrandLedger,
  createLoyaltyService,
  type LoyaltyService,
  type PointsAdjustment,
} from "./loyalty.service";
export type { LoyaltyEarning } from "./loyalty-earning";
export { giveBack, redeemedByBrand } from "./loyalty-give-back";
