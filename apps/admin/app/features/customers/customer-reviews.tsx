import type { Review } from "@odin/contracts";
import { Link } from "react-router";
import { formatMinute } from "../../lib/format";
import { ScrollTable } from "../../ui/scroll-table";
import { Rating } from "../reviews/rating";
import { REVIEW_STATE_LABELS } from "../reviews/review-query";

/** The shopper's reviews in every state, each linking to its page in Reviews for a role that may open it. */
export function CustomerReviews({ reviews, linked }: { reviews: readonly Review[]; linked: boolean }) {
  return (
    <section aria-labelledby="reviews-title">
      <h2 id="reviews-title">Reviews</h2>
      {reviews.length === 0 ? (
        <p className="empty">No reviews written.</p>
      ) : (
        <ScrollTable id="reviews" caption="The shopper's reviews">
          <thead>
            <tr>
              <th scope="col">Review</th>
              <th scope="col">Style</th>
              <th scope="col">Rating</th>
              <th scope="col">State</th>
              <th scope="col">Words</th>
            </tr>
          </thead>
          <tbody>
            {reviews.map((review) => (
              <tr key={review.reviewId}>
                <td>
                  {linked ? (
                    <Link to={`/reviews/${review.reviewId}`}>Review {review.reviewId}</Link>
                  ) : (
                    `Review ${review.reviewId}`
                  )}
                  <span className="cell-note">
                    <time dateTime={review.createdAt}>{formatMinute(review.createdAt)}</time>
                  </span>
                </td>
                <td>{review.styleId}</td>
                <td className="nowrap">
                  <Rating rating={review.rating} />
                </td>
                <td>
                  {REVIEW_STATE_LABELS[review.status]}
                  {review.rejectionReason ? (
                    <span className="cell-note">{review.rejectionReason}</span>
                  ) : null}
                </td>
                <td className="review-excerpt">{review.text}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </section>
  );
}
