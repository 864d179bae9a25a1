import type { FilterGroup, FilterItem } from "@odin/contracts";
import { formatCount } from "@odin/contracts";
import type { KeyboardEvent } from "react";
import { Link } from "../../ui/link";
import { filterHref, keepsScroll, type ListingAddress } from "./listing-links";

/** A link in the role of a checkbox or radio answers Space like the control it stands for. */
export function activateOnSpace(event: KeyboardEvent<HTMLAnchorElement>) {
  if (event.key !== " ") return;
  event.preventDefault();
  event.currentTarget.click();
}

interface ShownItem {
  item: FilterItem;
  depth: number;
}

/** Values worth offering: those with styles, and the applied ones (so they can be undone). */
function shownItems(items: readonly FilterItem[], depth = 0): ShownItem[] {
  return items
    .filter((item) => item.selected || item.count > 0)
    .flatMap((item) => [{ item, depth }, ...shownItems(item.list ?? [], depth + 1)]);
}

export function hasShownItems(group: FilterGroup): boolean {
  return shownItems(group.list).length > 0;
}

interface FacetListProps {
  group: FilterGroup;
  address: ListingAddress;
  /** Id of the element naming the group. */
  labelledBy: string;
  /** Runs when a value is chosen (e.g. to close a panel). */
  onChoose?: () => void;
}

/**
 * The values of one filter as real links to the toggled address (spec 2 §4), so they work before
 * hydration and for crawlers. Multi-value filters are checkboxes, single-value ones radios; colours
 * show their swatch, every value its count.
 */
export function FacetList({ group, address, labelledBy, onChoose }: FacetListProps) {
  const single = group.selection === "single";
  const links = shownItems(group.list).map(({ item, depth }) => (
    <Link
      key={`${depth}:${item.value}`}
      className={depth > 0 ? "facet facet--nested" : "facet"}
      href={filterHref(address, group.filterType, item.value)}
      role={single ? "radio" : "checkbox"}
      aria-checked={item.selected}
      preventScrollReset={keepsScroll(address.path)}
      onKeyDown={activateOnSpace}
      onClick={onChoose}
    >
      <span className="facet__box" aria-hidden="true" />
      {item.colorCode ? (
        <span className="facet__swatch" style={{ backgroundColor: item.colorCode }} aria-hidden="true" />
      ) : null}
      <span className="facet__name">{item.displayName}</span>
      <span className="facet__count">({formatCount(item.count)})</span>
    </Link>
  ));
  return single ? (
    <div className="facets" role="radiogroup" aria-labelledby={labelledBy}>
      {links}
    </div>
  ) : (
    <fieldset className="facets" aria-labelledby={labelledBy}>
      {links}
    </fieldset>
  );
}
