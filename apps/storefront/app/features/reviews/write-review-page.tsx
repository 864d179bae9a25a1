import { LABELS, MESSAGES, type Review } from "@odin/contracts";
import { Link } from "react-router";
import { LoginPrompt } from "../auth/login-prompt";
import { ReviewCard, ReviewStatus } from "./review-card";
import { ReviewForm } from "./review-form";
import { writeReviewPath } from "./review-paths";

export interface ReviewedStyle {
  styleId: number;
  name: string;
  brandName: string;
  url: string;
  colour: string;
  sizes: string[];
}

export type WriteReviewData =
  | { guest: true; style: ReviewedStyle }
  | { guest: false; style: ReviewedStyle; review: Review | null; canReview: boolean };

/**
 * /writereview/{styleId} (spec 2 §2 review screens): a guest is asked to sign in; a shopper who bought
 * the style writes a review, or sees theirs with its moderation state and edits it; anyone else is
 * told only buyers may review.
 */
export function WriteReviewPage({ data }: { data: WriteReviewData }) {
  const { style } = data;
  const review = data.guest ? null : data.review;
  return (
    <div className="write-review container">
      <h1 className="write-review__title">
        {review ? LABELS.reviews.editHeading : LABELS.reviews.writeHeading}
      </h1>
      <p className="write-review__style">
        <Link to={style.url}>
          {style.brandName} {style.name}
        </Link>
      </p>
      {data.guest ? (
        // A guest's view (spec 2 §6: reviews are for logged-in customers).
        <div className="write-review__gate">
          <LoginPrompt destination={writeReviewPath(style.styleId)} />
        </div>
      ) : review || data.canReview ? (
        <>
          {review ? (
            <section aria-labelledby="your-review-heading" className="write-review__current">
              <h2 id="your-review-heading">{LABELS.reviews.yourReview}</h2>
              <ReviewStatus review={review} />
              <ReviewCard review={review} />
            </section>
          ) : null}
          <ReviewForm
            key={review?.updatedAt ?? "new"}
            styleId={style.styleId}
            colour={style.colour}
            sizes={style.sizes}
            review={review}
          />
        </>
      ) : (
        <p className="write-review__refused">{MESSAGES.reviews.notPurchased}</p>
      )}
    </div>
  );
}
