import {
  type BrandDetails,
  catalogProblems,
  FILTER_KEYS,
  fail,
  LABELS,
  type ListingProblem,
  type ListingSort,
  ok,
  type Result,
} from "@odin/contracts";
import type { PageRouteRef } from "./catalog.repo";
import type { CatalogIndex } from "./catalog-index";
import { emptyFilters, type ListingFilters, parseListingQuery } from "./listing-query";

/** What the page itself fixes: a collection's query, a brand, or nothing for the full catalog. */
export interface ListingScope {
  filters: ListingFilters;
  /** Sort when the address names none: the collection's own, newest for new arrivals, else popularity. */
  defaultSort: ListingSort;
  title: string;
  brandDetails?: BrandDetails;
}

/** Listing paths that show the whole catalog (narrowed by the query only). */
export const CATALOG_PATHS = new Set(["/products", "/styles", "/search"]);

const notFound = (detail: string) => fail(catalogProblems.unknownListing(detail));

function brandScope(index: CatalogIndex, code: string, title?: string): ListingScope | null {
  const position = index.brandByCode.get(code.toLowerCase());
  const brand = position === undefined ? undefined : index.brands[position];
  if (!brand) return null;
  return {
    filters: { ...emptyFilters(), brands: [brand.code] },
    defaultSort: "popularity",
    title: title ?? brand.name,
    brandDetails: {
      id: brand.code,
      legalBrandNames: brand.legalBrandNames,
      parentBrandName: brand.parentBrand,
    },
  };
}

function collectionScope(route: PageRouteRef): ListingScope {
  const { filters, sort } = parseListingQuery(route.reference);
  return {
    filters,
    defaultSort: sort ?? (filters.newArrivals ? "newest" : "popularity"),
    title: route.title,
  };
}

/**
 * The scope of a listing address (spec 2 §2, §7): `cid` names a collection (its path without the
 * slash); otherwise the path's page route (collection or brand); the brand journey's brandDetails;
 * or the catalog paths.
 */
export function resolveScope(
  url: URL,
  routes: ReadonlyMap<string, PageRouteRef>,
  index: CatalogIndex,
  brandDetails: BrandDetails | undefined,
): Result<ListingScope, ListingProblem> {
  const cid = url.searchParams.get(FILTER_KEYS.collectionId);
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, "") : url.pathname;
  const route = cid ? routes.get(`/${cid}`) : routes.get(path);
  if (cid && (!route || route.type === "Brand")) return notFound("No collection has this id.");
  if (route?.type === "Brand") {
    const scope = brandScope(index, route.reference, route.title);
    return scope ? ok(scope) : notFound("No brand lives at this address.");
  }
  if (route) return ok(collectionScope(route));
  if (brandDetails) {
    const scope = brandScope(index, brandDetails.id);
    return scope ? ok(scope) : notFound("No brand has this id.");
  }
  if (CATALOG_PATHS.has(path)) {
    return ok({ filters: emptyFilters(), defaultSort: "popularity", title: LABELS.listing.allProducts });
  }
  return notFound("No listing lives at this address.");
}
