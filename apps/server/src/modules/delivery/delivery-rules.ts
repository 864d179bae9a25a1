import { DELIVERY_OPTION_ORDER, type DeliveryOptionType, OMNI } from "@odin/contracts";

/**
 * How far stock can travel in a given time (spec 2 §2 delivery options, §9 omni radius). The
 * spec gives the labels, their order and the 20 km radius; the reach of each mode is ours
 * (docs/decisions/0010-delivery-reach.md):
 * - pickup: a store within the omni radius holding the size, shown in the store locator (so the
 *   shopper can find it in the store list);
 * - same day: a same-day-capable centre within the omni radius holding it;
 * - next day: any centre within NEXT_DAY_RADIUS_KM holding it;
 * - standard (5-7 days): any centre holding it, to any pincode in the directory.
 */
export const NEXT_DAY_RADIUS_KM = 400;
export const STANDARD_DELIVERY_DAYS = 7;

export interface Place {
  latitude: number;
  longitude: number;
}

export interface Centre extends Place {
  id: number;
  code: string;
  kind: "warehouse" | "store";
  name: string;
  city: string;
  sameDayCapable: boolean;
  /** A store left out of the store locator still ships but does not hand over parcels (absent: shown). */
  storeLocatorEnabled?: boolean;
}

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres. */
export function distanceKm(a: Place, b: Place): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Kilometres rounded to one decimal, as shown to shoppers. */
export const roundKm = (km: number) => Math.round(km * 10) / 10;

export interface NearbyStore<C extends Centre = Centre> {
  centre: C;
  distance: number;
}

/** Which centres serve a place by each mode. */
export interface Reach<C extends Centre = Centre> {
  /** Stores within the omni radius shown in the store locator, nearest first. */
  pickupStores: NearbyStore<C>[];
  sameDay: ReadonlySet<number>;
  nextDay: ReadonlySet<number>;
}

export function reachOf<C extends Centre>(place: Place, centres: readonly C[]): Reach<C> {
  const pickupStores: NearbyStore<C>[] = [];
  const sameDay = new Set<number>();
  const nextDay = new Set<number>();
  for (const centre of centres) {
    const distance = distanceKm(place, centre);
    if (distance <= OMNI.nearbyStoresRadiusKm) {
      if (centre.kind === "store" && centre.storeLocatorEnabled !== false) {
        pickupStores.push({ centre, distance });
      }
      if (centre.sameDayCapable) sameDay.add(centre.id);
    }
    if (distance <= NEXT_DAY_RADIUS_KM) nextDay.add(centre.id);
  }
  pickupStores.sort((a, b) => a.distance - b.distance || a.centre.id - b.centre.id);
  return { pickupStores, sameDay, nextDay };
}

/**
 * The delivery modes open to an item held (with units to sell) at `centreIds`, in the display
 * order of spec 2 §2. Empty when nobody holds it.
 */
export function deliveryModes(centreIds: Iterable<number>, reach: Reach): DeliveryOptionType[] {
  const held = new Set(centreIds);
  if (held.size === 0) return [];
  const has = (ids: ReadonlySet<number>) => [...held].some((id) => ids.has(id));
  const modes: DeliveryOptionType[] = [];
  if (reach.pickupStores.some(({ centre }) => held.has(centre.id))) modes.push("pickup");
  if (has(reach.sameDay)) modes.push("sameDay");
  if (has(reach.nextDay)) modes.push("nextDay");
  modes.push("standard");
  return modes.sort((a, b) => DELIVERY_OPTION_ORDER[a] - DELIVERY_OPTION_ORDER[b]);
}

/** Days from the order to arrival (or collection) by each mode; standard is the far end of "5-7 days". */
export const DELIVERY_DAYS: Readonly<Record<DeliveryOptionType, number>> = {
  pickup: 0,
  sameDay: 0,
  nextDay: 1,
  standard: STANDARD_DELIVERY_DAYS,
};

/** India Standard Time is UTC+5:30 all year (no daylight saving). */
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** The calendar date in India `days` after `now`, as an ISO date (yyyy-mm-dd). */
export function indiaDate(now: Date, days = 0): string {
  return new Date(now.getTime() + IST_OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10);
}
