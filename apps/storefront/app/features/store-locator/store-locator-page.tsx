import { LABELS, type LocatorStore, MESSAGES } from "@odin/contracts";
import { useState } from "react";
import { useNavigation } from "react-router";
import { useHydrated } from "../../lib/use-hydrated";
import { NoStores } from "./no-stores";
import { StoreList } from "./store-list";
import { StoreMap } from "./store-map";
import { STORE_LOCATOR_PATH, type StoreLocatorView, type StoreSearchResult } from "./store-search";
import { StoreSearchForm } from "./store-search-form";

type PhoneView = "form" | "map";
const NO_STORES: readonly LocatorStore[] = [];

/** On a phone the form and the map take turns (spec 2 §4); the buttons need scripts, as the map does. */
function ViewToggle({ view, onChange }: { view: PhoneView; onChange: (view: PhoneView) => void }) {
  const button = (value: PhoneView, label: string) => (
    <button
      type="button"
      className="store-locator__view"
      aria-pressed={view === value}
      onClick={() => onChange(value)}
    >
      {label}
    </button>
  );
  return (
    // biome-ignore lint/a11y/useSemanticElements: a pair of toggle buttons, not a fieldset of inputs
    <div className="store-locator__views" role="group" aria-label={LABELS.storeLocator.views}>
      {button("form", LABELS.storeLocator.showForm)}
      {button("map", LABELS.storeLocator.showMap)}
    </div>
  );
}

/** The placeholder, the loader, the list or the no-store state (spec 2 §2, §4). */
function Results({ result, loading }: { result: StoreSearchResult; loading: boolean }) {
  if (loading) {
    return (
      <p className="store-locator__loading" role="status">
        <span className="store-locator__spinner" aria-hidden="true" />
        {MESSAGES.storeLocator.loading}
      </p>
    );
  }
  if (result.state === "list") return <StoreList stores={result.stores} pincode={result.pincode} />;
  if (result.state === "noStores") return <NoStores message={result.message} />;
  return <p className="store-locator__placeholder">{MESSAGES.storeLocator.enterBrandAndPincode}</p>;
}

/** /store-locator: the form, the map and the stores nearest to the pincode first. */
export function StoreLocatorPage({ view }: { view: StoreLocatorView }) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const [phoneView, setPhoneView] = useState<PhoneView>("form");
  const loading = navigation.state === "loading" && navigation.location.pathname === STORE_LOCATOR_PATH;
  const { result } = view;
  const listed = result.state === "list" ? result : null;
  const searchKey = `${view.brand}\u0000${view.pincode}`;

  return (
    <div className="store-locator container">
      <h1 className="store-locator__title">{LABELS.storeLocator.title}</h1>
      {hydrated ? <ViewToggle view={phoneView} onChange={setPhoneView} /> : null}
      <div className="store-locator__layout" data-phone-view={phoneView}>
        <section className="store-locator__search">
          <StoreSearchForm
            key={searchKey}
            brands={view.brands}
            brand={view.brand}
            pincode={view.pincode}
            pincodeError={view.pincodeError}
            locationError={view.locationError}
          />
        </section>
        <section className="store-locator__map" aria-label={LABELS.storeLocator.map}>
          <StoreMap
            settings={view.map}
            stores={listed?.stores ?? NO_STORES}
            centre={listed?.centre ?? null}
          />
        </section>
        <section
          className="store-locator__results"
          aria-label={LABELS.storeLocator.results}
          aria-busy={loading}
        >
          <Results result={result} loading={loading} />
        </section>
      </div>
    </div>
  );
}
