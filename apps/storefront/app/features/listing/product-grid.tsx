import { type CardView, LABELS } from "@odin/contracts";
import { memo, type RefObject, useId, useMemo } from "react";
import { FavouriteHeart } from "../favourites/favourite-heart";
import { ProductCard } from "../product-card/product-card";
import { EAGER_IMAGES } from "./first-row";
import type { ListingView } from "./view-toggle";

interface ProductGridProps {
  cards: CardView[];
  view: ListingView;
  /** The styles the signed-in shopper keeps as favourites: their hearts are pressed. */
  favoured: readonly number[];
  listRef?: RefObject<HTMLUListElement | null>;
}

/**
 * The styles of the page, 1..p × page size (pages are cumulative, spec 2 §2). Memoised: the page's
 * own state (omni filters, panels) changes without re-rendering every card.
 */
export const ProductGrid = memo(function ProductGrid({ cards, view, favoured, listRef }: ProductGridProps) {
  const id = useId();
  const kept = useMemo(() => new Set(favoured), [favoured]);
  return (
    <>
      <h2 className="visually-hidden" id={id}>
        {LABELS.listing.products}
      </h2>
      <ul className={`listing-grid listing-grid--${view}`} aria-labelledby={id} ref={listRef}>
        {cards.map((card, index) => (
          <li key={card.styleId} className="listing-grid__item">
            <ProductCard card={card} eager={index < EAGER_IMAGES} />
            <FavouriteHeart
              styleId={card.styleId}
              styleName={card.styleName}
              favoured={kept.has(card.styleId)}
            />
          </li>
        ))}
      </ul>
    </>
  );
});
