import { type DeliveryOption, formatMessage, LABELS, MESSAGES } from "@odin/contracts";
import { type KeyboardEvent, useId, useState } from "react";
import { formatDisplayDate } from "../../lib/display-date";
import { InfoIcon } from "../../ui/icons";

/** The "i" next to store pickup: a toggle tip saying the order can be collected from a nearby store. */
function PickupInfo() {
  const [open, setOpen] = useState(false);
  const bubbleId = useId();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") setOpen(false);
  };
  return (
    <span className="toggletip" data-open={open || undefined}>
      <button
        type="button"
        className="toggletip__button"
        aria-label={LABELS.productPage.aboutPickup}
        aria-expanded={open}
        aria-controls={bubbleId}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onKeyDown}
      >
        <InfoIcon />
      </button>
      <span className="toggletip__bubble" id={bubbleId}>
        {MESSAGES.product.pickupInfo}
      </span>
    </span>
  );
}

/**
 * The delivery options of a size to a pincode, in the display order of spec 2 §2 (pickup, today,
 * tomorrow, 5-7 days) with the server's labels and the date each arrives or can be collected.
 */
export function DeliveryOptionList({ options }: { options: readonly DeliveryOption[] }) {
  const ordered = [...options].sort((a, b) => a.order - b.order);
  return (
    <ul className="delivery-options">
      {ordered.map((option) => (
        <li key={option.type} className={`delivery-option delivery-option--${option.type}`}>
          <span className="delivery-option__head">
            <span className="delivery-option__label">{option.label}</span>
            {option.type === "pickup" ? <PickupInfo /> : null}
          </span>
          {option.store ? (
            <span className="delivery-option__store">
              {`${option.store.name} · ${formatMessage.distanceKm(option.store.distance)}`}
            </span>
          ) : null}
          <time className="delivery-option__date" dateTime={option.estimatedDate}>
            {formatDisplayDate(option.estimatedDate)}
          </time>
        </li>
      ))}
    </ul>
  );
}
