import { LABELS, LISTING } from "@odin/contracts";
import { useRef, useState } from "react";
import { useNavigation } from "react-router";
import { Breadcrumbs } from "../breadcrumbs/breadcrumbs";
import { usePlatform } from "../shell/use-platform";
import { AppliedFilters } from "./applied-filters";
import { FilterBar } from "./filter-bar";
import { splitGroups } from "./filter-groups";
import { BrandLine, EmptyState, PriceNotice } from "./listing-notices";
import { shownOfTotal } from "./listing-text";
import type { ListingPageData } from "./load-listing";
import { LoadMore } from "./load-more";
import { MobileControls } from "./mobile-controls";
import { ProductGrid } from "./product-grid";
import { useOmniFilters } from "./use-omni-filters";
import { useStickyOffset } from "./use-sticky-offset";
import type { ListingView } from "./view-toggle";

/**
 * A listing page (spec 2 §2 "Listing"): heading, breadcrumbs, the desktop filter bar or the mobile
 * REFINE and SORT panels, applied filters, the styles of pages 1..p and "Load more". /products,
 * /styles and the catch-all's brand and collection pages all render it.
 */
export function ListingPage({ data }: { data: ListingPageData }) {
  const { listing } = data;
  const address = { path: data.path, search: data.search };
  const [view, setView] = useState<ListingView>(LISTING.defaultView);
  const omni = useOmniFilters(data);
  const platform = usePlatform();
  const navigation = useNavigation();
  const listRef = useRef<HTMLUListElement>(null);
  const root = useRef<HTMLDivElement>(null);
  useStickyOffset(root);
  const busy = navigation.state === "loading" && navigation.location.pathname === data.path;
  const groups = splitGroups(listing.filters.filterBy);
  const shown = listing.styles.styleList.length;
  const controls = {
    groups,
    sorts: listing.sorts,
    address,
    priceDraft: data.priceDraft,
    omni,
    view,
    onViewChange: setView,
  };

  return (
    <div className="listing" ref={root}>
      <Breadcrumbs entries={data.breadcrumbs} />
      <div className="listing__head container">
        <h1 className="listing__title">{listing.title}</h1>
        <BrandLine brandDetails={data.brandDetails} />
      </div>
      <FilterBar {...controls} menusOnFirstUse={platform === "mobile"} />
      <MobileControls
        {...controls}
        listing={{ ...listing, shown }}
        panelsOnFirstOpen={platform === "desktop"}
      />
      <PriceNotice message={data.priceError} />
      <div className="container">
        <AppliedFilters selected={listing.selectedFilters} address={address} />
        <section className="listing__results" aria-busy={busy}>
          <p className="listing__status" role="status">
            {busy ? LABELS.listing.loadingStyles : shownOfTotal(shown, listing.totalElements)}
          </p>
          {shown === 0 ? (
            <EmptyState filtered={listing.selectedFilters.length > 0} address={address} />
          ) : (
            <ProductGrid
              cards={listing.styles.styleList}
              view={view}
              favoured={data.favouredStyleIds}
              listRef={listRef}
            />
          )}
          {shown > 0 ? (
            <LoadMore
              address={address}
              currentPage={listing.currentPage}
              totalPages={listing.totalPages}
              shown={shown}
              total={listing.totalElements}
              listRef={listRef}
            />
          ) : null}
        </section>
      </div>
    </div>
  );
}
