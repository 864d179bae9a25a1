import { FILTER_KEYS, LABELS } from "@odin/contracts";
import { type RefObject, useEffect, useRef } from "react";
import { useNavigation } from "react-router";
import { buttonClass } from "../../ui/button";
import { Link } from "../../ui/link";
import { type ListingAddress, pageHref } from "./listing-links";
import { shownOfTotal } from "./listing-text";

interface LoadMoreProps {
  address: ListingAddress;
  currentPage: number;
  totalPages: number;
  shown: number;
  total: number;
  /** The product list: after loading, focus moves to the first new style. */
  listRef: RefObject<HTMLUListElement | null>;
}

/**
 * "x of N styles" and a "Load more" link to the next cumulative page. A real link (crawlers follow
 * it); after hydration it navigates in place, keeping the scroll position and replacing the history
 * entry so Back leaves the listing instead of stepping through its pages.
 */
export function LoadMore({ address, currentPage, totalPages, shown, total, listRef }: LoadMoreProps) {
  const navigation = useNavigation();
  const focusFrom = useRef<number | null>(null);
  const next = currentPage + 1;
  const loading =
    navigation.state === "loading" &&
    navigation.location.pathname === address.path &&
    new URLSearchParams(navigation.location.search).get(FILTER_KEYS.page) === String(next);

  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || shown <= from) return;
    focusFrom.current = null;
    listRef.current?.querySelectorAll<HTMLElement>(":scope > li > a")[from]?.focus();
  }, [shown, listRef]);

  return (
    <div className="load-more">
      <p className="load-more__count">{shownOfTotal(shown, total)}</p>
      {currentPage < totalPages ? (
        <Link
          className={buttonClass("secondary", "load-more__link")}
          href={pageHref(address, next)}
          preventScrollReset
          replace
          aria-disabled={loading ? true : undefined}
          onClick={(event) => {
            if (loading) event.preventDefault();
            else focusFrom.current = shown;
          }}
        >
          {loading ? LABELS.listing.loading : LABELS.listing.loadMore}
        </Link>
      ) : null}
    </div>
  );
}
