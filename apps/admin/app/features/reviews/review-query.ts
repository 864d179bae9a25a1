import { type adminRoutes, REVIEWS, type ReviewStatus, type RouteQuery } from "@odin/contracts";

/**
 * The moderation queue's address: the state in view (`status`, the reviews waiting without it), the
 * style whose reviews are asked for (`styleId`, every style without it) and the `after` of the page,
 * the server's keyset cursor, so a view can be bookmarked and paged.
 */

/** What each state means to a moderator, in the order the tabs show them. */
export const REVIEW_STATE_LABELS: Record<ReviewStatus, string> = {
  UNDER_MODERATION: "Waiting for moderation",
  PUBLISHED: "Published",
  REJECTED: "Rejected",
};

/** The work waiting is what moderators come for, and the server's first view too. */
const DEFAULT_STATE: ReviewStatus = "UNDER_MODERATION";

/** The states and the style of a view, without its page. */
export interface ReviewsFilter {
  status: ReviewStatus;
  /** The style's id as typed; "" is every style. */
  styleId: string;
}

export interface ReviewsView extends ReviewsFilter {
  after: string | undefined;
}

/** The view an address asks for; an unknown state is the default one. */
export function reviewsViewOf(search: URLSearchParams): ReviewsView {
  const asked = search.get("status");
  const status = REVIEWS.moderationStatuses.find((each) => each === asked) ?? DEFAULT_STATE;
  return { status, styleId: (search.get("styleId") ?? "").trim(), after: search.get("after") ?? undefined };
}

/** What the style filter asks that the server would refuse anyway, said in the moderator's terms. */
export function styleFilterProblem(view: ReviewsFilter): string | undefined {
  if (view.styleId === "" || /^[1-9]\d{0,9}$/.test(view.styleId)) return undefined;
  return "The style id is a number, digits only: the id of a style in the catalogue.";
}

/** The API's query for the view, from the review after `after` (none: the first page). */
export function reviewsQueryOf(view: ReviewsView): RouteQuery<typeof adminRoutes.adminReviews> {
  const query: RouteQuery<typeof adminRoutes.adminReviews> = { status: view.status };
  if (view.styleId !== "") query.styleId = view.styleId;
  if (view.after) query.after = view.after;
  return query;
}

/** The search part of the address of a filter from the review after `after` (none: its first page). */
export function reviewsSearchOf(filter: ReviewsFilter, after?: string): string {
  const params = new URLSearchParams({ status: filter.status });
  if (filter.styleId !== "") params.set("styleId", filter.styleId);
  if (after) params.set("after", after);
  return `?${params.toString()}`;
}
