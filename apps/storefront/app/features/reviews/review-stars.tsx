import { formatMessage, REVIEWS } from "@odin/contracts";

/** A rating as stars, read out as "4 stars". */
export function ReviewStars({ rating }: { rating: number }) {
  const filled = Math.round(rating);
  return (
    <span className="review-stars" role="img" aria-label={formatMessage.reviewStars(rating)}>
      {"★".repeat(filled)}
      <span className="review-stars__empty">{"★".repeat(REVIEWS.maxRating - filled)}</span>
    </span>
  );
}
