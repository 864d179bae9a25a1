import { type ProductReviews as Block, formatMessage, LABELS, type ProductDetail } from "@odin/contracts";
import { Link } from "react-router";
import { buttonClass } from "../../ui/button";
import { RatingSummary } from "./rating-summary";
import { ReviewCard, THUMBNAIL } from "./review-card";
import { allReviewsPath, writeReviewPath } from "./review-paths";
import "../../styles/reviews.css";

/**
 * The product page's reviews (spec 2 §2 "Product page": reviews): the rating summary, a few published
 * reviews, customer photos, WRITE A REVIEW and the link to all reviews.
 */
export function ProductReviews({ product, block }: { product: ProductDetail; block: Block }) {
  const { count } = product.rating;
  return (
    <section className="product-reviews container" aria-labelledby="product-reviews-heading">
      <h2 id="product-reviews-heading" className="product-reviews__title">
        {LABELS.reviews.heading}
      </h2>
      <div className="product-reviews__top">
        {count > 0 ? <RatingSummary rating={product.rating} /> : <p>{LABELS.reviews.noReviews}</p>}
        <Link to={writeReviewPath(product.styleId)} className={buttonClass("secondary")} rel="nofollow">
          {LABELS.reviews.writeReview}
        </Link>
      </div>
      {block.photos.length > 0 ? (
        <div className="product-reviews__photos">
          <h3>{LABELS.reviews.customerPhotos}</h3>
          <ul className="review-photos">
            {block.photos.map((photo) => (
              <li key={photo.imagePath}>
                <img
                  src={photo.imagePath}
                  alt={formatMessage.photoBy(photo.authorName)}
                  loading="lazy"
                  {...THUMBNAIL}
                />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {block.reviews.map((review) => (
        <ReviewCard key={review.reviewId} review={review} />
      ))}
      {count > block.reviews.length ? (
        <Link to={allReviewsPath(product.styleId)} className="product-reviews__all">
          {formatMessage.allReviewsLink(count)}
        </Link>
      ) : null}
    </section>
  );
}
