import { FILTER_KEYS, type FilterGroup, LABELS, type ListingResponse } from "@odin/contracts";
import { type ReactNode, useState } from "react";
import { FacetList } from "./facet-list";
import type { SplitGroups } from "./filter-groups";
import { FilterMenu } from "./filter-menu";
import { GroupLabel } from "./group-label";
import type { ListingAddress } from "./listing-links";
import { OmniMenus } from "./omni-controls";
import { PriceRangeForm } from "./price-range-form";
import { SortOptions, selectedSortName } from "./sort-options";
import type { OmniFilters } from "./use-omni-filters";
import { type ListingView, ViewToggle } from "./view-toggle";

export interface FilterControlsProps {
  groups: SplitGroups;
  sorts: ListingResponse["sorts"];
  address: ListingAddress;
  priceDraft: { min: string; max: string };
  omni: OmniFilters;
  view: ListingView;
  onViewChange: (view: ListingView) => void;
}

/** A filter's values, plus the custom range form under the price ranges. */
export function GroupBody({
  group,
  labelledBy,
  address,
  priceDraft,
  onChoose,
}: {
  group: FilterGroup;
  labelledBy: string;
  address: ListingAddress;
  priceDraft: { min: string; max: string };
  onChoose?: () => void;
}) {
  return (
    <>
      <FacetList group={group} address={address} labelledBy={labelledBy} onChoose={onChoose} />
      {group.filterType === FILTER_KEYS.price ? (
        <PriceRangeForm address={address} draft={priceDraft} onApplied={onChoose} />
      ) : null}
    </>
  );
}

/**
 * The desktop sticky bar (spec 2 §2): "Filter by:" and at most 4 filter menus that open on hover,
 * "More filters" for the rest, the delivery and store filters apart, then sort and layout. With
 * `menusOnFirstUse` (pages rendered for phones, which hide the bar) the menus' contents are drawn
 * when the pointer or focus first enters the bar.
 */
export function FilterBar({
  groups,
  sorts,
  address,
  priceDraft,
  omni,
  view,
  onViewChange,
  menusOnFirstUse = false,
}: FilterControlsProps & { menusOnFirstUse?: boolean }) {
  const [used, setUsed] = useState(!menusOnFirstUse);
  const use = used ? undefined : () => setUsed(true);
  const panel = (contents: ReactNode) => (used ? contents : null);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: not a control; the first pointer or focus inside draws the menus
    <div className="filter-bar" onPointerEnter={use} onFocus={use}>
      <div className="filter-bar__inner container">
        <span className="filter-bar__label">{LABELS.listing.filterBy}</span>
        {groups.sticky.map((group) => (
          <FilterMenu
            key={group.filterType}
            id={`bar-${group.filterType}`}
            label={<GroupLabel group={group} />}
          >
            {panel(
              <GroupBody
                group={group}
                labelledBy={`bar-${group.filterType}`}
                address={address}
                priceDraft={priceDraft}
              />,
            )}
          </FilterMenu>
        ))}
        {groups.more.length > 0 ? (
          <FilterMenu id="bar-more" label={LABELS.listing.moreFilters} className="filter-menu--wide">
            {panel(
              groups.more.map((group) => (
                <section key={group.filterType} className="filter-menu__section">
                  <h3 className="filter-menu__heading" id={`bar-${group.filterType}`}>
                    <GroupLabel group={group} />
                  </h3>
                  <GroupBody
                    group={group}
                    labelledBy={`bar-${group.filterType}`}
                    address={address}
                    priceDraft={priceDraft}
                  />
                </section>
              )),
            )}
          </FilterMenu>
        ) : null}
        <OmniMenus omni={omni} address={address} />
        <div className="filter-bar__end">
          {sorts.length > 0 ? (
            <FilterMenu
              id="bar-sort"
              label={`${LABELS.listing.sortBy}: ${selectedSortName(sorts)}`}
              align="end"
            >
              {panel(<SortOptions sorts={sorts} address={address} labelledBy="bar-sort" />)}
            </FilterMenu>
          ) : null}
          <ViewToggle view={view} onChange={onViewChange} />
        </div>
      </div>
    </div>
  );
}
