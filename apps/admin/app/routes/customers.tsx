import { adminRoutes, type CustomerMatch } from "@odin/contracts";
import { type ClientLoaderFunctionArgs, Link, type MetaFunction, useLoaderData } from "react-router";
import { lookupProblem, lookupSearchOf, lookupViewOf } from "../features/customers/customer-query";
import { CustomersTable } from "../features/customers/customers-table";
import { LookupForm } from "../features/customers/lookup-form";
import { ApiFailure, api } from "../lib/api";
import { requireArea } from "../lib/session";

export { ErrorPage as ErrorBoundary } from "../ui/error-page";

export const meta: MetaFunction = () => [{ title: "Customers · Odin back office" }];

/**
 * The Customers lookup (decision 64): a shopper by phone, e-mail or the start of their name, a page
 * at a time (the address holds the lookup and the `after` of the page, the server's keyset cursor).
 * Input the server would refuse is explained by the form without asking it; staff accounts are
 * never found here.
 */
export async function clientLoader({ request }: Pick<ClientLoaderFunctionArgs, "request">) {
  await requireArea("customers", request);
  const view = lookupViewOf(new URL(request.url).searchParams);
  if (view.q === "" && !view.after) return { view, page: null, problem: undefined };
  const problem = lookupProblem(view.q);
  if (problem) return { view, page: null, problem };
  try {
    const query = view.after ? { q: view.q, after: view.after } : { q: view.q };
    const page = await api.call(adminRoutes.customerSearch, query, { request });
    return { view, page, problem: undefined };
  } catch (error) {
    if (error instanceof ApiFailure && error.status === 400)
      return { view, page: null, problem: error.detail };
    throw error;
  }
}

const NOTHING_FOUND: Record<CustomerMatch, string> = {
  phone: "No shopper has this phone number.",
  email: "No shopper has this e-mail address. It must be the whole address.",
  name: "No shopper's name starts like this. Names are matched from the first name.",
};

export default function Customers() {
  const { view, page, problem } = useLoaderData<typeof clientLoader>();
  return (
    <>
      <div className="page-title">
        <h1>Customers</h1>
        {page && page.customers.length > 0 ? (
          <a
            className="button button-quiet"
            href={`${adminRoutes.customerExport.path}${lookupSearchOf(view.q)}`}
            download
          >
            Export CSV
          </a>
        ) : null}
      </div>
      <p className="lead">
        Find a shopper to see their orders, addresses, favourites, reviews and points, adjust their points or
        block their sign-in.
      </p>
      <LookupForm q={view.q} problem={problem} />
      {page === null ? null : page.customers.length === 0 ? (
        <p className="empty">{NOTHING_FOUND[page.match]}</p>
      ) : (
        <CustomersTable customers={page.customers} />
      )}
      {view.after || page?.next ? (
        <nav aria-label="Customer pages" className="pager">
          {view.after ? <Link to={{ search: lookupSearchOf(view.q) }}>First page</Link> : null}
          {page?.next ? <Link to={{ search: lookupSearchOf(view.q, page.next) }}>Next page</Link> : null}
        </nav>
      ) : null}
    </>
  );
}
