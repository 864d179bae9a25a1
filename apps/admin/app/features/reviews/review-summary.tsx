import type { AdminReview } from "@odin/contracts";
import { Link } from "react-router";
import { formatMinute } from "../../lib/format";
import { Rating } from "./rating";
import { REVIEW_STATE_LABELS } from "./review-query";

/**
 * A review as its author wrote it and where it stands: its state (and why it was rejected), rating,
 * style, author, words and the store's reply. The style's reviews open on the store itself, where a
 * published review and its reply show.
 */
export function ReviewSummary({ review, authorLink }: { review: AdminReview; authorLink: boolean }) {
  const { author } = review;
  return (
    <section aria-labelledby="review-title">
      <h2 id="review-title">The review</h2>
      <dl className="definitions">
        <div>
          <dt>State</dt>
          <dd>{REVIEW_STATE_LABELS[review.status]}</dd>
        </div>
        {review.rejectionReason ? (
          <div>
            <dt>Reason it was rejected (shown to the shopper)</dt>
            <dd>{review.rejectionReason}</dd>
          </div>
        ) : null}
        <div>
          <dt>Rating</dt>
          <dd>
            <Rating rating={review.rating} />
          </dd>
        </div>
        <div>
          <dt>Style</dt>
          <dd>
            {review.styleName ?? `Style ${review.styleId}`}
            {review.brandName ? ` · ${review.brandName}` : null}{" "}
            <span className="muted">(id {review.styleId})</span>
            <br />
            <a href={`/allreviews/${review.styleId}`}>The style's published reviews on the store</a>
          </dd>
        </div>
        <div>
          <dt>Author</dt>
          <dd>
            {authorLink && author.userId !== null ? (
              <Link to={`/customers/${author.userId}`}>{author.name}</Link>
            ) : (
              author.name
            )}
            {author.email ? <span className="muted"> · {author.email}</span> : null}
            {review.verifiedPurchase ? <span className="muted"> · bought the style</span> : null}
          </dd>
        </div>
        {review.colour || review.size ? (
          <div>
            <dt>Colour and size</dt>
            <dd>{[review.colour, review.size].filter(Boolean).join(", ")}</dd>
          </div>
        ) : null}
        <div>
          <dt>Written</dt>
          <dd>
            <time dateTime={review.createdAt}>{formatMinute(review.createdAt)}</time>
            {review.updatedAt === review.createdAt ? null : (
              <span className="muted">
                {" "}
                · last changed <time dateTime={review.updatedAt}>{formatMinute(review.updatedAt)}</time>
              </span>
            )}
          </dd>
        </div>
      </dl>
      {review.text === "" ? (
        <p className="muted">The shopper wrote no words, only a rating and photos.</p>
      ) : (
        <blockquote className="review-text">{review.text}</blockquote>
      )}
      {review.reply ? (
        <div className="review-reply">
          <h3>Reply from the store</h3>
          <p>{review.reply}</p>
          {review.repliedAt ? (
            <p className="hint">
              Written <time dateTime={review.repliedAt}>{formatMinute(review.repliedAt)}</time>
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
