import type { ListingResponse } from "@odin/contracts";
import { Link } from "../../ui/link";
import { activateOnSpace } from "./facet-list";
import { keepsScroll, type ListingAddress, sortHref } from "./listing-links";

interface SortOptionsProps {
  sorts: ListingResponse["sorts"];
  address: ListingAddress;
  labelledBy: string;
  onChoose?: () => void;
}

/** The sorts of the listing as radio links; choosing one replaces `sort` and returns to page 1. */
export function SortOptions({ sorts, address, labelledBy, onChoose }: SortOptionsProps) {
  return (
    <div className="facets" role="radiogroup" aria-labelledby={labelledBy}>
      {sorts.map((sort) => (
        <Link
          key={sort.value}
          className="facet"
          href={sortHref(address, sort.value)}
          role="radio"
          aria-checked={sort.selected}
          preventScrollReset={keepsScroll(address.path)}
          onKeyDown={activateOnSpace}
          onClick={onChoose}
        >
          <span className="facet__box facet__box--radio" aria-hidden="true" />
          <span className="facet__name">{sort.displayName}</span>
        </Link>
      ))}
    </div>
  );
}

/** Name of the applied sort, for the menu's summary. */
export const selectedSortName = (sorts: ListingResponse["sorts"]) =>
  sorts.find((sort) => sort.selected)?.displayName ?? sorts[0]?.displayName ?? "";
