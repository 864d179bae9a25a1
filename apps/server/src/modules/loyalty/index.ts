export { createLoyaltyService, type LoyaltyService } from "./loyalty.service";
export type { LoyaltyEarning } from "./loyalty-earning";
export { giveBack, redeemedByBrand } from "./loyalty-give-back";
