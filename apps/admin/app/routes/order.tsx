import { type AdminOrder, adminRoutes, formatRupees } from "@odin/contracts";
import {
  type ClientActionFunctionArgs,
  type ClientLoaderFunctionArgs,
  Link,
  type MetaFunction,
  redirect,
  useActionData,
  useLoaderData,
} from "react-router";
import { RecordHistory } from "../features/audit/record-history";
import { OrderFulfilment } from "../features/orders/order-fulfilment";
import { OrderItems } from "../features/orders/order-items";
import { ITEM_STATUS_LABELS, ORDER_STATE_LABELS } from "../features/orders/order-labels";
import { OrderDocuments, OrderMessages } from "../features/orders/order-messages";
import { OrderMoney } from "../features/orders/order-money";
import { type MoveAnswer, moveAction } from "../features/orders/order-moves";
import { api } from "../lib/api";
import { mayUse } from "../lib/areas";
import { formatMinute } from "../lib/format";
import { requireArea } from "../lib/session";

export { ErrorPage as ErrorBoundary } from "../ui/error-page";

export const meta: MetaFunction = ({ params }) => [
  { title: `Order ${params.orderNumber ?? ""} · Odin back office` },
];

/** An order number as the API takes it (admin/orders.ts `adminOrderParams`). */
const ORDER_NUMBER = /^[A-Z0-9]{1,32}$/;

/**
 * One order (decision 65): its items and their moves, allocations, payments and refunds, the
 * messages the shopper was sent, its tax documents and its history. A role holding orders:write
 * moves an item from its own section; the page then loads the order again and says what was done.
 */
export async function clientLoader({
  request,
  params,
}: Pick<ClientLoaderFunctionArgs, "request" | "params">) {
  const session = await requireArea("orders", request);
  const asked = params.orderNumber ?? "";
  const orderNumber = asked.trim().toUpperCase();
  // An order number typed in lower case is still that order; anything else is no order at all.
  if (!ORDER_NUMBER.test(orderNumber)) throw new Response("No such order", { status: 404 });
  if (orderNumber !== asked) throw redirect(`/orders/${orderNumber}`);
  const order = await api.call(adminRoutes.adminOrder, undefined, { params: { orderNumber }, request });
  return { order, canWrite: mayUse(session.staff.permissions, "orders:write") };
}

export async function clientAction({
  request,
  params,
}: Pick<ClientActionFunctionArgs, "request" | "params">) {
  return moveAction(request, params.orderNumber ?? "");
}

export default function Order() {
  const { order, canWrite } = useLoaderData<typeof clientLoader>();
  const answer = useActionData<typeof clientAction>() as MoveAnswer | undefined;
  return (
    <>
      <p className="crumbs">
        <Link to="/orders">Orders</Link>
      </p>
      <h1>Order {order.orderNumber}</h1>
      <p className="lead">
        {ITEM_STATUS_LABELS[order.status]}
        {order.orderState === "PLACED"
          ? ""
          : ` (order ${ORDER_STATE_LABELS[order.orderState].toLowerCase()})`}{" "}
        · placed <time dateTime={order.placedAt}>{formatMinute(order.placedAt)}</time> ·{" "}
        {formatRupees(order.total)}
      </p>
      <Shopper order={order} />
      <OrderItems items={order.items} canWrite={canWrite} answer={answer} />
      <OrderFulfilment order={order} />
      <OrderMoney order={order} />
      <OrderMessages messages={order.messages} />
      <OrderDocuments documents={order.documents} />
      {/* The answer keeps them oldest first; a record's history reads newest first. */}
      <RecordHistory entries={[...order.audit].reverse()} resource="order" resourceId={order.orderNumber} />
    </>
  );
}

/** Who placed the order and where it goes. */
function Shopper({ order }: { order: AdminOrder }) {
  const { customer, shippingAddress: address } = order;
  return (
    <section aria-labelledby="shopper-title" className="order-section">
      <h2 id="shopper-title">Shopper and delivery address</h2>
      <dl className="facts facts-grid">
        <div>
          <dt>Shopper</dt>
          <dd>
            {customer.name} <span className="muted">(id {customer.id})</span>
            <span className="cell-note">{[customer.phone, customer.email].filter(Boolean).join(" · ")}</span>
          </dd>
        </div>
        <div>
          <dt>Delivery address</dt>
          <dd>
            <address>
              {address.firstName} {address.lastName}, {address.address}
              {address.landmark ? `, ${address.landmark}` : ""}, {address.city}, {address.state}{" "}
              {address.pincode} · {address.mobileNumber}
            </address>
          </dd>
        </div>
      </dl>
    </section>
  );
}
