import { type CustomerPage, formatRupees } from "@odin/contracts";
import { Link } from "react-router";
import { formatMinute } from "../../lib/format";
import { ScrollTable } from "../../ui/scroll-table";

/** The shopper's latest orders, unpaid ones too, each linking to its page in the Orders area. */
export function CustomerOrders({ orders }: { orders: CustomerPage["orders"] }) {
  return (
    <section aria-labelledby="orders-title">
      <h2 id="orders-title">Orders</h2>
      {orders.length === 0 ? (
        <p className="empty">No orders yet.</p>
      ) : (
        <ScrollTable id="orders" caption="The shopper's latest orders">
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Placed</th>
              <th scope="col">Status</th>
              <th scope="col">Pieces</th>
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.orderNumber}>
                <td>
                  <Link to={`/orders/${encodeURIComponent(order.orderNumber)}`}>{order.orderNumber}</Link>
                </td>
                <td className="nowrap">
                  <time dateTime={order.placedAt}>{formatMinute(order.placedAt)}</time>
                </td>
                <td>{order.status}</td>
                <td>{order.pieces}</td>
                <td className="nowrap">{formatRupees(order.total)}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </section>
  );
}
