import { formatMessage, LABELS, MESSAGES, type Review } from "@odin/contracts";
import { formatDisplayDate } from "../../lib/display-date";
import { ReviewStars } from "./review-stars";

/** Width and height of a review photo's thumbnail, reserved before it loads. */
export const THUMBNAIL = { width: 96, height: 96 } as const;

/** The moderation state the author sees on their own review (spec 2 §4). */
export function ReviewStatus({ review }: { review: Review }) {
  if (review.status === "UNDER_MODERATION") {
    return <p className="review-status review-status--waiting">{MESSAGES.reviews.underModeration}</p>;
  }
  if (review.status === "REJECTED") {
    return (
      <p className="review-status review-status--rejected">
        {LABELS.reviews.statusRejected}
        {review.rejectionReason ? `. ${formatMessage.rejectedBecause(review.rejectionReason)}` : ""}
      </p>
    );
  }
  return <p className="review-status review-status--published">{LABELS.reviews.statusPublished}</p>;
}

/** One review: stars, text, who and when, colour and size, the store's reply, photos. */
export function ReviewCard({ review, showStatus = false }: { review: Review; showStatus?: boolean }) {
  const details = [review.colour, review.size].filter(Boolean).join(" · ");
  return (
    <article className="review-card">
      <header className="review-card__header">
        <ReviewStars rating={review.rating} />
        <span className="review-card__author">{review.authorName}</span>
        {review.verifiedPurchase ? (
          <span className="review-card__verified">{LABELS.reviews.verifiedPurchase}</span>
        ) : null}
        <time className="review-card__date" dateTime={review.createdAt}>
          {formatDisplayDate(review.createdAt)}
        </time>
      </header>
      {showStatus ? <ReviewStatus review={review} /> : null}
      {details ? <p className="review-card__details">{details}</p> : null}
      {review.text ? <p className="review-card__text">{review.text}</p> : null}
      {review.reply ? (
        <section className="review-card__reply" aria-label={LABELS.reviews.storeReply}>
          <p className="review-card__reply-label">{LABELS.reviews.storeReply}</p>
          <p className="review-card__reply-text">{review.reply}</p>
        </section>
      ) : null}
      {review.images.length > 0 ? (
        <ul className="review-photos">
          {review.images.map((imagePath) => (
            <li key={imagePath}>
              <a href={imagePath}>
                <img
                  src={imagePath}
                  alt={formatMessage.photoBy(review.authorName)}
                  loading="lazy"
                  {...THUMBNAIL}
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
