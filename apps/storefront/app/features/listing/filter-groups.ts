import { FILTER_KEYS, type FilterGroup, LISTING } from "@odin/contracts";
import { hasShownItems } from "./facet-list";
import { isOmniGroup } from "./use-omni-filters";

export interface SplitGroups {
  /** The desktop "Filter by:" bar: at most LISTING.maxStickyFilters, no delivery or store filter. */
  sticky: FilterGroup[];
  /** The other regular filters, under "More filters" on desktop. */
  more: FilterGroup[];
}

/**
 * The regular filters of a listing in the server's order. Filters without a value to offer are left
 * out, except price, which also holds the custom range form.
 */
export function splitGroups(groups: readonly FilterGroup[]): SplitGroups {
  const regular = groups.filter(
    (group) => !isOmniGroup(group) && (group.filterType === FILTER_KEYS.price || hasShownItems(group)),
  );
  return {
    sticky: regular.slice(0, LISTING.maxStickyFilters),
    more: regular.slice(LISTING.maxStickyFilters),
  };
}
