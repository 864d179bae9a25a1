import { formatMessage, LABELS, MESSAGES, type Sku, type StoresResponse } from "@odin/contracts";
import { useRef, useState } from "react";
import { Button } from "../../ui/button";
import { fetchStores, type Lookup } from "./delivery-api";

type Store = StoresResponse["stores"][number];

function StoreList({ stores, pincode }: { stores: readonly Store[]; pincode: string }) {
  if (stores.length === 0) return <p>{LABELS.productPage.noStoresNearby}</p>;
  return (
    <>
      <p className="nearby-stores__title">{formatMessage.storesNear(pincode)}</p>
      <ul className="nearby-stores__list">
        {stores.map((store) => (
          <li key={store.code} className="nearby-store">
            <span className="nearby-store__name">{store.name}</span>
            <span>{`${store.address}, ${store.city} ${store.pincode}`}</span>
            <span className="nearby-store__meta">
              {`${formatMessage.distanceKm(store.distance)} · ${store.openingHours}`}
            </span>
            {store.phone ? <a href={`tel:${store.phone.replace(/\s/g, "")}`}>{store.phone}</a> : null}
          </li>
        ))}
      </ul>
    </>
  );
}

interface NearbyStoresProps {
  sku: Sku | undefined;
  /** Validates and saves the pincode of the box; undefined (with its message shown) when invalid. */
  checkPincode: () => Promise<string | undefined>;
}

/**
 * "STORES NEAR YOU": the stores holding the selected size near the pincode, fetched on demand. Without
 * a size it nudges the shopper to pick one first (spec 2 §5). Keyed by size where used, so another
 * size starts afresh.
 */
export function NearbyStores({ sku, checkPincode }: NearbyStoresProps) {
  const [state, setState] = useState<Lookup<readonly Store[]>>({ status: "idle" });
  const [pincode, setPincode] = useState("");
  const lastCall = useRef(0);
  const skuId = sku?.skuId;

  const showStores = async () => {
    if (skuId === undefined) {
      setState({ status: "failed", message: MESSAGES.product.selectSizeBeforeStores });
      return;
    }
    const checked = await checkPincode();
    if (!checked) return setState({ status: "idle" });
    const call = ++lastCall.current;
    setPincode(checked);
    setState({ status: "loading" });
    const next = await fetchStores(checked, skuId);
    if (call === lastCall.current) setState(next);
  };

  return (
    <div className="nearby-stores">
      <Button variant="secondary" className="nearby-stores__button" onClick={showStores}>
        {LABELS.productPage.storesNearYou}
      </Button>
      <div className="nearby-stores__result" aria-live="polite">
        {state.status === "loading" ? <p>{LABELS.productPage.loading}</p> : null}
        {state.status === "failed" ? <p className="product-error">{state.message}</p> : null}
        {state.status === "ready" ? <StoreList stores={state.value} pincode={pincode} /> : null}
      </div>
    </div>
  );
}
