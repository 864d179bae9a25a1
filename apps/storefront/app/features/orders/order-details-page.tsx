import { LABELS, type OrderDetails } from "@odin/contracts";
import type { ReactNode } from "react";
import { formatDisplayDate } from "../../lib/display-date";
import { buttonClass } from "../../ui/button";
import { Link } from "../../ui/link";
import { PricingSummary } from "../bag/pricing-summary";
import { OrderAddress, OrderPayments } from "../checkout/order-confirmation-page";
import { OrderItemDetails } from "./order-item-details";

const L = LABELS.orderDetails;

/** The order's tax invoice (a PDF), once some item has shipped. */
export const invoicePath = (orderId: string) => `/api/orders/${orderId}/invoice`;

/**
 * Order details (spec 3 §2): the order's id, day and status; each item with its status, tracking,
 * delivery option, sizes, colour, prices, actions and status history; the invoice once something has
 * shipped; the pricing lines, the delivery address and the payments. `children` (the rating form
 * once something is delivered) follow the items.
 */
export function OrderDetailsPage({ order, children }: { order: OrderDetails; children?: ReactNode }) {
  return (
    <div className="checkout-page order-details container">
      <h1 className="checkout-page__title">{L.title}</h1>
      <dl className="order-details__facts">
        <div>
          <dt>{LABELS.orderHistory.orderId}</dt>
          <dd>{order.orderId}</dd>
        </div>
        <div>
          <dt>{L.placedOn}</dt>
          <dd>
            <time dateTime={order.placedAt}>{formatDisplayDate(order.placedOn)}</time>
          </dd>
        </div>
        <div>
          <dt>{LABELS.orderHistory.status}</dt>
          <dd>{LABELS.orderItemStatus[order.status]}</dd>
        </div>
      </dl>
      {order.invoiceAvailable ? (
        <p>
          <a href={invoicePath(order.orderId)} className={buttonClass("secondary")} download>
            {L.downloadInvoice}
          </a>
        </p>
      ) : null}
      <div className="checkout-layout">
        <section className="checkout-main" aria-labelledby="order-items-heading">
          <h2 id="order-items-heading" className="checkout-section-title">
            {L.items}
          </h2>
          <ul className="order-items">
            {order.items.map((item) => (
              <OrderItemDetails key={item.itemId} orderId={order.orderId} item={item} />
            ))}
          </ul>
          {children}
        </section>
        <div className="checkout-side">
          <section className="bag-summary" aria-labelledby="order-pricing-heading">
            <h2 id="order-pricing-heading" className="checkout-section-title">
              {LABELS.bagPage.summary}
            </h2>
            <PricingSummary overview={order.overview} />
          </section>
          <OrderAddress address={order.shippingAddress} />
          <OrderPayments payments={order.payments} />
          <Link href="/myorders" className={buttonClass("primary")}>
            {L.backToOrders}
          </Link>
        </div>
      </div>
    </div>
  );
}
