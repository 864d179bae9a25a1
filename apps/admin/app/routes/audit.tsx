import { adminRoutes } from "@odin/contracts";
import { type ClientLoaderFunctionArgs, Link, type MetaFunction, useLoaderData } from "react-router";
import { AuditFilterForm } from "../features/audit/audit-filters";
import { auditQueryOf, filterProblem, filtersOf, searchOf } from "../features/audit/audit-query";
import { AuditTable } from "../features/audit/audit-table";
import { ApiFailure, api } from "../lib/api";
import { requireArea } from "../lib/session";

export { ErrorPage as ErrorBoundary } from "../ui/error-page";

export const meta: MetaFunction = () => [{ title: "Audit log · Odin back office" }];

/**
 * The audit log (decision 62), newest first, a page at a time: the address holds the filters and
 * the `after` of the page in view, the server's keyset cursor, so paging never skips or repeats an
 * entry while new ones arrive. Filters the server refuses are shown by the form, not as a failed page.
 */
export async function clientLoader({ request }: Pick<ClientLoaderFunctionArgs, "request">) {
  await requireArea("audit", request);
  const search = new URL(request.url).searchParams;
  const filters = filtersOf(search);
  const after = search.get("after") ?? undefined;
  const problem = filterProblem(filters);
  if (problem) return { filters, after, page: null, problem };
  try {
    const page = await api.call(adminRoutes.auditLog, auditQueryOf(filters, after), { request });
    return { filters, after, page, problem: undefined };
  } catch (error) {
    if (error instanceof ApiFailure && error.status === 400) {
      return { filters, after, page: null, problem: error.detail };
    }
    throw error;
  }
}

export default function AuditLog() {
  const { filters, after, page, problem } = useLoaderData<typeof clientLoader>();
  return (
    <>
      <div className="page-title">
        <h1>Audit log</h1>
        <a
          className="button button-quiet"
          href={`${adminRoutes.auditExport.path}${searchOf(filters)}`}
          download
        >
          Export CSV
        </a>
      </div>
      <p className="lead">Every change made in the back office, newest first. The log cannot be edited.</p>
      <AuditFilterForm filters={filters} problem={problem} />
      {page === null ? null : page.entries.length === 0 ? (
        <p className="empty">No entries match these filters.</p>
      ) : (
        <AuditTable entries={page.entries} />
      )}
      {after || page?.next ? (
        <nav aria-label="Audit log pages" className="pager">
          {after ? <Link to={{ search: searchOf(filters) }}>Newest entries</Link> : null}
          {page?.next ? <Link to={{ search: searchOf(filters, page.next) }}>Next page</Link> : null}
        </nav>
      ) : null}
    </>
  );
}
