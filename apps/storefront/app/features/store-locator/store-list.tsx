import { formatMessage, LABELS, type LocatorStore } from "@odin/contracts";

/** A route to the store in the shopper's maps app. */
function directionsHref({ latitude, longitude }: LocatorStore["coordinates"]): string {
  return `https://www.openstreetmap.org/directions?route=%3B${latitude}%2C${longitude}`;
}

function StoreCard({ store, position }: { store: LocatorStore; position: number }) {
  return (
    <li className="store-card" data-store-code={store.code}>
      <span className="store-card__marker" style={{ backgroundColor: store.markerColor }} aria-hidden="true">
        {position}
      </span>
      <div className="store-card__body">
        <h3 className="store-card__name">{store.name}</h3>
        <p className="store-card__address">
          {store.address}, {store.city} - {store.pincode}
        </p>
        <p className="store-card__meta">
          {`${formatMessage.distanceKm(store.distance)} · ${formatMessage.checkoutOpeningHours(store.openingHours)}`}
        </p>
        <p className="store-card__links">
          {store.phone ? <a href={`tel:${store.phone.replace(/[^\d+]/g, "")}`}>{store.phone}</a> : null}
          <a href={directionsHref(store.coordinates)} target="_blank" rel="noopener noreferrer">
            {LABELS.storeLocator.directions}
          </a>
        </p>
      </div>
    </li>
  );
}

/** The stores, nearest first (spec 2 §4), numbered as on the map. */
export function StoreList({ stores, pincode }: { stores: readonly LocatorStore[]; pincode: string }) {
  return (
    <>
      <div role="status">
        <h2 className="store-locator__count">{formatMessage.storesFound(stores.length, pincode)}</h2>
      </div>
      <ol className="store-list">
        {stores.map((store, index) => (
          <StoreCard key={store.code} store={store} position={index + 1} />
        ))}
      </ol>
    </>
  );
}
