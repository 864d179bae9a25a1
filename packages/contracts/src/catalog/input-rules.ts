import { PINCODE } from "../delivery/constants";
import { formatMessage, MESSAGES } from "../messages";
import { PATTERNS } from "../shared/patterns";
import { PRICE_FILTER } from "./constants";

/**
 * The validation rules of shopper input while browsing (spec 2 §5) as plain functions: the message of
 * the first broken rule, or undefined. Forms in the browser call them directly; the zod schemas the
 * server validates with (`pincodeInput`, `customPriceRange`, `brandSearchInput`) are built on them, so
 * a rule lives once and zod stays out of the pages' JavaScript (docs/decisions/0013).
 *
 * The pincode box's rule sits here with the other two, not in delivery/: the storefront's shell
 * already loads this module (the listing address rules use the custom price rule), so a rule of its
 * own would cost the product and listing pages an extra chunk on first load.
 */

/** Pincode box: not empty, digits only, exactly 6 digits. */
export function pincodeProblem(value: string): string | undefined {
  const pincode = value.trim();
  if (pincode === "") return MESSAGES.pincode.enterPincode;
  if (!/^\d+$/.test(pincode)) return MESSAGES.pincode.onlyDigits;
  if (pincode.length !== PINCODE.digits) return formatMessage.pincodeDigits(PINCODE.digits);
  return undefined;
}

/** Custom price range in whole rupees: both given, digits only, no leading 0, at most ₹10 lakh, max above min. */
export function customPriceProblem(min: string, max: string): string | undefined {
  const low = min.trim();
  const high = max.trim();
  if (low === "" || high === "") return MESSAGES.priceFilter.bothRequired;
  if (!/^\d+$/.test(low) || !/^\d+$/.test(high)) return MESSAGES.priceFilter.numbersOnly;
  if (low.startsWith("0") || high.startsWith("0")) return MESSAGES.priceFilter.cannotStartWithZero;
  if (Number(low) > PRICE_FILTER.maxRupees || Number(high) > PRICE_FILTER.maxRupees) {
    return MESSAGES.priceFilter.belowLimit;
  }
  if (Number(high) <= Number(low)) return MESSAGES.priceFilter.maxGreaterThanMin;
  return undefined;
}

/** Brand directory search: not empty, then letters, digits and spaces only. */
export function brandSearchProblem(value: string): string | undefined {
  const search = value.trim();
  if (search === "") return MESSAGES.brandsList.enterSomething;
  if (!PATTERNS.brandSearch.test(search)) return MESSAGES.brandsList.invalidBrand;
  return undefined;
}
