import { LABELS, type LocatorStore, MESSAGES, type StoreMapSettings } from "@odin/contracts";
import leafletStylesheet from "leaflet/dist/leaflet.css?url";
import { useEffect, useRef, useState } from "react";
import { loadStylesheet } from "../../lib/load-stylesheet";
import type { StoreMapHandle } from "./leaflet-map";

interface StoreMapProps {
  settings: StoreMapSettings;
  stores: readonly LocatorStore[];
  /** The searched pincode's place; none before a search. */
  centre: { latitude: number; longitude: number } | null;
}

/**
 * The map (spec 2 §2): Leaflet and its tiles load only in the browser, after hydration, into a box
 * whose size is reserved. The list and the form never depend on it: when the tiles cannot be reached
 * or Leaflet does not load, the box says so and the page works on.
 */
export function StoreMap({ settings, stores, centre }: StoreMapProps) {
  const canvas = useRef<HTMLDivElement>(null);
  const handle = useRef<StoreMapHandle | null>(null);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const { tileUrl, attribution, maxZoom } = settings;
  const { latitude, longitude } = settings.defaultCentre;

  // The map is made once per tile server; a new search only moves its markers (below).
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    let cancelled = false;
    let observer: ResizeObserver | undefined;
    // Leaflet's own stylesheet comes with it, not in the site's stylesheet every page loads.
    Promise.all([import("./leaflet-map"), loadStylesheet(leafletStylesheet, "leaflet")])
      .then(([{ createStoreMap }]) => {
        if (cancelled) return;
        const defaultCentre = { latitude, longitude };
        const map = createStoreMap(
          element,
          { tileUrl, attribution, maxZoom, defaultCentre },
          { onTiles: setFailed },
        );
        handle.current = map;
        observer = new ResizeObserver(() => map.resize());
        observer.observe(element);
        setReady(true);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      observer?.disconnect();
      handle.current?.remove();
      handle.current = null;
      setReady(false);
    };
  }, [tileUrl, attribution, maxZoom, latitude, longitude]);

  useEffect(() => {
    if (ready) handle.current?.show(stores, centre);
  }, [ready, stores, centre]);

  return (
    <div className="store-map">
      <div ref={canvas} className="store-map__canvas" />
      {ready ? null : <p className="store-map__placeholder">{LABELS.storeLocator.mapLoading}</p>}
      {failed ? (
        <p className="store-map__notice" role="status">
          {MESSAGES.storeLocator.mapUnavailable}
        </p>
      ) : null}
    </div>
  );
}
