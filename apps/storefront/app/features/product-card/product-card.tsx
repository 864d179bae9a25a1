import { type CardView, IMAGE_SIZES } from "@odin/contracts";
import { Link } from "../../ui/link";
import { Price } from "../../ui/price";

/**
 * A style on a listing or carousel: image (space reserved), brand, name and price block. `eager`
 * for the cards of the first row, whose images are the likely largest contentful paint.
 */
export function ProductCard({ card, eager = false }: { card: CardView; eager?: boolean }) {
  const { width, height } = IMAGE_SIZES.medium;
  return (
    <Link className="product-card" href={card.url}>
      <span className="product-card__media">
        <img
          className="product-card__image"
          src={card.images.medium}
          alt={`${card.brand} ${card.styleName}`}
          width={width}
          height={height}
          loading={eager ? "eager" : "lazy"}
          fetchPriority={eager ? "high" : "auto"}
          decoding="async"
        />
      </span>
      <span className="product-card__brand">{card.brand}</span>
      <span className="product-card__name">{card.styleName}</span>
      <Price price={card.price} mrp={card.mrp} discountInPercentage={card.discountInPercentage} />
    </Link>
  );
}
