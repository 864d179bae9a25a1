import type { AdminOrderSummary } from "@odin/contracts";
import { formatRupees } from "@odin/contracts";
import { Link } from "react-router";
import { formatMinute } from "../../lib/format";
import { ScrollTable } from "../../ui/scroll-table";
import { trackingField } from "./bulk-moves";
import {
  DELIVERY_MODE_LABELS,
  ITEM_STATUS_LABELS,
  ORDER_STATE_LABELS,
  PAYMENT_STATUS_LABELS,
  PAYMENT_TYPE_LABELS,
} from "./order-labels";

/** What the bulk form starts with for one row: ticked, and its tracking number, as last sent. */
export interface RowDefaults {
  chosen: boolean;
  trackingNumber: string;
}

/**
 * One page of orders, newest first, each linked to its page. For a role holding orders:write each
 * row has a box to choose it for a bulk move and a field for its parcel's tracking number (each
 * parcel has its own), both named by the order's number for a screen reader.
 */
export function OrdersTable({
  orders,
  canWrite,
  defaults,
}: {
  orders: readonly AdminOrderSummary[];
  canWrite: boolean;
  defaults: (orderNumber: string) => RowDefaults;
}) {
  return (
    <ScrollTable id="orders" caption="Orders" compact>
      <thead>
        <tr>
          {canWrite ? <th scope="col">Choose</th> : null}
          <th scope="col">Order</th>
          <th scope="col">Shopper</th>
          <th scope="col">Status</th>
          <th scope="col">Payment</th>
          <th scope="col">Delivery</th>
          <th scope="col">Total</th>
          {canWrite ? <th scope="col">Tracking number</th> : null}
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => {
          const start = canWrite ? defaults(order.orderNumber) : undefined;
          return (
            <tr key={order.id}>
              {start ? (
                <td>
                  <label className="check">
                    <input
                      type="checkbox"
                      name="order"
                      value={order.orderNumber}
                      defaultChecked={start.chosen}
                    />
                    <span className="visually-hidden">Choose {order.orderNumber}</span>
                  </label>
                </td>
              ) : null}
              <td>
                <Link to={`/orders/${order.orderNumber}`}>{order.orderNumber}</Link>
                <span className="cell-note">
                  <time dateTime={order.placedAt}>{formatMinute(order.placedAt)}</time>
                </span>
              </td>
              <td>
                {order.customer.name}
                <span className="cell-note">
                  {[order.customer.phone, order.customer.email].filter(Boolean).join(" · ")}
                </span>
              </td>
              <td>
                <Status order={order} />
              </td>
              <td>
                <ul className="plain-list">
                  {order.payments.map((payment) => (
                    <li key={payment.type}>
                      {PAYMENT_TYPE_LABELS[payment.type]}: {PAYMENT_STATUS_LABELS[payment.status]}
                    </li>
                  ))}
                </ul>
              </td>
              <td>
                <ul className="plain-list">
                  {order.deliveryModes.map((mode) => (
                    <li key={mode} className="nowrap">
                      {DELIVERY_MODE_LABELS[mode]}
                    </li>
                  ))}
                </ul>
              </td>
              <td className="nowrap">
                {formatRupees(order.total)}
                <span className="cell-note">
                  {order.itemCount === 1 ? "1 unit" : `${order.itemCount} units`}
                </span>
              </td>
              {start ? (
                <td>
                  <label className="field field-in-table">
                    <span className="visually-hidden">Tracking number for {order.orderNumber}</span>
                    <input
                      name={trackingField(order.orderNumber)}
                      maxLength={64}
                      autoComplete="off"
                      spellCheck={false}
                      defaultValue={start.trackingNumber}
                    />
                  </label>
                </td>
              ) : null}
            </tr>
          );
        })}
      </tbody>
    </ScrollTable>
  );
}

/** The order's status as My Orders shows it, how many items are where, and its state when not placed. */
function Status({ order }: { order: AdminOrderSummary }) {
  const mixed = order.itemStatuses.length > 1;
  return (
    <>
      <span className="nowrap">{ITEM_STATUS_LABELS[order.status]}</span>
      {mixed ? (
        <span className="cell-note">
          {order.itemStatuses.map((each) => `${each.count} ${ITEM_STATUS_LABELS[each.status]}`).join(", ")}
        </span>
      ) : null}
      {order.orderState === "PLACED" ? null : (
        <span className="cell-note">Order: {ORDER_STATE_LABELS[order.orderState]}</span>
      )}
    </>
  );
}
