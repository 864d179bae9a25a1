import { ADMIN_MESSAGES, adminRoutes } from "@odin/contracts";
import { type ClientLoaderFunctionArgs, Link, type MetaFunction, useLoaderData } from "react-router";
import { ReturnsFilterForm } from "../features/returns/returns-filters";
import { filterProblem, filtersOf, returnsQueryOf, searchOf } from "../features/returns/returns-query";
import { ReturnsTable } from "../features/returns/returns-table";
import { listsStoreWide, ReturnsTabs } from "../features/returns/returns-tabs";
import { ApiFailure, api } from "../lib/api";
import { requireArea } from "../lib/session";

export { ErrorPage as ErrorBoundary } from "../ui/error-page";

export const meta: MetaFunction = () => [{ title: "Returns · Odin back office" }];

/**
 * The returns queue (decision 63), newest first, a page at a time: the address holds the filters and
 * the `after` of the page in view, the server's keyset cursor. Filters the server refuses, and a
 * cursor it no longer knows (404), are shown by the form, not as a failed page.
 */
export async function clientLoader({ request }: Pick<ClientLoaderFunctionArgs, "request">) {
  const session = await requireArea("returns", request);
  const storeWide = listsStoreWide(session);
  const search = new URL(request.url).searchParams;
  const filters = filtersOf(search);
  const after = search.get("after") ?? undefined;
  const problem = filterProblem(filters);
  if (problem) return { filters, after, storeWide, page: null, problem };
  try {
    const page = await api.call(adminRoutes.adminReturns, returnsQueryOf(filters, after), { request });
    return { filters, after, storeWide, page, problem: undefined };
  } catch (error) {
    if (error instanceof ApiFailure && error.status === 400) {
      return { filters, after, storeWide, page: null, problem: error.detail };
    }
    if (error instanceof ApiFailure && error.status === 404 && after) {
      return { filters, after, storeWide, page: null, problem: ADMIN_MESSAGES.orders.badCursor };
    }
    throw error;
  }
}

export default function Returns() {
  const { filters, after, storeWide, page, problem } = useLoaderData<typeof clientLoader>();
  return (
    <>
      <h1>Returns &amp; refunds</h1>
      <p className="lead">
        Items shoppers send back, newest first: book the courier, receive the parcel and check it. A passed
        check pays the refund; the item is REFUNDED once the money has arrived.
      </p>
      <ReturnsTabs current="/returns" storeWide={storeWide} />
      <ReturnsFilterForm filters={filters} problem={problem} />
      {page === null ? null : page.returns.length === 0 ? (
        <p className="empty">No returns match these filters.</p>
      ) : (
        <ReturnsTable returns={page.returns} />
      )}
      {after || page?.next ? (
        <nav aria-label="Returns pages" className="pager">
          {after ? <Link to={{ search: searchOf(filters) }}>Newest returns</Link> : null}
          {page?.next ? <Link to={{ search: searchOf(filters, page.next) }}>Next page</Link> : null}
        </nav>
      ) : null}
    </>
  );
}
