import { adminRoutes } from "@odin/contracts";
import {
  type ClientActionFunctionArgs,
  type ClientLoaderFunctionArgs,
  Link,
  type MetaFunction,
  useActionData,
  useLoaderData,
} from "react-router";
import { RecordHistory } from "../features/audit/record-history";
import { REVIEWS_WRITE, type ReviewAnswer, reviewAction } from "../features/reviews/review-actions";
import { ModerationForms, REVIEW_ERROR_ID, ReplyForm } from "../features/reviews/review-forms";
import { ReviewPhotos } from "../features/reviews/review-photos";
import { reviewsSearchOf } from "../features/reviews/review-query";
import { ReviewSummary } from "../features/reviews/review-summary";
import { api } from "../lib/api";
import { mayUse } from "../lib/areas";
import { requireArea } from "../lib/session";
import { ActionResult } from "../ui/action-result";

export { ErrorPage as ErrorBoundary } from "../ui/error-page";

export const meta: MetaFunction = ({ params }) => [{ title: `Review ${params.reviewId} · Odin back office` }];

/**
 * One review (decisions 36, 63): what the shopper wrote, their photos, where it stands and its
 * history; the decisions and the store's reply for a role holding reviews:write.
 */
export async function clientLoader({
  request,
  params,
}: Pick<ClientLoaderFunctionArgs, "request" | "params">) {
  const session = await requireArea("reviews", request);
  const review = await api.call(adminRoutes.adminReview, undefined, {
    params: { reviewId: params.reviewId ?? "" },
    request,
  });
  const { permissions } = session.staff;
  return {
    review,
    canWrite: mayUse(permissions, REVIEWS_WRITE),
    authorLink: mayUse(permissions, "customers:read"),
  };
}

export async function clientAction({
  request,
  params,
}: Pick<ClientActionFunctionArgs, "request" | "params">): Promise<ReviewAnswer> {
  return reviewAction(request, params.reviewId ?? "");
}

export default function Review() {
  const { review, canWrite, authorLink } = useLoaderData<typeof clientLoader>();
  const answer = useActionData<typeof clientAction>();
  return (
    <>
      <p className="crumbs">
        <Link to={{ pathname: "/reviews", search: reviewsSearchOf({ status: review.status, styleId: "" }) }}>
          Reviews
        </Link>
      </p>
      <h1>Review {review.reviewId}</h1>
      <p className="lead">
        {review.styleName ?? `Style ${review.styleId}`}
        {review.brandName ? ` · ${review.brandName}` : null}
      </p>
      <ActionResult id={REVIEW_ERROR_ID} done={answer?.done} error={answer?.error} />
      {/* Drawn afresh for another review, so no field carries over from the last one. */}
      <div className="record-sections" key={review.reviewId}>
        <ReviewSummary review={review} authorLink={authorLink} />
        <section aria-labelledby="photos-title">
          <h2 id="photos-title">Photos</h2>
          {review.photos.length === 0 ? (
            <p className="muted">The shopper added no photos.</p>
          ) : (
            <ReviewPhotos reviewId={review.reviewId} photos={review.photos} size="large" />
          )}
        </section>
        {canWrite ? <ModerationForms review={review} answer={answer} /> : null}
        {canWrite && review.status !== "REJECTED" ? <ReplyForm review={review} answer={answer} /> : null}
        <RecordHistory entries={review.audit} resource="review" resourceId={String(review.reviewId)} />
      </div>
    </>
  );
}
