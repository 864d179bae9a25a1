import type { AuditQuery } from "@odin/contracts";

/**
 * The audit log's filters as the page's address carries them (`/admin/audit?resource=order&from=…`),
 * so a filtered view can be bookmarked, sent to a colleague, paged and exported as it is.
 */

export const AUDIT_FILTERS = ["actor", "resource", "resourceId", "from", "to"] as const;
export type AuditFilter = (typeof AUDIT_FILTERS)[number];
export type AuditFilters = Record<AuditFilter, string>;

/** The filters of an address; a filter left empty is no filter. */
export function filtersOf(search: URLSearchParams): AuditFilters {
  const filters = {} as AuditFilters;
  for (const name of AUDIT_FILTERS) filters[name] = (search.get(name) ?? "").trim();
  return filters;
}

/** What the filters ask that the server would refuse anyway, said in the staff member's terms. */
export function filterProblem(filters: AuditFilters): string | undefined {
  if (filters.actor !== "" && !/^[1-9]\d{0,9}$/.test(filters.actor)) {
    return "The person's id is a number: the id of a staff member, as the log shows it.";
  }
  if (filters.from !== "" && filters.to !== "" && filters.from > filters.to) {
    return "The first date is after the last one.";
  }
  return undefined;
}

/** The API's query for these filters, from the entry after `after` (a page's `next`). */
export function auditQueryOf(filters: AuditFilters, after?: string): AuditQuery {
  const query: AuditQuery = {};
  if (filters.actor !== "") query.actor = filters.actor;
  if (filters.resource !== "") query.resource = filters.resource;
  if (filters.resourceId !== "") query.resourceId = filters.resourceId;
  if (filters.from !== "") query.from = filters.from;
  if (filters.to !== "") query.to = filters.to;
  if (after) query.after = after;
  return query;
}

/** The search part of an address (`?…`, or "" for none) with the filters set, and `after` when paging. */
export function searchOf(filters: AuditFilters, after?: string): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(auditQueryOf(filters, after))) params.set(name, String(value));
  const text = params.toString();
  return text === "" ? "" : `?${text}`;
}
