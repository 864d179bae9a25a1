import type { LocatorStore, StoreMapSettings } from "@odin/contracts";
import * as leaflet from "leaflet";

/** Zoom of the default centre (all of India) and the closest zoom a search's stores fit at. */
const COUNTRY_ZOOM = 4;
const CLOSEST_FIT_ZOOM = 14;

type Leaflet = typeof leaflet;
/** Leaflet's build is UMD: the bundler hands its namespace either as the module or as its default. */
const L: Leaflet = (leaflet as Leaflet & { default?: Leaflet }).default ?? leaflet;

export interface MapEvents {
  /** A tile could not be loaded (tiles unreachable), or tiles loaded again. */
  onTiles(failed: boolean): void;
}

export interface StoreMapHandle {
  show(stores: readonly LocatorStore[], centre: { latitude: number; longitude: number } | null): void;
  /** After the map's box changed size (shown again on a phone). */
  resize(): void;
  remove(): void;
}

/** The attribution is plain text from configuration; Leaflet writes it as HTML, so the browser escapes it first. */
function asHtml(text: string): string {
  const holder = document.createElement("span");
  holder.textContent = text;
  return holder.innerHTML;
}

function markerIcon(position: number, colour: string) {
  const label = document.createElement("span");
  label.className = "store-map__marker";
  label.style.backgroundColor = colour;
  label.textContent = String(position);
  return L.divIcon({
    html: label,
    className: "",
    iconSize: [28, 28],
    iconAnchor: [14, 14],
    popupAnchor: [0, -14],
  });
}

function popupOf(store: LocatorStore): HTMLElement {
  const popup = document.createElement("div");
  const name = document.createElement("strong");
  name.textContent = store.name;
  const address = document.createElement("p");
  address.textContent = `${store.address}, ${store.city} - ${store.pincode}`;
  popup.append(name, address);
  return popup;
}

/** Draws the map in `element`: the configured tiles, then each search's stores as numbered markers. */
export function createStoreMap(
  element: HTMLElement,
  settings: StoreMapSettings,
  events: MapEvents,
): StoreMapHandle {
  const { latitude, longitude } = settings.defaultCentre;
  const map = L.map(element, { center: [latitude, longitude], zoom: COUNTRY_ZOOM, scrollWheelZoom: false });
  L.tileLayer(settings.tileUrl, { attribution: asHtml(settings.attribution), maxZoom: settings.maxZoom })
    .on("tileerror", () => events.onTiles(true))
    .on("tileload", () => events.onTiles(false))
    .addTo(map);
  const markers = L.layerGroup().addTo(map);

  return {
    show(stores, centre) {
      markers.clearLayers();
      stores.forEach((store, index) => {
        const { latitude: lat, longitude: lng } = store.coordinates;
        const icon = markerIcon(index + 1, store.markerColor);
        // Nearer stores are drawn over farther ones.
        const zIndexOffset = (stores.length - index) * 10;
        L.marker([lat, lng], { icon, title: store.name, alt: store.name, zIndexOffset })
          .bindPopup(popupOf(store))
          .addTo(markers);
      });
      const points = stores.map(({ coordinates }) => L.latLng(coordinates.latitude, coordinates.longitude));
      if (centre) points.push(L.latLng(centre.latitude, centre.longitude));
      if (points.length === 0) map.setView([latitude, longitude], COUNTRY_ZOOM);
      else map.fitBounds(L.latLngBounds(points), { padding: [24, 24], maxZoom: CLOSEST_FIT_ZOOM });
    },
    resize: () => map.invalidateSize(),
    remove: () => map.remove(),
  };
}
