import { LABELS, MESSAGES } from "@odin/contracts";
import { FacetList } from "./facet-list";
import { FilterMenu } from "./filter-menu";
import { GroupLabel } from "./group-label";
import type { ListingAddress } from "./listing-links";
import { PincodeForm } from "./pincode-form";
import { RefineSection } from "./refine-section";
import type { OmniFilters, OmniStatus } from "./use-omni-filters";

const STATUS_TEXT: Partial<Record<OmniStatus, string>> = {
  loading: LABELS.listing.loading,
  "not-serviceable": MESSAGES.pincode.notServiceable,
  failed: MESSAGES.generic.oopsTryLater,
};

function OmniStatusText({ status }: { status: OmniStatus }) {
  return (
    <span className="omni-status" role="status">
      {STATUS_TEXT[status]}
    </span>
  );
}

interface OmniProps {
  omni: OmniFilters;
  address: ListingAddress;
}

/**
 * Desktop: "Delivery Time" and "Nearby Stores" menus once the shopper has a pincode, kept apart from
 * the "Filter by:" filters; without a pincode, a menu with the pincode entry. Nothing is rendered on
 * the server unless the listing was computed for a pincode (the pincode lives in the browser).
 */
export function OmniMenus({ omni, address }: OmniProps) {
  if (!omni.pincode) {
    if (!omni.hydrated) return null;
    return (
      <div className="filter-bar__omni">
        <FilterMenu id="bar-omni-pincode" label={LABELS.listing.deliveryAndStores}>
          <PincodeForm onSave={omni.choosePincode} />
        </FilterMenu>
      </div>
    );
  }
  return (
    <div className="filter-bar__omni">
      {omni.groups.map((group) => (
        <FilterMenu
          key={group.filterType}
          id={`bar-${group.filterType}`}
          label={<GroupLabel group={group} />}
        >
          <FacetList group={group} address={address} labelledBy={`bar-${group.filterType}`} />
        </FilterMenu>
      ))}
      <FilterMenu id="bar-omni-pincode" label={`${LABELS.listing.deliverTo} ${omni.pincode}`} align="end">
        <PincodeForm key={omni.pincode} initial={omni.pincode} onSave={omni.choosePincode} />
      </FilterMenu>
      <OmniStatusText status={omni.status} />
    </div>
  );
}

/** Mobile: the same filters as sections of the REFINE panel, under the pincode entry. */
export function OmniSections({ omni, address }: OmniProps) {
  if (!omni.pincode && !omni.hydrated) return null;
  return (
    <>
      <RefineSection
        id="refine-omni-pincode"
        label={
          omni.pincode ? `${LABELS.listing.deliverTo} ${omni.pincode}` : LABELS.listing.deliveryAndStores
        }
        open={!omni.pincode}
      >
        <PincodeForm key={omni.pincode} initial={omni.pincode} onSave={omni.choosePincode} />
        {omni.pincode ? <OmniStatusText status={omni.status} /> : null}
      </RefineSection>
      {omni.groups.map((group) => (
        <RefineSection
          key={group.filterType}
          id={`refine-${group.filterType}`}
          label={<GroupLabel group={group} />}
          open={group.selectedCount > 0}
        >
          <FacetList group={group} address={address} labelledBy={`refine-${group.filterType}`} />
        </RefineSection>
      ))}
    </>
  );
}
