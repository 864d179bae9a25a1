import { formatMessage, LABELS, type ShippingMethod } from "@odin/contracts";
import { formatDisplayDate } from "../../lib/display-date";

/** A delivery method's label (spec 3 §9). */
const METHOD_LABELS: Readonly<Record<ShippingMethod, string>> = {
  STOREPICK: LABELS.deliveryOptions.pickup,
  sdd: LABELS.deliveryOptions.sameDay,
  ndd: LABELS.deliveryOptions.nextDay,
  standard: LABELS.deliveryOptions.standard,
};

interface Store {
  name: string;
  address: string;
  city: string;
  pincode: string;
  openingHours: string;
}

/**
 * How an item reaches the shopper: its method and the day (day, month abbreviation, apostrophe,
 * two-digit year: spec 3 §9), and for a store pickup the store with its address and hours.
 */
export function ShippingNote({
  method,
  store,
  date,
}: {
  method: ShippingMethod | undefined;
  store?: Store | undefined;
  /** yyyy-mm-dd in India. */
  date?: string | undefined;
}) {
  if (!method) return null;
  const when = date ? formatDisplayDate(date) : undefined;
  return (
    <div className="shipping-note">
      <p className="shipping-note__method">
        {METHOD_LABELS[method]}
        {when ? (
          <>
            {" · "}
            <time dateTime={date}>
              {method === "STOREPICK"
                ? formatMessage.orderPickupOn(when)
                : formatMessage.orderExpectedOn(when)}
            </time>
          </>
        ) : null}
      </p>
      {store ? (
        <p className="shipping-note__store">
          <span className="shipping-note__store-name">{`${LABELS.orderConfirmation.pickupFrom} ${store.name}`}</span>
          <span>{`${store.address}, ${store.city} - ${store.pincode}`}</span>
          <span>{formatMessage.checkoutOpeningHours(store.openingHours)}</span>
        </p>
      ) : null}
    </div>
  );
}
