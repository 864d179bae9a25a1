import { formatMessage, formatRupees, LABELS, MESSAGES, type OrderConfirmation } from "@odin/contracts";
import type { ReactNode } from "react";
import { buttonClass } from "../../ui/button";
import { Link } from "../../ui/link";
import { PricingSummary } from "../bag/pricing-summary";
import { CheckoutItem } from "./checkout-item";
import { PendingPayment } from "./pending-payment";
import { ShippingNote } from "./shipping-note";

const L = LABELS.orderConfirmation;

/** What the order's status says (spec 3 §2): the thanks with the order id, or the pending text. */
function statusText(order: OrderConfirmation): string {
  if (order.status === "pending") return MESSAGES.orders.pendingPayment;
  if (order.status === "failed") return MESSAGES.payment.failed;
  return formatMessage.orderThanks(order.orderId);
}

/** The delivery address as placed. */
export function OrderAddress({ address }: { address: OrderConfirmation["shippingAddress"] }) {
  const lines = [address.address, address.landmark, `${address.city}, ${address.state} - ${address.pincode}`];
  return (
    <section className="checkout-section" aria-labelledby="order-address-heading">
      <h2 id="order-address-heading" className="checkout-section-title">
        {L.deliveryAddress}
      </h2>
      <p className="order-address">
        <span className="order-address__name">{`${address.firstName} ${address.lastName}`}</span>
        <span>{lines.filter(Boolean).join(", ")}</span>
        <span>{`${LABELS.address.phone}: ${address.mobileNumber}`}</span>
      </p>
    </section>
  );
}

/** How the order is paid, and each payment's state. */
export function OrderPayments({ payments }: { payments: OrderConfirmation["payments"] }) {
  return (
    <section className="checkout-section" aria-labelledby="order-payment-heading">
      <h2 id="order-payment-heading" className="checkout-section-title">
        {L.payment}
      </h2>
      <ul className="order-payments">
        {payments.map((payment) => (
          <li key={payment.paymentTypeCode}>
            {`${LABELS.paymentTypes[payment.paymentTypeCode]}: ${formatRupees(payment.amount)} ${L.paymentStatus[payment.status]}`}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The order confirmation (spec 3 §2): the thanks with the order id (or the pending text with CHECK
 * AGAIN, asked again by itself once hydrated), the store pickup's confirmation and auto-cancel text,
 * each item with its picture, size, colour, quantity, price, delivery method, store and expected day,
 * the pricing lines as placed, the address and how it is paid. The status is a live region, so the
 * thanks is announced when a pending payment succeeds. `children` come after the status texts (the
 * rating form, once an item is delivered).
 */
export function OrderConfirmationPage({
  order,
  statusProblem,
  children,
}: {
  order: OrderConfirmation;
  /** The pending payment's status could not be fetched. */
  statusProblem?: string | undefined;
  children?: ReactNode;
}) {
  return (
    <div className="checkout-page order-confirmation container">
      <h1 className="checkout-page__title">{L.title}</h1>
      <p className="order-confirmation__status" role="status">
        {statusText(order)}
      </p>
      {order.status === "pending" ? <PendingPayment problem={statusProblem} /> : null}
      {order.storePickup ? <p className="order-confirmation__pickup">{MESSAGES.orders.storePickup}</p> : null}
      {children}
      <div className="checkout-layout">
        <section className="checkout-main" aria-labelledby="order-items-heading">
          <h2 id="order-items-heading" className="checkout-section-title">
            {L.items}
          </h2>
          <ul className="checkout-items">
            {order.items.map((item) => (
              <CheckoutItem key={item.itemId} item={item}>
                <ShippingNote method={item.shippingMethod} store={item.store} date={item.expectedDelivery} />
              </CheckoutItem>
            ))}
          </ul>
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
          <Link href="/" className={buttonClass("primary")}>
            {LABELS.bag.continueShopping}
          </Link>
        </div>
      </div>
    </div>
  );
}

/** An order id that is unknown, or another shopper's (spec 3 §8), under the page's own title. */
export function MissingOrder({ title = L.title }: { title?: string }) {
  return (
    <div className="checkout-page order-confirmation container">
      <h1 className="checkout-page__title">{title}</h1>
      <p className="order-confirmation__missing">{MESSAGES.checkout.orderIdMissing}</p>
      <Link href="/" className={buttonClass("primary")}>
        {LABELS.bag.continueShopping}
      </Link>
    </div>
  );
}
