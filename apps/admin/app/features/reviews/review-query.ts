import { type adminRoutes, REVIEWS, type ReviewStatus, type RouteQuery } from "@odin/contracts";

/**
 * The moderation queue's address: the state in view (`status`, the reviews waiting without it) and
 * the `after` of the page, the server's keyset cursor, so a view can be bookmarked and paged.
 */

/** What each state means to a moderator, in the order the tabs show them. */
export const REVIEW_STATE_LABELS: Record<ReviewStatus, string> = {
  UNDER_MODERATION: "Waiting for moderation",
  PUBLISHED: "Published",
  REJECTED: "Rejected",
};

/** The work waiting is what moderators come for, and the server's first view too. */
const DEFAULT_STATE: ReviewStatus = "UNDER_MODERATION";

export interface ReviewsView {
  status: ReviewStatus;
  after: string | undefined;
}

/** The view an address asks for; an unknown state is the default one. */
export function reviewsViewOf(search: URLSearchParams): ReviewsView {
  const asked = search.get("status");
  const status = REVIEWS.moderationStatuses.find((each) => each === asked) ?? DEFAULT_STATE;
  return { status, after: search.get("after") ?? undefined };
}

/** The API's query for the state in view, from the review after `after` (none: the first page). */
export function reviewsQueryOf(view: ReviewsView): RouteQuery<typeof adminRoutes.adminReviews> {
  return view.after ? { status: view.status, after: view.after } : { status: view.status };
}

/** The search part of the address of `status` from the review after `after` (none: its first page). */
export function reviewsSearchOf(status: ReviewStatus, after?: string): string {
  const params = new URLSearchParams({ status });
  if (after) params.set("after", after);
  return `?${params.toString()}`;
}
