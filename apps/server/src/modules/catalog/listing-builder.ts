import {
  type CarouselResponse,
  catalogProblems,
  FILTER_KEYS,
  fail,
  LABELS,
  LISTING,
  LISTING_SORTS,
  type ListingProblem,
  type ListingRequest,
  type ListingResponse,
  type ListingSort,
  OMNI,
  type OmniRequest,
  type OmniResponse,
  ok,
  type ProductCard,
  parseCustomPrice,
  type Result,
  type SearchFilterOption,
  type SearchFiltersResponse,
} from "@odin/contracts";
import type { SearchEngine, StyleMatches } from "../search";
import type { PageRouteRef } from "./catalog.repo";
import type { CatalogIndex, PricedChange } from "./catalog-index";
import {
  type DeliveryContext,
  type Evaluation,
  evaluate,
  reevaluate,
  type SlotOrder,
  takePage,
} from "./evaluate";
import { facetGroups, omniGroups } from "./filter-groups";
import { emptyFilters, type ListingFilters, parseListingQuery } from "./listing-query";
import { type ListingScope, resolveScope } from "./listing-scope";
import { selectedFilters } from "./selected-filters";

/** What a listing answer is computed from; everything asynchronous is fetched before. */
export interface ListingInputs {
  catalog: CatalogIndex;
  /** Search over `catalog`. */
  search: SearchEngine;
  routes: ReadonlyMap<string, PageRouteRef>;
  /** The shopper's pincode as delivery reach, when the answer needs it and the pincode exists. */
  place: DeliveryContext | null;
  /** Told which slots the answer can depend on (Evaluation.reach; null or untold: every slot). */
  reaches?: (reach: ((slot: number) => boolean) | null) => void;
}

const BASE = "http://listing.invalid";

/** True when the address filters by delivery time or nearby store, which need the pincode. */
export const usesPincode = (deeplinkurl: string) => /[?&]p-(dl|st)=/.test(deeplinkurl);

const cardsOf = (catalog: CatalogIndex, slots: number[]) =>
  slots.map((slot) => catalog.cards[slot] as ProductCard);

/** The styles the scope's and the shopper's search text find, or null when there is none. */
function searchOf(search: SearchEngine, scope: ListingFilters, user: ListingFilters): StyleMatches | null {
  const text = `${scope.query} ${user.query}`.trim();
  return text === "" ? null : search.match(text);
}

/** Every slot in the chosen sort; without one (a search), the search's matches in relevance order. */
function orderOf(catalog: CatalogIndex, sort: ListingSort | null, search: StyleMatches | null): SlotOrder {
  if (sort) return catalog.keptOrder(sort);
  if (!search) throw new Error("a listing without a sort is a search");
  return { slots: search.order };
}

/** The user's filters of an address; the custom price fails with its spec message (spec 2 §5). */
function userFilters(url: URL): Result<ReturnType<typeof parseListingQuery>, ListingProblem> {
  const raw = url.searchParams.get(FILTER_KEYS.customPrice);
  const price = raw ? parseCustomPrice(raw) : null;
  if (price && !price.ok) return fail(catalogProblems.invalidCustomPrice(price.message));
  return ok(parseListingQuery(url.search, price?.ok ? price.range : null));
}

/**
 * What a listing answer is made from, once the catalog has been evaluated for it: everything but
 * the page of cards, which `listingOf` takes from the catalog's order.
 */
export interface ListingParts {
  scope: ListingScope;
  user: ListingFilters;
  sort: ListingSort | null;
  /** The page asked for (before it is held to the pages there are). */
  page: number;
  search: StyleMatches | null;
  delivery: DeliveryContext | undefined;
  pincode: string | undefined;
  evaluation: Evaluation;
}

export function listingParts(
  inputs: ListingInputs,
  request: ListingRequest,
): Result<ListingParts, ListingProblem> {
  const { catalog } = inputs;
  const url = new URL(request.deeplinkurl, BASE);
  const scope = resolveScope(url, inputs.routes, catalog, request.brandDetails);
  if (!scope.ok) return scope;
  const query = userFilters(url);
  if (!query.ok) return query;
  const user = query.value.filters;
  const delivery = inputs.place ?? undefined;
  const search = searchOf(inputs.search, scope.value.filters, user);
  const evaluation = evaluate(catalog, scope.value.filters, user, { delivery, only: search?.mask });
  inputs.reaches?.(evaluation.reach);
  return ok({
    scope: scope.value,
    user,
    // Search results come in relevance order unless the shopper picks a sort.
    sort: query.value.sort ?? (search ? null : user.newArrivals ? "newest" : scope.value.defaultSort),
    page: query.value.page,
    search,
    delivery,
    pincode: request.pincode,
    evaluation,
  });
}

export function listingOf(catalog: CatalogIndex, parts: ListingParts): ListingResponse {
  const { scope, user, sort, search, delivery, evaluation } = parts;
  const { pageSize } = LISTING;
  const totalPages = Math.ceil(evaluation.total / pageSize);
  const page = Math.max(1, Math.min(parts.page, totalPages));
  const slots = takePage(catalog, evaluation, orderOf(catalog, sort, search), page * pageSize);
  return {
    styles: { styleList: cardsOf(catalog, slots) },
    totalElements: evaluation.total,
    currentPage: page,
    totalPages,
    pageSize,
    filters: { filterBy: facetGroups(catalog, evaluation.counts, user, scope.filters) },
    selectedFilters: selectedFilters(catalog, user, delivery),
    sorts: LISTING_SORTS.map((option) => ({
      value: option,
      displayName: LABELS.listing.sorts[option],
      selected: option === sort,
    })),
    title: scope.title,
    ...(scope.brandDetails ? { brandDetails: scope.brandDetails } : {}),
    ...(delivery && parts.pincode ? { pincode: parts.pincode } : {}),
  };
}

export function buildListing(
  inputs: ListingInputs,
  request: ListingRequest,
): Result<ListingResponse, ListingProblem> {
  const parts = listingParts(inputs, request);
  return parts.ok ? ok(listingOf(inputs.catalog, parts.value)) : parts;
}

/**
 * Whether an answer can take in changes of prices and stock (`takeInPrices`): not a search, whose
 * order is the search's.
 */
export function canTakeInPrices(parts: ListingParts): boolean {
  return !parts.search;
}

/**
 * The parts of an answer after changes of prices and stock (`AppliedChange.priced`, in the order
 * they came) that the catalog took since the parts were made, without a new pass over the catalog
 * (`reevaluate`); the page is taken again from the catalog's kept orders by `listingOf`. Only for
 * parts that `canTakeInPrices`.
 */
export function takeInPrices(
  catalog: CatalogIndex,
  parts: ListingParts,
  changes: readonly PricedChange[],
): ListingParts {
  const { scope, user, delivery, evaluation } = parts;
  return {
    ...parts,
    evaluation: reevaluate(catalog, scope.filters, user, { delivery }, evaluation, changes),
  };
}

/** Delivery-time and nearby-store filters with counts for the shopper's pincode. */
export function buildOmni(inputs: ListingInputs, request: OmniRequest): Result<OmniResponse, ListingProblem> {
  const { catalog, place } = inputs;
  const url = new URL(request.deeplinkurl, BASE);
  const scope = resolveScope(url, inputs.routes, catalog, request.brandDetails);
  if (!scope.ok) return scope;
  const query = userFilters(url);
  if (!query.ok) return query;
  const common = { pincode: request.pincode, radius: OMNI.nearbyStoresRadiusKm };
  if (!place)
    return ok({ ...common, city: "", serviceable: false, filters: { filterBy: [] }, nearby_stores: [] });
  const user = query.value.filters;
  const search = searchOf(inputs.search, scope.value.filters, user);
  const evaluation = evaluate(catalog, scope.value.filters, user, { delivery: place, only: search?.mask });
  inputs.reaches?.(evaluation.reach);
  return ok({
    ...common,
    city: place.city,
    serviceable: place.serviceable,
    filters: { filterBy: omniGroups(evaluation.counts, user, place) },
    nearby_stores: place.nearbyStores.map(({ code, name, city, distance }) => ({
      code,
      name,
      city,
      distance,
    })),
  });
}

/** Styles for a product carousel: the query's filters, no facets (spec 2 §2: at most 20). */
export function buildCarousel(
  { catalog, search: engine }: Pick<ListingInputs, "catalog" | "search">,
  query: string,
  limit: number,
): CarouselResponse {
  const parsed = parseListingQuery(query);
  const scope = emptyFilters();
  const search = searchOf(engine, scope, parsed.filters);
  const evaluation = evaluate(catalog, scope, parsed.filters, { facets: false, only: search?.mask });
  const sort = parsed.sort ?? (search ? null : parsed.filters.newArrivals ? "newest" : "popularity");
  const slots = takePage(catalog, evaluation, orderOf(catalog, sort, search), limit);
  return { styles: { styleList: cardsOf(catalog, slots) }, totalElements: evaluation.total };
}

/**
 * The "Wanna get specific?" panel of search (spec 2 §2): colour, price, occasion and brand values
 * that some style has, as the listing's filters show them.
 */
export function buildFilterValues(catalog: CatalogIndex): SearchFiltersResponse {
  const all = emptyFilters();
  const groups = facetGroups(catalog, evaluate(catalog, all, all).counts, all, all);
  const options = (type: string): SearchFilterOption[] =>
    (groups.find((group) => group.filterType === type)?.list ?? []).map((item) => ({
      displayName: item.displayName,
      value: item.value,
      ...(item.colorCode ? { colorCode: item.colorCode } : {}),
    }));
  return {
    colours: options("f-co"),
    prices: options("f-pr"),
    occasions: options("f-oc"),
    brands: options("f-br"),
  };
}
