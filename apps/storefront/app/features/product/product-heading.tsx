import { formatMessage, type ProductDetail } from "@odin/contracts";
import { Link } from "../../ui/link";

/** Brand (a link to its page), the style name as the page heading, and the rating of its reviews. */
export function ProductHeading({ product, showRating }: { product: ProductDetail; showRating: boolean }) {
  const { average, count } = product.rating;
  return (
    <div className="product-heading">
      <p className="product-heading__brand">
        <Link className="product-heading__brand-link" href={product.brandClickableUrl}>
          {product.brandName}
        </Link>
      </p>
      <h1 className="product-heading__name">{product.name}</h1>
      {showRating && count > 0 ? (
        <p className="product-heading__rating">
          <span aria-hidden="true">{formatMessage.productRating(average, count)}</span>
          <span className="visually-hidden">{formatMessage.productRatingSpoken(average, count)}</span>
        </p>
      ) : null}
    </div>
  );
}
