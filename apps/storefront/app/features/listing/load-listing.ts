import {
  type BrandDetails,
  type Breadcrumb,
  type CardView,
  cardView,
  customPriceValue,
  FILTER_KEYS,
  LABELS,
  type ListingRequest,
  type ListingResponse,
  listingSearch,
  MESSAGES,
  RENDER_CACHE,
  readCustomPrice,
  sameSitePath,
  toggleFilter,
} from "@odin/contracts";
import { type AppLoadContext, redirect } from "react-router";
import { pincodeFromCookie } from "../../lib/pincode";
import { PRICE_FORM_FIELDS } from "./listing-links";

/** Everything a listing page renders; the catch-all route renders brand and collection listings with it. */
export interface ListingPageData {
  /** The listing, its styles as the cards draw them. */
  listing: Omit<ListingResponse, "styles"> & { styles: { styleList: CardView[] } };
  /** The first style's large image, for the page's Open Graph image. */
  image?: string | undefined;
  /** The page's path and its effective query ("?…" or ""): an invalid custom price is left out. */
  path: string;
  search: string;
  /** What the listing was asked for (path, query and a collection's cid): the omni call repeats it. */
  deeplinkurl: string;
  origin: string;
  breadcrumbs: Breadcrumb[];
  brandDetails?: BrandDetails | undefined;
  /** The price-filter message of an invalid custom price, shown with the listing without it. */
  priceError?: string | undefined;
  /** What the custom price form shows: the applied range, or what the shopper typed. */
  priceDraft: { min: string; max: string };
  /** The listing read the pincode cookie (delivery or store filters): the page is personal. */
  personalised: boolean;
  /**
   * Which listed styles the signed-in shopper keeps as favourites (one query for the whole page);
   * always empty for a guest, so the pages the rendered-page cache shares never hold anyone's.
   */
  favouredStyleIds: number[];
}

export interface LoadListingArgs {
  request: Request;
  context: AppLoadContext;
  deeplinkurl: string;
  brandDetails?: BrandDetails;
  breadcrumbs?: Breadcrumb[];
}

const OMNI_KEYS = [FILTER_KEYS.delivery, FILTER_KEYS.store] as const;

/** Path plus query without `keys`. */
function withoutKeys(link: string, keys: readonly string[]): string {
  const cut = link.indexOf("?");
  if (cut === -1) return link;
  const params = new URLSearchParams(link.slice(cut + 1));
  for (const key of keys) params.delete(key);
  return `${link.slice(0, cut)}${listingSearch(params)}`;
}

type PriceDraft = ListingPageData["priceDraft"];

function draftOf(cpr: string | null): PriceDraft {
  const [min = "", max = ""] = (cpr ?? "").split("-");
  return { min, max };
}

function failure(status: 404 | 500): Response {
  return new Response(MESSAGES.generic.oopsTryLater, { status });
}

/**
 * The custom price form's fields, submitted before hydration: a valid range redirects to the
 * address with `cpr`; an invalid one gives its message and what was typed. Undefined without them.
 */
function readPriceForm(url: URL, params: URLSearchParams): { draft: PriceDraft; error?: string } | undefined {
  const min = url.searchParams.get(PRICE_FORM_FIELDS.min);
  const max = url.searchParams.get(PRICE_FORM_FIELDS.max);
  if (min === null && max === null) return undefined;
  const draft = { min: min ?? "", max: max ?? "" };
  const typed = readCustomPrice(draft.min, draft.max);
  if (typed.ok) {
    const next = toggleFilter(params, FILTER_KEYS.customPrice, customPriceValue(typed.range));
    throw redirect(sameSitePath(`${url.pathname}${listingSearch(next)}`) ?? "/");
  }
  return { draft, error: typed.message };
}

/**
 * Loads a listing for a server-rendered page. An invalid custom price (typed in the form or in the
 * address) is reported and the listing shown without it. Throws a Response only for real failures.
 */
export async function loadListing(args: LoadListingArgs): Promise<ListingPageData> {
  const url = new URL(args.request.url);
  const params = new URLSearchParams(url.searchParams);
  params.delete(PRICE_FORM_FIELDS.min);
  params.delete(PRICE_FORM_FIELDS.max);
  const form = readPriceForm(url, params);
  const priceDraft = form?.draft ?? draftOf(params.get(FILTER_KEYS.customPrice));
  let priceError = form?.error;
  let deeplinkurl = withoutKeys(args.deeplinkurl, Object.values(PRICE_FORM_FIELDS));

  const pincode = OMNI_KEYS.some((key) => params.has(key))
    ? pincodeFromCookie(args.request.headers.get("cookie"))
    : undefined;
  const call = async (link: string) => {
    const request: ListingRequest = { deeplinkurl: link };
    if (args.brandDetails) request.brandDetails = args.brandDetails;
    if (pincode) request.pincode = pincode;
    try {
      return await args.context.services.catalog.listing(request);
    } catch (error) {
      args.context.log.error({ err: error, deeplinkurl: link }, "listing failed");
      throw failure(500);
    }
  };

  let result = await call(deeplinkurl);
  if (!result.ok && result.problem.name === "invalidCustomPrice" && params.has(FILTER_KEYS.customPrice)) {
    priceError = result.problem.detail;
    params.delete(FILTER_KEYS.customPrice);
    deeplinkurl = withoutKeys(deeplinkurl, [FILTER_KEYS.customPrice]);
    result = await call(deeplinkurl);
  }
  if (!result.ok) {
    args.context.log.warn({ deeplinkurl, problem: result.problem }, "listing refused");
    throw failure(result.problem.name === "unknownListing" ? 404 : 500);
  }

  const { styles, ...rest } = result.value;
  const listing = { ...rest, styles: { styleList: styles.styleList.map(cardView) } };
  const favouredStyleIds = args.context.shopper
    ? await args.context.services.favourites.favouredAmong(styles.styleList.map((style) => style.styleId))
    : [];
  return {
    listing,
    image: styles.styleList[0]?.images.large,
    path: url.pathname,
    search: listingSearch(params),
    deeplinkurl,
    origin: url.origin,
    breadcrumbs: args.breadcrumbs ?? [
      { breadcrumbText: LABELS.header.home, breadcrumbUrl: "/" },
      { breadcrumbText: listing.title, breadcrumbUrl: url.pathname },
    ],
    brandDetails: args.brandDetails ?? listing.brandDetails,
    priceError,
    priceDraft,
    personalised: pincode !== undefined,
    favouredStyleIds,
  };
}

/**
 * Cache-Control of a listing page: shared caches keep it for the listing TTL (spec 2 §9), except
 * when it was computed for the shopper's pincode.
 */
export function listingCacheControl(data: Pick<ListingPageData, "personalised">): string {
  return data.personalised
    ? "private, no-store"
    : `public, max-age=0, s-maxage=${RENDER_CACHE.listingTtlSeconds}`;
}

/** The route's `headers()`: passes on the Cache-Control the loader chose with `listingCacheControl`. */
export function listingHeaders({ loaderHeaders }: { loaderHeaders: Headers }): HeadersInit {
  const cacheControl = loaderHeaders.get("Cache-Control");
  return cacheControl ? { "Cache-Control": cacheControl } : {};
}
