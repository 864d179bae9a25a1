import { adminRoutes } from "@odin/contracts";
import {
  type ClientActionFunctionArgs,
  type ClientLoaderFunctionArgs,
  Form,
  Link,
  type MetaFunction,
  useActionData,
  useLoaderData,
} from "react-router";
import { BulkMoveFields, BulkOutcome } from "../features/orders/bulk-move-form";
import { type BulkAnswer, bulkMoveAction } from "../features/orders/bulk-moves";
import { OrderFilterForm } from "../features/orders/order-filters";
import {
  filterProblem,
  filtersOf,
  isFiltered,
  ordersQueryOf,
  searchOf,
} from "../features/orders/order-query";
import { OrdersTable, type RowDefaults } from "../features/orders/orders-table";
import { ApiFailure, api } from "../lib/api";
import { mayUse } from "../lib/areas";
import { requireArea } from "../lib/session";

export { ErrorPage as ErrorBoundary } from "../ui/error-page";

export const meta: MetaFunction = () => [{ title: "Orders · Odin back office" }];

/**
 * The orders (decision 65), newest first, a page at a time: the address holds the search, the
 * filters and the `after` of the page in view, the server's keyset cursor; no total is counted.
 * A search the server refuses is shown by the form, not as a failed page. A role holding
 * orders:write can tick orders and move them together.
 */
export async function clientLoader({ request }: Pick<ClientLoaderFunctionArgs, "request">) {
  const session = await requireArea("orders", request);
  const canWrite = mayUse(session.staff.permissions, "orders:write");
  const search = new URL(request.url).searchParams;
  const filters = filtersOf(search);
  const after = search.get("after") ?? undefined;
  const problem = filterProblem(filters);
  if (problem) return { filters, after, canWrite, page: null, problem };
  try {
    const page = await api.call(adminRoutes.adminOrders, ordersQueryOf(filters, after), { request });
    return { filters, after, canWrite, page, problem: undefined };
  } catch (error) {
    if (error instanceof ApiFailure && error.status === 400) {
      return { filters, after, canWrite, page: null, problem: error.detail };
    }
    throw error;
  }
}

export async function clientAction({ request }: Pick<ClientActionFunctionArgs, "request">) {
  return bulkMoveAction(request);
}

export default function Orders() {
  const { filters, after, canWrite, page, problem } = useLoaderData<typeof clientLoader>();
  const answer = useActionData<typeof clientAction>() as BulkAnswer | undefined;
  const list =
    page === null ? null : page.orders.length === 0 ? (
      <p className="empty">
        {isFiltered(filters) ? "No orders match this search and these filters." : "No orders yet."}
      </p>
    ) : canWrite ? (
      <Form method="post" aria-label="Bulk move" className="stack">
        {/* Drawn afresh after each bulk move: what moved is no longer ticked, what was refused still is. */}
        <OrdersTable
          key={JSON.stringify(answer ?? null)}
          orders={page.orders}
          canWrite
          defaults={rowDefaults(answer)}
        />
        <BulkMoveFields refused={answer?.error !== undefined} />
      </Form>
    ) : (
      <OrdersTable orders={page.orders} canWrite={false} defaults={rowDefaults(undefined)} />
    );
  return (
    <>
      <div className="page-title">
        <h1>Orders</h1>
        <a
          className="button button-quiet"
          href={`${adminRoutes.adminOrdersExport.path}${searchOf(filters)}`}
          download
        >
          Export CSV
        </a>
      </div>
      <p className="lead">
        Newest first. Search by order number, phone, e-mail or transaction id, or filter.
      </p>
      <OrderFilterForm filters={filters} problem={problem} />
      {canWrite ? <BulkOutcome answer={answer} /> : null}
      {list}
      {after || page?.next ? (
        <nav aria-label="Orders pages" className="pager">
          {after ? <Link to={{ search: searchOf(filters) }}>Newest orders</Link> : null}
          {page?.next ? <Link to={{ search: searchOf(filters, page.next) }}>Next page</Link> : null}
        </nav>
      ) : null}
    </>
  );
}

/** A row as the last bulk move left it: ticked with its tracking number when it was sent and not moved. */
function rowDefaults(answer: BulkAnswer | undefined): (orderNumber: string) => RowDefaults {
  const moved = new Set(answer?.results.filter((result) => result.ok).map((result) => result.orderNumber));
  return (orderNumber) => {
    const chosen = (answer?.sent.orders.includes(orderNumber) ?? false) && !moved.has(orderNumber);
    return { chosen, trackingNumber: chosen ? (answer?.sent.tracking[orderNumber] ?? "") : "" };
  };
}
