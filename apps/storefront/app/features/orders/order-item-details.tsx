import {
  type EligibilityType,
  formatRupees,
  IMAGE_SIZES,
  LABELS,
  type OrderDetailsItem,
} from "@odin/contracts";
import type { ReactNode } from "react";
import { formatDisplayDate } from "../../lib/display-date";
import { buttonClass } from "../../ui/button";
import { Link } from "../../ui/link";

const L = LABELS.orderDetails;
const IMAGE = IMAGE_SIZES.thumbnail;

/** Where each action's page is (the return, cancel and exchange flows). */
const ACTION_PATHS: Readonly<Record<EligibilityType, string>> = {
  RETURN: "return",
  CANCEL: "cancel",
  EXCHANGE: "exchange",
};

export const itemActionPath = (orderId: string, itemId: number, action: EligibilityType) =>
  `/orderdetails/${orderId}/${ACTION_PATHS[action]}/${itemId}`;

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const Day = ({ day }: { day: string }) => <time dateTime={day}>{formatDisplayDate(day)}</time>;

/** The item's status history, oldest first. */
function Timeline({ item, headingId }: { item: OrderDetailsItem; headingId: string }) {
  if (item.timeline.length === 0) return null;
  return (
    <section className="order-item__timeline" aria-labelledby={`${headingId}-timeline`}>
      <h4 id={`${headingId}-timeline`}>{L.timeline}</h4>
      <ol>
        {item.timeline.map((step) => (
          <li key={`${step.status}-${step.at}`}>
            <span className="order-item__step">{LABELS.orderItemStatus[step.status]}</span>{" "}
            <time dateTime={step.at}>{formatDisplayDate(step.on)}</time>
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * One item of an order's details (spec 3 §2): its picture, status, carrier and tracking number,
 * delivery option, size, brand size, colour, prices and days; the actions its state allows, as links
 * to their pages; its status history.
 */
export function OrderItemDetails({ orderId, item }: { orderId: string; item: OrderDetailsItem }) {
  const headingId = `item-${item.itemId}`;
  return (
    <li className="order-item">
      <article aria-labelledby={headingId}>
        <Link href={item.url} className="order-item__image" tabIndex={-1} aria-hidden="true">
          <img src={item.image} alt="" width={IMAGE.width} height={IMAGE.height} loading="lazy" />
        </Link>
        <div className="order-item__details">
          <p className="order-item__brand">{item.brandName}</p>
          <h3 id={headingId} className="order-item__name">
            {item.styleName}
          </h3>
          <p className="order-item__status">{`${LABELS.orderHistory.status}: ${LABELS.orderItemStatus[item.status]}`}</p>
          <dl className="order-item__facts">
            <Fact term={LABELS.bagPage.size}>{item.size}</Fact>
            {item.brandSize ? <Fact term={L.brandSize}>{item.brandSize}</Fact> : null}
            <Fact term={LABELS.bagPage.colour}>{item.colour}</Fact>
            <Fact term={LABELS.bagPage.quantity}>{item.qty}</Fact>
            <Fact term={L.unitPrice}>{formatRupees(item.unitPrice)}</Fact>
            <Fact term={L.lineTotal}>{formatRupees(item.lineTotal)}</Fact>
            <Fact term={L.method}>{item.shippingMethodLabel}</Fact>
            {item.carrier ? <Fact term={L.carrier}>{item.carrier}</Fact> : null}
            {item.trackingNumber ? <Fact term={L.trackingNumber}>{item.trackingNumber}</Fact> : null}
            {item.deliveredOn ? (
              <Fact term={L.deliveredOn}>
                <Day day={item.deliveredOn} />
              </Fact>
            ) : (
              <Fact term={L.expected}>
                <Day day={item.expectedDelivery} />
              </Fact>
            )}
            {item.returnByOn ? (
              <Fact term={L.returnBy}>
                <Day day={item.returnByOn} />
              </Fact>
            ) : null}
          </dl>
          {item.actions.length > 0 ? (
            <ul className="order-item__actions">
              {item.actions.map((action) => (
                <li key={action}>
                  <Link
                    href={itemActionPath(orderId, item.itemId, action)}
                    className={buttonClass("secondary")}
                    aria-describedby={headingId}
                  >
                    {L.actions[action]}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          <Timeline item={item} headingId={headingId} />
        </div>
      </article>
    </li>
  );
}
