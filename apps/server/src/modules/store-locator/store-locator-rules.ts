import { STORE_LOCATOR } from "@odin/contracts";
import { distanceKm, type Place } from "../delivery";

/**
 * The store locator's pure rules (spec 2 §4, §9; docs/decisions/0037-store-locator.md): stores
 * nearest first from the pincode, marker colours in turn, store hours with their default, and the
 * pincode nearest to a shopper's location.
 */

export interface LocatorCentre extends Place {
  id: number;
  /** Only stores with the flag are listed (spec 2 §4). */
  storeLocatorEnabled: boolean;
}

export interface Distanced<C> {
  centre: C;
  /** Kilometres from the place, unrounded. */
  distance: number;
}

/**
 * The stores shown in the store locator, nearest to `place` first (ties by id), at most `limit` of
 * them; stores without the locator flag are left out.
 */
export function nearestStores<C extends LocatorCentre>(
  place: Place,
  centres: readonly C[],
  limit: number = STORE_LOCATOR.maxStores,
): Distanced<C>[] {
  return centres
    .filter((centre) => centre.storeLocatorEnabled)
    .map((centre) => ({ centre, distance: distanceKm(place, centre) }))
    .sort((a, b) => a.distance - b.distance || a.centre.id - b.centre.id)
    .slice(0, limit);
}

/** The marker colour of the store at `position` in the list: the configured colours in turn. */
export function markerColour(position: number, colours: readonly string[]): string {
  const colour = colours[position % colours.length];
  if (colour === undefined) throw new RangeError("the marker colour list is empty");
  return colour;
}

/** A store's own hours when it has some, else the default 11AM to 10PM (spec 2 §9). */
export function storeHours(own: string | null | undefined): string {
  const hours = own?.trim();
  return hours ? hours : STORE_LOCATOR.defaultHours;
}

export interface PincodePlace extends Place {
  pincode: string;
}

/**
 * The pincode nearest to a shopper's location among `candidates`, if one lies within `radiusKm`
 * (ties by pincode); none when the shopper is farther from every pincode (outside India).
 */
export function nearestPincode<P extends PincodePlace>(
  location: Place,
  candidates: readonly P[],
  radiusKm: number = STORE_LOCATOR.nearestPincodeRadiusKm,
): P | undefined {
  let best: { place: P; distance: number } | undefined;
  for (const place of candidates) {
    const distance = distanceKm(location, place);
    if (distance > radiusKm) continue;
    const closer =
      !best || distance < best.distance || (distance === best.distance && place.pincode < best.place.pincode);
    if (closer) best = { place, distance };
  }
  return best?.place;
}

const KM_PER_DEGREE = 111.32;

export interface Box {
  minLatitude: number;
  maxLatitude: number;
  minLongitude: number;
  maxLongitude: number;
}

/** A latitude and longitude box holding every point within `km` of `location` (away from the poles). */
export function boxAround(location: Place, km: number): Box {
  const latitude = km / KM_PER_DEGREE;
  const longitude = km / (KM_PER_DEGREE * Math.max(0.01, Math.cos((location.latitude * Math.PI) / 180)));
  return {
    minLatitude: location.latitude - latitude,
    maxLatitude: location.latitude + latitude,
    minLongitude: location.longitude - longitude,
    maxLongitude: location.longitude + longitude,
  };
}
