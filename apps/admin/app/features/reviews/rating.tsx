import { REVIEWS } from "@odin/contracts";

/** A rating as stars, read out as "4 out of 5 stars". */
export function Rating({ rating }: { rating: number }) {
  const stars = "★".repeat(rating) + "☆".repeat(Math.max(0, REVIEWS.maxRating - rating));
  return (
    <span className="rating">
      <span aria-hidden="true">{stars}</span>
      <span className="visually-hidden">
        {rating} out of {REVIEWS.maxRating} stars
      </span>
    </span>
  );
}
