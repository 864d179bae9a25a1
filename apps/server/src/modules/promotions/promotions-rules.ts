import type { PromotionStatus } from "@odin/contracts";

/**
 * The back office's rules of a promotion (decision 70): where it stands, and whether a staff member's
 * brands cover it. Pure, with tests beside them; the repo's status filter says the same in SQL.
 */

export interface PromotionDates {
  validFrom: Date | null;
  validUntil: Date | null;
  pausedAt: Date | null;
  endedAt: Date | null;
}

/**
 * Ended (by staff, or past its end) before paused, paused before scheduled: a paused promotion that has
 * not started yet still needs resuming.
 */
export function promotionStatusOf(promotion: PromotionDates, now: Date): PromotionStatus {
  if (promotion.endedAt || (promotion.validUntil && promotion.validUntil < now)) return "ended";
  if (promotion.pausedAt) return "paused";
  if (promotion.validFrom && promotion.validFrom > now) return "scheduled";
  return "active";
}

/**
 * Whether a staff member limited to `staffBrands` (null: every brand) may see and change a promotion
 * covering `brands`: every one of them must be theirs. A promotion whose styles were chosen otherwise
 * (null, the seed's rules) is for staff of every brand only.
 */
export function coversOnlyBrandsOf(
  staffBrands: readonly number[] | null,
  brands: readonly number[] | null,
): boolean {
  if (staffBrands === null) return true;
  return brands?.every((brand) => staffBrands.includes(brand)) ?? false;
}
