import { formatMessage, LABELS, ORDER_RATINGS, type OrderRating, REVIEWS } from "@odin/contracts";
import { Form } from "react-router";
import { INTENT_FIELD, useFormAnswer, useFormPending } from "../../lib/form-answer";
import { SubmitButton } from "../../ui/button";
import { FormError } from "../../ui/form-error";
import { FormNotice } from "../../ui/form-notice";
import { ReviewStars } from "./review-stars";

/** The rating form's intent and fields, posted to the page's own route action. */
export const RATE_ORDER_INTENT = "rateOrder";
export const RATE_ORDER_FIELDS = { orderId: "orderId", rating: "rating", comment: "comment" } as const;
export type RateOrderField = keyof typeof RATE_ORDER_FIELDS;

/** What a page shows of an order's rating: the order, and its rating once saved. */
export interface RateOrderState {
  orderId: string;
  rating: OrderRating | null;
}

const STARS = Array.from({ length: REVIEWS.maxRating }, (_, index) => REVIEWS.maxRating - index);

/**
 * Rating an order after delivery (spec 3 §2 "After delivery the user can rate the order"): the saved
 * rating when there is one, and a form of five stars and a comment answered by the page's route
 * action (the order confirmation's, the order details'), so it works before and without scripts.
 * Rating again changes the saved rating.
 */
export function RateOrder({ orderId, rating }: RateOrderState) {
  const answer = useFormAnswer<RateOrderField>(RATE_ORDER_INTENT);
  const pending = useFormPending(RATE_ORDER_INTENT);
  const refused = answer && !answer.ok ? answer : undefined;
  const chosen = refused?.values?.rating ?? (rating ? String(rating.rating) : "");
  const ratingError = refused?.fieldErrors.rating;
  const commentId = `rate-order-comment-${orderId}`;
  return (
    <section className="rate-order" aria-labelledby="rate-order-heading">
      <h2 id="rate-order-heading" className="rate-order__title">
        {LABELS.reviews.rateOrder}
      </h2>
      {rating ? (
        <div className="rate-order__saved">
          <ReviewStars rating={rating.rating} />
          <p>{formatMessage.yourOrderRating(rating.rating)}</p>
          {rating.comment ? <p className="rate-order__comment">{rating.comment}</p> : null}
        </div>
      ) : null}
      {answer?.ok ? <FormNotice message={answer.message} /> : null}
      <FormError message={refused?.message} />
      <Form method="post" preventScrollReset className="rate-order__form" aria-busy={pending || undefined}>
        <input type="hidden" name={INTENT_FIELD} value={RATE_ORDER_INTENT} />
        <input type="hidden" name={RATE_ORDER_FIELDS.orderId} value={orderId} />
        <fieldset
          className="rate-order__stars"
          aria-describedby={ratingError ? "rate-order-error" : undefined}
        >
          <legend>{LABELS.reviews.rating}</legend>
          {STARS.map((stars) => (
            <label key={stars} className="rate-order__star">
              <input
                type="radio"
                name={RATE_ORDER_FIELDS.rating}
                value={stars}
                defaultChecked={chosen === String(stars)}
                required
              />
              {formatMessage.reviewStars(stars)}
            </label>
          ))}
          {ratingError ? (
            <p className="field__error" id="rate-order-error">
              {ratingError}
            </p>
          ) : null}
        </fieldset>
        <div className={`field${refused?.fieldErrors.comment ? " field--invalid" : ""}`}>
          <label className="field__label" htmlFor={commentId}>
            {LABELS.reviews.rateOrderComment}
          </label>
          <textarea
            id={commentId}
            name={RATE_ORDER_FIELDS.comment}
            className="field__input"
            rows={3}
            maxLength={ORDER_RATINGS.maxCommentChars}
            defaultValue={refused?.values?.comment ?? rating?.comment ?? ""}
          />
          {refused?.fieldErrors.comment ? (
            <p className="field__error">{refused.fieldErrors.comment}</p>
          ) : null}
        </div>
        <SubmitButton busy={pending}>
          {rating ? LABELS.reviews.rateOrderAgain : LABELS.reviews.rateOrderSubmit}
        </SubmitButton>
      </Form>
    </section>
  );
}
