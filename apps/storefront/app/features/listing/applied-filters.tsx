import { LABELS, type SelectedFilter } from "@odin/contracts";
import { useId } from "react";

import { CloseIcon } from "../../ui/icons";
import { Link } from "../../ui/link";
import { clearFiltersHref, keepsScroll, type ListingAddress, removeFilterHref } from "./listing-links";

/** Chips of the applied filters, each a link that removes it, and "Clear all". */
export function AppliedFilters({
  selected,
  address,
}: {
  selected: SelectedFilter[];
  address: ListingAddress;
}) {
  const id = useId();
  if (selected.length === 0) return null;
  const keep = keepsScroll(address.path);
  return (
    <div className="applied-filters">
      <h2 className="visually-hidden" id={id}>
        {LABELS.listing.appliedFilters}
      </h2>
      <ul className="applied-filters__chips" aria-labelledby={id}>
        {selected.map((filter) => (
          <li key={`${filter.key}=${filter.value}`}>
            <Link
              className="chip"
              href={removeFilterHref(address, filter.key, filter.value)}
              aria-label={`${LABELS.listing.removeFilter} ${filter.displayName}`}
              preventScrollReset={keep}
            >
              {filter.displayName}
              <CloseIcon />
            </Link>
          </li>
        ))}
      </ul>
      <Link className="applied-filters__clear" href={clearFiltersHref(address)} preventScrollReset={keep}>
        {LABELS.listing.clearAll}
      </Link>
    </div>
  );
}
