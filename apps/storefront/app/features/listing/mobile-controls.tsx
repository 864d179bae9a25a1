import { LABELS, type ListingResponse } from "@odin/contracts";
import { type MouseEvent, useRef, useState } from "react";
import { Link } from "../../ui/link";
import { type FilterControlsProps, GroupBody } from "./filter-bar";
import { GroupLabel } from "./group-label";
import { dialogCommand, ListingDialog } from "./listing-dialog";
import { clearFiltersHref, keepsScroll } from "./listing-links";
import { shownOfTotal } from "./listing-text";
import { OmniSections } from "./omni-controls";
import { RefineSection } from "./refine-section";
import { SortOptions } from "./sort-options";
import { ViewToggle } from "./view-toggle";

const REFINE_ID = "listing-refine";
const SORT_ID = "listing-sort";

interface MobileControlsProps extends FilterControlsProps {
  listing: Pick<ListingResponse, "totalElements" | "selectedFilters"> & { shown: number };
  /** Pages rendered for desktops, which hide these controls, draw the panels when first opened. */
  panelsOnFirstOpen?: boolean;
}

/**
 * Mobile (below 992 px): REFINE and SORT buttons opening full-screen panels, never both at once.
 * Filter links inside REFINE apply at once and the panel stays open; a sort closes SORT.
 */
export function MobileControls(props: MobileControlsProps) {
  const { groups, sorts, address, priceDraft, omni, view, onViewChange, listing } = props;
  const refine = useRef<HTMLDialogElement>(null);
  const sort = useRef<HTMLDialogElement>(null);
  const [drawn, setDrawn] = useState(!props.panelsOnFirstOpen);
  const open = (event: MouseEvent, which: HTMLDialogElement | null, other: HTMLDialogElement | null) => {
    event.preventDefault();
    setDrawn(true);
    other?.close();
    if (which && !which.open) which.showModal();
  };
  const closeRefine = () => refine.current?.close();
  const closeSort = () => sort.current?.close();
  const regular = [...groups.sticky, ...groups.more];

  return (
    <div className="mobile-controls">
      <div className="mobile-controls__bar">
        <button
          type="button"
          className="mobile-controls__button"
          aria-haspopup="dialog"
          {...dialogCommand(REFINE_ID, "show-modal")}
          onClick={(event) => open(event, refine.current, sort.current)}
        >
          {LABELS.listing.refine}
          {listing.selectedFilters.length > 0 ? ` (${listing.selectedFilters.length})` : null}
        </button>
        <button
          type="button"
          className="mobile-controls__button"
          aria-haspopup="dialog"
          {...dialogCommand(SORT_ID, "show-modal")}
          onClick={(event) => open(event, sort.current, refine.current)}
        >
          {LABELS.listing.sort}
        </button>
        <ViewToggle view={view} onChange={onViewChange} />
      </div>
      <ListingDialog
        id={REFINE_ID}
        ref={refine}
        title={LABELS.listing.refine}
        closeLabel={LABELS.listing.closeRefine}
        footer={
          <>
            <p className="listing-dialog__count">{shownOfTotal(listing.shown, listing.totalElements)}</p>
            <Link
              className="button button--secondary"
              href={clearFiltersHref(address)}
              preventScrollReset={keepsScroll(address.path)}
            >
              {LABELS.listing.clearAll}
            </Link>
            <button
              type="button"
              className="button button--primary"
              {...dialogCommand(REFINE_ID, "close")}
              onClick={(event) => {
                event.preventDefault();
                closeRefine();
              }}
            >
              {LABELS.listing.done}
            </button>
          </>
        }
      >
        {(drawn ? regular : []).map((group) => (
          <RefineSection
            key={group.filterType}
            id={`refine-${group.filterType}`}
            label={<GroupLabel group={group} />}
            open={group.selectedCount > 0}
          >
            <GroupBody
              group={group}
              labelledBy={`refine-${group.filterType}`}
              address={address}
              priceDraft={priceDraft}
            />
          </RefineSection>
        ))}
        {drawn ? <OmniSections omni={omni} address={address} /> : null}
      </ListingDialog>
      <ListingDialog
        id={SORT_ID}
        ref={sort}
        title={LABELS.listing.sort}
        closeLabel={LABELS.listing.closeSort}
      >
        {drawn ? (
          <SortOptions sorts={sorts} address={address} labelledBy={`${SORT_ID}-title`} onChoose={closeSort} />
        ) : null}
      </ListingDialog>
    </div>
  );
}
