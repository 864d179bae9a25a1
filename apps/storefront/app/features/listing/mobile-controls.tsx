import { LABELS, type ListingResponse } from "@odin/contracts";
import { useState } from "react";
import { Button, buttonClass } from "../../ui/button";
import { Dialog, dialogControl, dialogTitleId } from "../../ui/dialog";
import { Link } from "../../ui/link";
import { type FilterControlsProps, GroupBody } from "./filter-bar";
import { GroupLabel } from "./group-label";
import { clearFiltersHref, keepsScroll } from "./listing-links";
import { shownOfTotal } from "./listing-text";
import { OmniSections } from "./omni-controls";
import { RefineSection } from "./refine-section";
import { SortOptions } from "./sort-options";
import { ViewToggle } from "./view-toggle";

const REFINE_ID = "listing-refine";
const SORT_ID = "listing-sort";
type Panel = typeof REFINE_ID | typeof SORT_ID;

interface MobileControlsProps extends FilterControlsProps {
  listing: Pick<ListingResponse, "totalElements" | "selectedFilters"> & { shown: number };
  /** Pages rendered for desktops, which hide these controls, draw the panels when first opened. */
  panelsOnFirstOpen?: boolean;
}

/**
 * Mobile (below 992 px): REFINE and SORT buttons opening full-screen dialogs (ui/dialog.tsx), never
 * both at once, before hydration too. Filter links inside REFINE apply at once and the dialog stays
 * open; a sort closes SORT.
 */
export function MobileControls(props: MobileControlsProps) {
  const { groups, sorts, address, priceDraft, omni, view, onViewChange, listing } = props;
  const [shown, setShown] = useState<Panel | null>(null);
  const [drawn, setDrawn] = useState(!props.panelsOnFirstOpen);
  const show = (panel: Panel) => {
    setDrawn(true);
    setShown(panel);
  };
  const hide = () => setShown(null);
  const dialogOf = (panel: Panel) => ({
    id: panel,
    variant: "full" as const,
    open: shown === panel,
    onOpenChange: (open: boolean) =>
      open ? show(panel) : setShown((current) => (current === panel ? null : current)),
  });
  const regular = [...groups.sticky, ...groups.more];

  return (
    <div className="mobile-controls">
      <div className="mobile-controls__bar">
        <button
          type="button"
          className="mobile-controls__button"
          {...dialogControl(REFINE_ID, "show-modal", () => show(REFINE_ID))}
        >
          {LABELS.listing.refine}
          {listing.selectedFilters.length > 0 ? ` (${listing.selectedFilters.length})` : null}
        </button>
        <button
          type="button"
          className="mobile-controls__button"
          {...dialogControl(SORT_ID, "show-modal", () => show(SORT_ID))}
        >
          {LABELS.listing.sort}
        </button>
        <ViewToggle view={view} onChange={onViewChange} />
      </div>
      <Dialog
        {...dialogOf(REFINE_ID)}
        title={LABELS.listing.refine}
        closeLabel={LABELS.listing.closeRefine}
        footer={
          <>
            <p className="mobile-controls__count">{shownOfTotal(listing.shown, listing.totalElements)}</p>
            <Link
              className={buttonClass("secondary")}
              href={clearFiltersHref(address)}
              preventScrollReset={keepsScroll(address.path)}
            >
              {LABELS.listing.clearAll}
            </Link>
            <Button {...dialogControl(REFINE_ID, "close", hide)}>{LABELS.listing.done}</Button>
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
      </Dialog>
      <Dialog {...dialogOf(SORT_ID)} title={LABELS.listing.sort} closeLabel={LABELS.listing.closeSort}>
        {drawn ? (
          <SortOptions sorts={sorts} address={address} labelledBy={dialogTitleId(SORT_ID)} onChoose={hide} />
        ) : null}
      </Dialog>
    </div>
  );
}
