import { LABELS, MESSAGES } from "@odin/contracts";
import { useState } from "react";
import { useNavigate } from "react-router";
import { useHydrated } from "../../lib/use-hydrated";
import { STORE_LOCATOR_PATH, STORE_SEARCH_KEYS } from "./store-search";

/** Decimal places sent of a position: about 11 metres, plenty for the nearest pincode. */
const PLACES = 4;
const GEOLOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: false,
  timeout: 15_000,
  maximumAge: 300_000,
};

/**
 * "Use my location": the browser's position, sent to the page, whose loader finds the nearest
 * pincode of the directory and searches from it. It needs the browser's geolocation, so it is drawn
 * only once the page's scripts run.
 */
export function UseMyLocation({
  brandFieldId,
  serverError,
}: {
  brandFieldId: string;
  serverError: string | null;
}) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [locating, setLocating] = useState(false);
  const [refused, setRefused] = useState(false);
  if (!hydrated || !("geolocation" in navigator)) return null;

  function locate() {
    setLocating(true);
    setRefused(false);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        const brand = document.getElementById(brandFieldId);
        const query = new URLSearchParams({
          [STORE_SEARCH_KEYS.brand]: brand instanceof HTMLSelectElement ? brand.value : "",
          [STORE_SEARCH_KEYS.latitude]: coords.latitude.toFixed(PLACES),
          [STORE_SEARCH_KEYS.longitude]: coords.longitude.toFixed(PLACES),
        });
        void navigate(`${STORE_LOCATOR_PATH}?${query}`, { preventScrollReset: true });
      },
      () => {
        setLocating(false);
        setRefused(true);
      },
      GEOLOCATION_OPTIONS,
    );
  }

  const error = refused ? MESSAGES.storeLocator.locationRefused : serverError;
  return (
    <div className="store-search__location">
      <button type="button" className="store-search__locate" onClick={locate} disabled={locating}>
        {locating ? LABELS.storeLocator.locating : LABELS.storeLocator.useMyLocation}
      </button>
      {error ? (
        <p className="store-search__location-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
