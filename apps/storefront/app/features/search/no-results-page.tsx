import {
  formatMessage,
  LABELS,
  MESSAGES,
  type ProductCard as ProductCardData,
  routes,
  SEARCH,
} from "@odin/contracts";
import { useEffect, useId, useState } from "react";
import { browserApi } from "../../lib/browser-api";
import { ProductCard } from "../product-card/product-card";
import { dropRecentSearch } from "./recent-searches";

/** Styles to suggest instead (`POST /api/search/noResults`, size 20); null while loading or failed. */
function useNoResultsSuggestions(): ProductCardData[] | null {
  const [cards, setCards] = useState<ProductCardData[] | null>(null);
  useEffect(() => {
    let live = true;
    void browserApi()
      .call(routes.noResults, { size: SEARCH.noResultsSize })
      .then((result) => {
        if (live && result.ok) setCards(result.data.styles.styleList);
      });
    return () => {
      live = false;
    };
  }, []);
  return cards;
}

/**
 * A search that found nothing (spec 2 §2 "Search"): the query, a hint, and styles the shopper may
 * like. The query is dropped from the recent searches, so it is not offered again.
 */
export function NoResultsPage({ query }: { query: string }) {
  const cards = useNoResultsSuggestions();
  const headingId = useId();
  useEffect(() => {
    if (query !== "") dropRecentSearch(query);
  }, [query]);

  return (
    <div className="no-results container">
      <h1 className="no-results__title">{MESSAGES.search.noResults}</h1>
      {query !== "" ? <p className="no-results__query">{formatMessage.noResultsFor(query)}</p> : null}
      <p className="no-results__hint">{LABELS.search.noResultsHint}</p>
      <section className="no-results__suggestions" aria-labelledby={headingId}>
        <h2 className="no-results__heading" id={headingId}>
          {LABELS.search.youMayLike}
        </h2>
        {cards ? (
          <ul className="no-results__grid">
            {cards.map((card) => (
              <li key={card.styleId}>
                <ProductCard card={card} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="no-results__status" role="status">
            {LABELS.listing.loadingStyles}
          </p>
        )}
      </section>
    </div>
  );
}
