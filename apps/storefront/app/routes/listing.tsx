import {
  type ActionFunctionArgs,
  type AppLoadContext,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
} from "react-router";
import { favouriteAction } from "../features/favourites/favourite-actions.server";
import { favouriteClientAction } from "../features/favourites/favourite-client-action";
import { listingMeta } from "../features/listing/listing-meta";
import { ListingPage } from "../features/listing/listing-page";
import { listingCacheControl, listingHeaders, loadListing } from "../features/listing/load-listing";
import { SEARCH_PATH } from "../features/search/search-address";
import { searchPage } from "../features/search/search-listing";
import "../styles/listing.css";
import "../styles/product-card.css";

/**
 * /products, /styles and /search: every style, filtered by the query string (spec 2 §2, §3, §4);
 * /search names its query in the heading and sends a search that found nothing to /noresults.
 *
 * Decisions (the spec does not say):
 * - Filter, sort and page changes are real links; after hydration React Router runs this loader
 *   (which calls the same catalog service as POST /api/v2/listing/products), so the browser never
 *   builds a second copy of the listing state. Only the delivery and store filters, which depend on
 *   the shopper's pincode, are fetched in the browser (POST /api/v2/listing/omni).
 * - The loader passes the pincode cookie to the listing only when the address holds p-dl or p-st;
 *   every other listing page is the same for everyone and shared caches may keep it.
 * - Canonical address: the path plus the keys that change which styles are listed (q, cid, na, os,
 *   f-br, f-co, f-oc, f-pr, cpr, f-pro, r), multi values sorted; no sort, no page, no p-dl or p-st.
 * - Grid or block layout is page state (default grid), not part of the address.
 * - "Load more" replaces the history entry, so Back leaves the listing rather than paging back.
 */
export async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const url = new URL(request.url);
  const listing = await loadListing({ request, context, deeplinkurl: `${url.pathname}${url.search}` });
  const page =
    url.pathname === SEARCH_PATH ? searchPage(listing, url, request.headers.get("referer")) : listing;
  return data(page, { headers: { "Cache-Control": listingCacheControl(page) } });
}

/** The hearts of the cards post here (decision 26). */
export async function action(args: ActionFunctionArgs<AppLoadContext>) {
  return favouriteAction(args);
}

/** Once hydrated, a heart's answer is toasted as it arrives (favourite-client-action.ts). */
export const clientAction = favouriteClientAction;

export const headers = listingHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: page }) =>
  page ? listingMeta(page, page.origin) : [];

export default function Listing() {
  return <ListingPage data={useLoaderData<typeof loader>()} />;
}
