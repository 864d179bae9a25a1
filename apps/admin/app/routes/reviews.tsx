import { adminRoutes, REVIEWS } from "@odin/contracts";
import { type ClientLoaderFunctionArgs, Link, type MetaFunction, useLoaderData } from "react-router";
import {
  REVIEW_STATE_LABELS,
  type ReviewsFilter,
  reviewsQueryOf,
  reviewsSearchOf,
  reviewsViewOf,
  styleFilterProblem,
} from "../features/reviews/review-query";
import { ReviewStyleFilter } from "../features/reviews/review-style-filter";
import { ReviewsTable } from "../features/reviews/reviews-table";
import { ApiFailure, api } from "../lib/api";
import { requireArea } from "../lib/session";

export { ErrorPage as ErrorBoundary } from "../ui/error-page";

export const meta: MetaFunction = () => [{ title: "Reviews · Odin back office" }];

/** What the page says when the server does not know the page of the list the address names. */
const PAGE_GONE = "This page of the list is not valid any more. Start again from the first page.";

/**
 * The moderation queue (decisions 36, 63): the reviews in one state, of every style or of one, a
 * page at a time; the longest waiting first, the published and rejected the latest first. The
 * address holds the state, the style and the `after` of the page, the server's keyset cursor.
 * Decisions are taken on a review's own page.
 */
export async function clientLoader({ request }: Pick<ClientLoaderFunctionArgs, "request">) {
  await requireArea("reviews", request);
  const view = reviewsViewOf(new URL(request.url).searchParams);
  const problem = styleFilterProblem(view);
  if (problem) return { view, page: null, problem };
  try {
    const page = await api.call(adminRoutes.adminReviews, reviewsQueryOf(view), { request });
    return { view, page, problem: undefined };
  } catch (error) {
    // A cursor the server did not make answers 404; a style id past its range, 400.
    if (error instanceof ApiFailure && (error.status === 400 || error.status === 404)) {
      return { view, page: null, problem: error.status === 404 ? PAGE_GONE : error.detail };
    }
    throw error;
  }
}

/** What the list says when it holds no review. */
function emptyOf({ status, styleId }: ReviewsFilter): string {
  const reviews = styleId === "" ? "No review" : `No review of style ${styleId}`;
  return status === "UNDER_MODERATION"
    ? `${reviews} is waiting for moderation.`
    : `${reviews} is ${REVIEW_STATE_LABELS[status].toLowerCase()}.`;
}

export default function Reviews() {
  const { view, page, problem } = useLoaderData<typeof clientLoader>();
  return (
    <>
      <h1>Reviews</h1>
      <p className="lead">
        Shoppers' reviews wait here until someone publishes or rejects them. Open a review to see its photos
        and decide, or to reply for the store.
      </p>
      <nav aria-label="Review states" className="tabs">
        {REVIEWS.moderationStatuses.map((status) => (
          <Link
            key={status}
            to={{ search: reviewsSearchOf({ ...view, status }) }}
            aria-current={view.status === status ? "page" : undefined}
          >
            {REVIEW_STATE_LABELS[status]}
          </Link>
        ))}
      </nav>
      <ReviewStyleFilter filter={view} problem={problem} />
      {page === null ? null : page.reviews.length === 0 ? (
        <p className="empty">{emptyOf(view)}</p>
      ) : (
        <ReviewsTable reviews={page.reviews} filter={view} />
      )}
      {view.after || page?.next ? (
        <nav aria-label="Review pages" className="pager">
          {view.after ? <Link to={{ search: reviewsSearchOf(view) }}>First page</Link> : null}
          {page?.next ? <Link to={{ search: reviewsSearchOf(view, page.next) }}>Next page</Link> : null}
        </nav>
      ) : null}
    </>
  );
}
