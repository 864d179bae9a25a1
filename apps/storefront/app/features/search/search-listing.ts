import { FILTER_KEYS, formatMessage, isBlankSearch, LABELS, sameSitePath } from "@odin/contracts";
import { redirect } from "react-router";
import type { ListingPageData } from "../listing/load-listing";
import { cleanQuery, noResultsAddress } from "./search-address";

/**
 * /search?q=… is the listing of the styles matching q (spec 2 §2): the heading and the last
 * breadcrumb name the query. A search that finds nothing goes to /noresults, keeping the query.
 *
 * Decision: only a search without filters goes to /noresults. With filters chosen, the listing's
 * own empty state shows them with "Clear all", which is the shopper's way back to the results of q.
 * A blank search without filters is refused (spec 2 §5); the toast needs JavaScript, so a form
 * sent before hydration goes back to the page it came from (same site only) or home.
 */
export function searchPage(page: ListingPageData, url: URL, referer?: string | null): ListingPageData {
  const query = cleanQuery(url.searchParams.get(FILTER_KEYS.query) ?? "");
  if (isBlankSearch(query, page.listing.selectedFilters.length)) throw redirect(backTo(url, referer));
  if (query === "") return page;
  const { listing } = page;
  if (listing.totalElements === 0 && listing.selectedFilters.length === 0)
    throw redirect(noResultsAddress(query));
  const title = formatMessage.searchResultsFor(query);
  return {
    ...page,
    listing: { ...listing, title },
    breadcrumbs: [
      { breadcrumbText: LABELS.header.home, breadcrumbUrl: "/" },
      { breadcrumbText: title, breadcrumbUrl: `${url.pathname}${page.search}` },
    ],
  };
}

/** The page of this site the Referer names (a same-site path, `//host/x` is not one), else home. */
function backTo(url: URL, referer: string | null | undefined): string {
  if (!referer) return "/";
  try {
    const from = new URL(referer);
    if (from.origin !== url.origin || from.pathname === url.pathname) return "/";
    return sameSitePath(`${from.pathname}${from.search}`) ?? "/";
  } catch {
    return "/";
  }
}
