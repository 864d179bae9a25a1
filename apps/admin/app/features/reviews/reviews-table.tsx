import type { AdminReview } from "@odin/contracts";
import { Link } from "react-router";
import { formatMinute } from "../../lib/format";
import { Rating } from "./rating";
import { ReviewPhotos } from "./review-photos";
import { REVIEW_STATE_LABELS, type ReviewsFilter } from "./review-query";

/** How much of a review's text a row shows: enough to judge most, the rest on its page. */
const EXCERPT_CHARS = 280;

const excerptOf = (text: string) =>
  text.length <= EXCERPT_CHARS ? text : `${text.slice(0, EXCERPT_CHARS).trimEnd()}…`;

/**
 * One page of the moderation queue: each review's link (its page holds the decisions), style,
 * rating, words, photos and author. On a narrow screen the table scrolls sideways in its own
 * region, which takes keyboard focus so it can be scrolled without a pointer.
 */
export function ReviewsTable({
  reviews,
  filter,
}: {
  reviews: readonly AdminReview[];
  filter: ReviewsFilter;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <section className="table-scroll" tabIndex={0} aria-labelledby="reviews-title">
      <table className="table">
        <caption id="reviews-title" className="visually-hidden">
          {filter.styleId === "" ? "Reviews" : `Reviews of style ${filter.styleId}`}:{" "}
          {REVIEW_STATE_LABELS[filter.status].toLowerCase()}
        </caption>
        <thead>
          <tr>
            <th scope="col">Review</th>
            <th scope="col">Style</th>
            <th scope="col">Rating</th>
            <th scope="col">Words</th>
            <th scope="col">Photos</th>
            <th scope="col">Author</th>
          </tr>
        </thead>
        <tbody>
          {reviews.map((review) => (
            <tr key={review.reviewId}>
              <td>
                <Link to={`/reviews/${review.reviewId}`}>Review {review.reviewId}</Link>
                <span className="cell-note">
                  <time dateTime={review.createdAt}>{formatMinute(review.createdAt)}</time>
                </span>
              </td>
              <td>
                {review.styleName ?? `Style ${review.styleId}`}
                {review.brandName ? <span className="cell-note">{review.brandName}</span> : null}
              </td>
              <td className="nowrap">
                <Rating rating={review.rating} />
              </td>
              <td className="review-excerpt">
                {review.text === "" ? <span className="muted">(no words)</span> : excerptOf(review.text)}
              </td>
              <td>
                <ReviewPhotos reviewId={review.reviewId} photos={review.photos} size="small" />
              </td>
              <td>
                {review.author.name}
                {review.verifiedPurchase ? <span className="cell-note">Bought it</span> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
