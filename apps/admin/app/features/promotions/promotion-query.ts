import type { adminRoutes, RouteQuery } from "@odin/contracts";
import { PROMOTION_LIMITS, PROMOTION_STATUSES, type PromotionStatus } from "./promotion-words";

/**
 * The promotions list's search and status filter as the page's address carries them
 * (`/admin/promotions?q=diwali&status=active&after=…`), so a list can be bookmarked and paged.
 */

type PromotionsQuery = RouteQuery<typeof adminRoutes.promotionSearch>;

export interface PromotionFilters {
  q: string;
  status: string;
}

const isStatus = (value: string): value is PromotionStatus =>
  PROMOTION_STATUSES.some((status) => status === value);

export function filtersOf(search: URLSearchParams): PromotionFilters {
  return { q: (search.get("q") ?? "").trim(), status: (search.get("status") ?? "").trim() };
}

/** What the filters ask that the server would refuse anyway, in the staff member's terms. */
export function filterProblem(filters: PromotionFilters): string | undefined {
  if (filters.q.length > PROMOTION_LIMITS.codeMaxLength) {
    return `Search with at most ${PROMOTION_LIMITS.codeMaxLength} characters: the start of a code.`;
  }
  if (filters.status !== "" && !isStatus(filters.status)) return "Choose a status from the list.";
  return undefined;
}

export function promotionsQueryOf(filters: PromotionFilters, after?: string): PromotionsQuery {
  const query: PromotionsQuery = {};
  if (filters.q !== "") query.q = filters.q;
  if (isStatus(filters.status)) query.status = filters.status;
  if (after) query.after = after;
  return query;
}

/** The search part of an address (`?…`, or "" for none), with `after` when paging. */
export function searchOf(filters: PromotionFilters, after?: string): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(promotionsQueryOf(filters, after)))
    params.set(name, String(value));
  const text = params.toString();
  return text === "" ? "" : `?${text}`;
}

export const isFiltered = (filters: PromotionFilters) => filters.q !== "" || filters.status !== "";
