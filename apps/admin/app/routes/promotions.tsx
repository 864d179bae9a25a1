import { adminRoutes } from "@odin/contracts";
import { type ClientLoaderFunctionArgs, Link, type MetaFunction, useLoaderData } from "react-router";
import { PROMOTIONS_WRITE } from "../features/promotions/promotion-actions";
import {
  filterProblem,
  filtersOf,
  isFiltered,
  promotionsQueryOf,
  searchOf,
} from "../features/promotions/promotion-query";
import { PROMOTION_LIMITS, PROMOTION_STATUSES, STATUS_LABELS } from "../features/promotions/promotion-words";
import { PromotionsTable } from "../features/promotions/promotions-table";
import { ApiFailure, api } from "../lib/api";
import { mayUse } from "../lib/areas";
import { requireArea } from "../lib/session";
import { FilterForm } from "../ui/filter-form";

export { ErrorPage as ErrorBoundary } from "../ui/error-page";

export const meta: MetaFunction = () => [{ title: "Promotions · Odin back office" }];

/**
 * The promotions and coupons, newest first, a page at a time: the address holds the search (the start
 * of a code), the status and the `after` of the page in view. A search the server refuses is shown
 * by the form. A promotion is edited, paused and ended on its own page.
 */
export async function clientLoader({ request }: Pick<ClientLoaderFunctionArgs, "request">) {
  const session = await requireArea("promotions", request);
  const search = new URL(request.url).searchParams;
  const filters = filtersOf(search);
  const after = search.get("after") ?? undefined;
  const canWrite = mayUse(session.staff.permissions, PROMOTIONS_WRITE);
  const problem = filterProblem(filters);
  if (problem) return { filters, after, page: null, problem, canWrite };
  try {
    const page = await api.call(adminRoutes.promotionSearch, promotionsQueryOf(filters, after), { request });
    return { filters, after, page, problem: undefined, canWrite };
  } catch (error) {
    if (error instanceof ApiFailure && error.status === 400) {
      return { filters, after, page: null, problem: error.detail, canWrite };
    }
    throw error;
  }
}

export default function Promotions() {
  const { filters, after, page, problem, canWrite } = useLoaderData<typeof clientLoader>();
  return (
    <>
      <div className="page-title">
        <h1>Promotions</h1>
        {canWrite ? (
          <Link className="button" to="/promotions/new">
            New promotion
          </Link>
        ) : null}
      </div>
      <p className="lead">
        Coupons and offers, with the rules the bag applies. Find one by the start of its code or by status;
        open it to edit, pause or end it, and to see the orders that used it.
      </p>
      <FilterForm
        id="promotion-filters"
        title="Find promotions"
        filters={filters}
        problem={problem}
        clearTo="/promotions"
      >
        {(described) => (
          <div className="field-row">
            <label className="field">
              <span>Code</span>
              <input
                name="q"
                type="search"
                defaultValue={filters.q}
                maxLength={PROMOTION_LIMITS.codeMaxLength}
                aria-describedby={described}
                autoComplete="off"
              />
            </label>
            <label className="field">
              <span>Status</span>
              <select name="status" defaultValue={filters.status} aria-describedby={described}>
                <option value="">Any</option>
                {PROMOTION_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {STATUS_LABELS[status]}
                  </option>
                ))}
              </select>
            </label>
          </div>
        )}
      </FilterForm>
      {page === null ? null : page.promotions.length === 0 ? (
        <p className="empty">
          {isFiltered(filters) ? "No promotions match this search." : "No promotions yet."}
        </p>
      ) : (
        <PromotionsTable promotions={page.promotions} />
      )}
      {after || page?.next ? (
        <nav aria-label="Promotion pages" className="pager">
          {after ? <Link to={{ search: searchOf(filters) }}>First page</Link> : null}
          {page?.next ? <Link to={{ search: searchOf(filters, page.next) }}>Next page</Link> : null}
        </nav>
      ) : null}
    </>
  );
}
