import {
  FILTER_KEYS,
  formatMessage,
  LABELS,
  PRICE_RANGES,
  priceRangeName,
  type SelectedFilter,
} from "@odin/contracts";
import type { CatalogIndex } from "./catalog-index";
import type { DeliveryContext } from "./evaluate";
import { DELIVERY_NAMES } from "./filter-groups";
import type { ListingFilters } from "./listing-query";

/** The applied filters as chips, in the order of the filter keys of spec 2 §3. */
export function selectedFilters(
  index: CatalogIndex,
  user: ListingFilters,
  delivery: DeliveryContext | undefined,
): SelectedFilter[] {
  const chips: SelectedFilter[] = [];
  const add = (key: string, value: string, displayName: string) => chips.push({ key, value, displayName });
  for (const value of user.colours) {
    const i = index.colours.indexOf(value);
    add(FILTER_KEYS.colour, value, i === undefined ? value : (index.colours.names[i] as string));
  }
  for (const i of user.priceRanges) {
    const range = PRICE_RANGES[i] as { min: number; max: number };
    add(FILTER_KEYS.price, `${range.min}-${range.max}`, priceRangeName(range));
  }
  if (user.customPrice) {
    const { min, max } = user.customPrice;
    add(FILTER_KEYS.customPrice, `${min}-${max}`, priceRangeName({ min: Math.max(min, 1), max }));
  }
  for (const value of user.occasions) {
    const i = index.occasions.indexOf(value);
    add(FILTER_KEYS.occasion, value, i === undefined ? value : (index.occasions.names[i] as string));
  }
  for (const code of user.brands) {
    const i = index.brandByCode.get(code);
    add(FILTER_KEYS.brand, code, i === undefined ? code : (index.brands[i]?.name ?? code));
  }
  for (const code of user.promotions) {
    const promotion = index.promotions.find((candidate) => candidate.code.toUpperCase() === code);
    add(FILTER_KEYS.promotion, code, promotion?.displayDiscount ?? code);
  }
  if (user.rating !== null)
    add(FILTER_KEYS.rating, String(user.rating), formatMessage.ratingAndAbove(user.rating));
  if (delivery && user.delivery) add(FILTER_KEYS.delivery, user.delivery, DELIVERY_NAMES[user.delivery]);
  if (delivery && user.store) {
    const store = delivery.nearbyStores.find((candidate) => candidate.code === user.store);
    if (store) add(FILTER_KEYS.store, store.code, store.name);
  }
  if (user.newArrivals) add(FILTER_KEYS.newArrivals, "", LABELS.listing.newArrivals);
  if (user.onSale) add(FILTER_KEYS.onSale, "", LABELS.listing.onSale);
  return chips;
}
