import { formatRupees, LABELS, type OrderSummary } from "@odin/contracts";
import { formatDisplayDate } from "../../lib/display-date";
import { Link } from "../../ui/link";

const L = LABELS.orderHistory;
/** The pictures' reserved space, px. */
const PICTURE = { width: 72, height: 96 };

/** The page of one order. */
export const orderDetailsPath = (orderId: string) => `/orderdetails/${orderId}`;

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * One order of My Orders (spec 3 §3 "Order"): its id (the link to its details), the day placed,
 * total, pieces, payment types, expected day, status and its first items' pictures.
 */
export function OrderSummaryCard({ order }: { order: OrderSummary }) {
  const headingId = `order-${order.orderId}`;
  return (
    <li className="order-card">
      <article aria-labelledby={headingId}>
        <h2 id={headingId} className="order-card__id">
          <Link href={orderDetailsPath(order.orderId)}>{`${L.orderId} ${order.orderId}`}</Link>
        </h2>
        <p className="order-card__status">{`${L.status}: ${LABELS.orderItemStatus[order.status]}`}</p>
        <ul className="order-card__pictures" aria-label={LABELS.orderDetails.items}>
          {order.images.map((image) => (
            <li key={image.src}>
              <img
                src={image.src}
                alt={image.alt}
                width={PICTURE.width}
                height={PICTURE.height}
                loading="lazy"
              />
            </li>
          ))}
        </ul>
        <dl className="order-card__facts">
          <Fact term={L.placedOn}>
            <time dateTime={order.placedAt}>{formatDisplayDate(order.placedOn)}</time>
          </Fact>
          <Fact term={L.total}>{formatRupees(order.total)}</Fact>
          <Fact term={L.quantity}>{order.quantity}</Fact>
          <Fact term={L.paidBy}>
            {order.paymentTypes.map((type) => LABELS.paymentTypes[type]).join(", ")}
          </Fact>
          <Fact term={L.expected}>
            <time dateTime={order.expectedDelivery}>{formatDisplayDate(order.expectedDelivery)}</time>
          </Fact>
        </dl>
        <Link
          href={orderDetailsPath(order.orderId)}
          className="order-card__more"
          aria-describedby={headingId}
        >
          {L.viewDetails}
        </Link>
      </article>
    </li>
  );
}
