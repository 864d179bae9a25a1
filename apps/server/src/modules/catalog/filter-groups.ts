import {
  DELIVERY_FILTER_VALUES,
  type FilterGroup,
  type FilterItem,
  formatMessage,
  LABELS,
  PRICE_RANGES,
  priceRangeName,
  RATING_FILTER_VALUES,
} from "@odin/contracts";
import type { CatalogIndex } from "./catalog-index";
import type { Counts, DeliveryContext } from "./evaluate";
import type { ListingFilters } from "./listing-query";

const NAMES = LABELS.listing.filterNames;
/** Names of the delivery-time filter values: the product page's delivery option labels. */
export const DELIVERY_NAMES = {
  "same-day": LABELS.deliveryOptions.sameDay,
  "next-day": LABELS.deliveryOptions.nextDay,
  standard: LABELS.deliveryOptions.standard,
} as const;

function group(
  filterType: FilterGroup["filterType"],
  selection: FilterGroup["selection"],
  list: FilterItem[],
): FilterGroup | null {
  if (list.length === 0) return null;
  return {
    filterType,
    displayName: NAMES[filterType],
    selection,
    list,
    selectedCount: list.filter((item) => item.selected).length,
  };
}

/** Values shown: those with matches, and the selected ones even without (so they can be undone). */
const shown = (item: FilterItem) => item.count > 0 || item.selected;
const byCount = (a: FilterItem, b: FilterItem) =>
  b.count - a.count || a.displayName.localeCompare(b.displayName);
const byName = (a: FilterItem, b: FilterItem) => a.displayName.localeCompare(b.displayName);

function vocabularyItems(
  names: readonly string[],
  counts: Int32Array,
  selected: readonly string[],
  codes?: readonly string[],
): FilterItem[] {
  const chosen = new Set(selected.map((value) => value.toLowerCase()));
  return names
    .map((name, i) => ({
      displayName: name,
      value: name,
      count: counts[i] ?? 0,
      selected: chosen.has(name.toLowerCase()),
      ...(codes?.[i] ? { colorCode: codes[i] } : {}),
    }))
    .filter(shown);
}

/**
 * The facet groups of a listing (spec 2 §3 "filters.filterBy"): brand, colour, price, occasion,
 * offers and rating, each with counts; a group the page's scope already fixes is left out.
 */
export function facetGroups(
  index: CatalogIndex,
  counts: Counts,
  user: ListingFilters,
  scope: ListingFilters,
): FilterGroup[] {
  const chosenBrands = new Set(user.brands);
  const brands = index.brands
    .map((brand, i) => ({
      displayName: brand.name,
      value: brand.code,
      count: counts.brand[i] ?? 0,
      selected: chosenBrands.has(brand.code.toLowerCase()),
    }))
    .filter(shown)
    .sort(byName);
  const prices = PRICE_RANGES.map((range, i) => ({
    displayName: priceRangeName(range),
    value: `${range.min}-${range.max}`,
    min: range.min,
    max: range.max,
    count: counts.price[i] ?? 0,
    selected: user.priceRanges.includes(i),
  })).filter(shown);
  const chosenPromotions = new Set(user.promotions);
  const promotions = index.promotions
    .map((promotion) => {
      const bit = index.promotionByCode.get(promotion.code.toUpperCase()) ?? 31;
      return {
        displayName: promotion.displayDiscount,
        value: promotion.code,
        count: counts.promotion[bit] ?? 0,
        selected: chosenPromotions.has(promotion.code.toUpperCase()),
      };
    })
    .filter(shown)
    .sort(byCount);
  let atLeast = 0;
  const ratingAtLeast = new Map<number, number>();
  for (let floor = 5; floor >= 1; floor--) {
    atLeast += counts.ratingFloor[floor] ?? 0;
    ratingAtLeast.set(floor, atLeast);
  }
  const ratings = RATING_FILTER_VALUES.map((value) => ({
    displayName: formatMessage.ratingAndAbove(value),
    value: String(value),
    count: ratingAtLeast.get(value) ?? 0,
    selected: user.rating === value,
  })).filter(shown);
  return [
    scope.brands.length > 0 ? null : group("f-br", "multi", brands),
    group(
      "f-co",
      "multi",
      vocabularyItems(index.colours.names, counts.colour, user.colours, index.colours.codes).sort(byCount),
    ),
    group("f-pr", "multi", prices),
    scope.occasions.length > 0
      ? null
      : group(
          "f-oc",
          "multi",
          vocabularyItems(index.occasions.names, counts.occasion, user.occasions).sort(byCount),
        ),
    group("f-pro", "multi", promotions),
    group("r", "single", ratings),
  ].filter((entry): entry is FilterGroup => entry !== null);
}

/** The delivery-time and nearby-store groups for the shopper's pincode (the omni call). */
export function omniGroups(counts: Counts, user: ListingFilters, delivery: DeliveryContext): FilterGroup[] {
  const modes = DELIVERY_FILTER_VALUES.map((value, i) => ({
    displayName: DELIVERY_NAMES[value],
    value,
    count: counts.delivery[i] ?? 0,
    selected: user.delivery === value,
  })).filter(shown);
  const stores = delivery.nearbyStores
    .map((store) => ({
      displayName: `${store.name} (${store.distance} km)`,
      value: store.code,
      count: counts.store.get(store.id) ?? 0,
      selected: user.store === store.code,
    }))
    .filter(shown);
  return [group("p-dl", "single", modes), group("p-st", "single", stores)].filter(
    (entry): entry is FilterGroup => entry !== null,
  );
}
