import { formatMessage, type ProductDetail } from "@odin/contracts";

/** Average, count and how many reviews gave each number of stars, five first. */
export function RatingSummary({ rating }: { rating: ProductDetail["rating"] }) {
  const { average, count, distribution } = rating;
  return (
    <div className="rating-summary">
      <p className="rating-summary__average">
        <span aria-hidden="true">{formatMessage.productRating(average, count)}</span>
        <span className="visually-hidden">{formatMessage.productRatingSpoken(average, count)}</span>
      </p>
      <ul className="rating-summary__bars">
        {[5, 4, 3, 2, 1].map((stars) => {
          const votes = distribution[stars - 1] ?? 0;
          const share = count > 0 ? Math.round((votes / count) * 100) : 0;
          return (
            <li key={stars} className="rating-summary__bar">
              <span className="rating-summary__label">{formatMessage.ratingDistribution(stars, votes)}</span>
              <span className="rating-summary__track" aria-hidden="true">
                <span className="rating-summary__fill" style={{ width: `${share}%` }} />
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
