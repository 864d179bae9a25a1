import { adminRoutes } from "@odin/contracts";
import {
  type ClientActionFunctionArgs,
  type ClientLoaderFunctionArgs,
  Link,
  type MetaFunction,
  redirect,
  useActionData,
  useLoaderData,
} from "react-router";
import { type BulkEditAnswer, BulkEditForm } from "../features/catalogue/bulk-edit-form";
import { bulkEditOf } from "../features/catalogue/bulk-edit-forms";
import { CatalogueFilterForm } from "../features/catalogue/catalogue-filters";
import {
  filterProblem,
  filtersOf,
  isFiltered,
  searchOf,
  stylesQueryOf,
} from "../features/catalogue/catalogue-query";
import { CATALOGUE_WRITE } from "../features/catalogue/style-actions";
import { StylesTable } from "../features/catalogue/styles-table";
import { ApiFailure, api } from "../lib/api";
import { mayUse } from "../lib/areas";
import { requireArea } from "../lib/session";

export { ErrorPage as ErrorBoundary } from "../ui/error-page";

export const meta: MetaFunction = () => [{ title: "Catalogue · Odin back office" }];

/**
 * The styles of the catalogue, a page at a time: the address holds the search, the filters and the
 * `after` of the page in view, the server's keyset cursor; no total is counted. A search the server
 * refuses is shown by the form, not as a failed page. A style is edited, published and stocked on
 * its own page; the brands' legal declarations have a page of their own. A role holding
 * catalogue:write may bulk edit every style the search finds, from a preview on its own page.
 */
export async function clientLoader({ request }: Pick<ClientLoaderFunctionArgs, "request">) {
  const session = await requireArea("catalogue", request);
  const canWrite = mayUse(session.staff.permissions, CATALOGUE_WRITE);
  const search = new URL(request.url).searchParams;
  const filters = filtersOf(search);
  const after = search.get("after") ?? undefined;
  const options = api.call(adminRoutes.catalogueOptions, undefined, { request });
  const problem = filterProblem(filters);
  if (problem) return { filters, after, options: await options, page: null, problem, canWrite };
  try {
    const [answered, page] = await Promise.all([
      options,
      api.call(adminRoutes.styleSearch, stylesQueryOf(filters, after), { request }),
    ]);
    return { filters, after, options: answered, page, problem: undefined, canWrite };
  } catch (error) {
    if (error instanceof ApiFailure && error.status === 400) {
      return { filters, after, options: await options, page: null, problem: error.detail, canWrite };
    }
    throw error;
  }
}

/**
 * The Bulk edit form: the filters are the page's address (the form posts to it), so the edit acts on
 * exactly the list in view. The preview is kept by the server and opens on its own page.
 */
export async function clientAction({ request }: Pick<ClientActionFunctionArgs, "request">) {
  const form = await request.formData();
  const read = bulkEditOf(form, filtersOf(new URL(request.url).searchParams));
  if (read.fields)
    return { error: "Check the fields marked below.", fields: read.fields } satisfies BulkEditAnswer;
  try {
    const edit = await api.call(adminRoutes.bulkEditPreview, read.body, { request });
    return redirect(`/catalogue/bulk/${edit.id}`);
  } catch (error) {
    if (!(error instanceof ApiFailure)) throw error;
    return { error: error.detail } satisfies BulkEditAnswer;
  }
}

export default function Catalogue() {
  const { filters, after, options, page, problem, canWrite } = useLoaderData<typeof clientLoader>();
  const answer = useActionData<typeof clientAction>();
  return (
    <>
      <div className="page-title">
        <h1>Catalogue</h1>
        <Link to="/catalogue/brands">Brands' legal declarations</Link>
        <Link to="/catalogue/import">Import CSV</Link>
        <a
          className="button button-quiet"
          href={`${adminRoutes.styleExport.path}${searchOf(filters)}`}
          download
        >
          Export CSV
        </a>
      </div>
      <p className="lead">
        Find a style by its code or name, or filter by brand, category, price, publishing and stock. Open a
        style to edit it, change its prices and stock, or publish it.
      </p>
      <CatalogueFilterForm filters={filters} options={options} problem={problem} />
      {canWrite && page !== null && page.styles.length > 0 ? (
        <BulkEditForm centres={options.centres} answer={answer} />
      ) : null}
      {page === null ? null : page.styles.length === 0 ? (
        <p className="empty">
          {isFiltered(filters) ? "No styles match this search and these filters." : "No styles yet."}
        </p>
      ) : (
        <StylesTable styles={page.styles} />
      )}
      {after || page?.next ? (
        <nav aria-label="Style pages" className="pager">
          {after ? <Link to={{ search: searchOf(filters) }}>First page</Link> : null}
          {page?.next ? <Link to={{ search: searchOf(filters, page.next) }}>Next page</Link> : null}
        </nav>
      ) : null}
    </>
  );
}
