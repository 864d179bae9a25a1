import { type CustomerPhotos, formatMessage, LABELS, type ReviewList } from "@odin/contracts";
import { Link } from "react-router";
import { buttonClass } from "../../ui/button";
import { ReviewCard, THUMBNAIL } from "./review-card";
import { allReviewsPath, writeReviewPath } from "./review-paths";
import type { ReviewedStyle } from "./write-review-page";

/** All reviews of a style (spec 2 §2 "/allreviews/{styleId}"), newest first, 50 to a page, with customer photos. */
export function AllReviewsPage({
  style,
  list,
  photos,
}: {
  style: ReviewedStyle;
  list: ReviewList;
  photos: CustomerPhotos;
}) {
  const { currentPage, totalPages } = list;
  return (
    <div className="all-reviews container">
      <h1 className="all-reviews__title">{LABELS.reviews.allReviewsHeading}</h1>
      <p>
        <Link to={style.url}>
          {style.brandName} {style.name}
        </Link>
      </p>
      <Link to={writeReviewPath(style.styleId)} className={buttonClass("secondary")} rel="nofollow">
        {LABELS.reviews.writeReview}
      </Link>
      {photos.images.length > 0 ? (
        <section aria-labelledby="customer-photos-heading">
          <h2 id="customer-photos-heading">{LABELS.reviews.customerPhotos}</h2>
          <ul className="review-photos">
            {photos.images.map((photo) => (
              <li key={photo.imagePath}>
                <a href={photo.imagePath}>
                  <img
                    src={photo.imagePath}
                    alt={formatMessage.photoBy(photo.authorName)}
                    loading="lazy"
                    {...THUMBNAIL}
                  />
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {list.reviews.length === 0 ? <p>{LABELS.reviews.noReviews}</p> : null}
      {list.reviews.map((review) => (
        <ReviewCard key={review.reviewId} review={review} />
      ))}
      {totalPages > 1 ? (
        <nav className="all-reviews__pages" aria-label={formatMessage.reviewsPage(currentPage, totalPages)}>
          {currentPage > 1 ? (
            <Link to={allReviewsPath(style.styleId, currentPage - 1)} rel="prev">
              {LABELS.reviews.previous}
            </Link>
          ) : null}
          <span>{formatMessage.reviewsPage(currentPage, totalPages)}</span>
          {currentPage < totalPages ? (
            <Link to={allReviewsPath(style.styleId, currentPage + 1)} rel="next">
              {LABELS.reviews.next}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
