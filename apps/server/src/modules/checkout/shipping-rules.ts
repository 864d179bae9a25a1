import {
  DELIVERY_OPTION_ORDER,
  type DeliveryOptionType,
  SHIPPING_METHODS,
  type ShippingMethod,
} from "@odin/contracts";
import { type Centre, distanceKm, type Place, type Reach } from "../delivery";

/**
 * Which delivery methods an item of the bag can have at a pincode, and which centres ship it
 * (spec 3 §2 "Choose a delivery method for each product", §3 shipping methods, §4 "Store pickup";
 * decision 10 for each mode's reach, decision 30 for the allocation):
 * - STOREPICK from a store within pickup reach that holds the whole quantity (a parcel is handed
 *   over by one store);
 * - sdd, ndd and standard when the centres within that mode's reach hold the quantity between them.
 * An item is allocated to the nearest centre of its method that holds the whole quantity, else
 * nearest first across several centres (one order item per centre).
 */

/** Units of one size held at one centre. */
export interface Holding {
  fcId: number;
  quantity: number;
}

/** One piece of an item's allocation: units taken from one centre. */
export interface Allocation {
  fcId: number;
  quantity: number;
}

export const METHOD_OF_MODE: Readonly<Record<DeliveryOptionType, ShippingMethod>> = {
  pickup: SHIPPING_METHODS.storePick,
  sameDay: SHIPPING_METHODS.sameDay,
  nextDay: SHIPPING_METHODS.nextDay,
  standard: SHIPPING_METHODS.standard,
};

export const MODE_OF_METHOD: Readonly<Record<ShippingMethod, DeliveryOptionType>> = {
  STOREPICK: "pickup",
  sdd: "sameDay",
  ndd: "nextDay",
  standard: "standard",
};

/** The shipping methods in the display order of spec 3 §9 (pickup, today, tomorrow, 5-7 days). */
export const SHIPPING_METHOD_ORDER: readonly ShippingMethod[] = (
  Object.keys(DELIVERY_OPTION_ORDER) as DeliveryOptionType[]
)
  .sort((a, b) => DELIVERY_OPTION_ORDER[a] - DELIVERY_OPTION_ORDER[b])
  .map((mode) => METHOD_OF_MODE[mode]);

/** The centres that may ship by a method other than pickup. */
function reaches(method: ShippingMethod, reach: Reach, fcId: number): boolean {
  if (method === "sdd") return reach.sameDay.has(fcId);
  if (method === "ndd") return reach.nextDay.has(fcId);
  return method === "standard";
}

/** Stores within pickup reach holding the whole quantity, nearest first. */
export function pickupStores<C extends Centre>(reach: Reach<C>, held: readonly Holding[], qty: number) {
  const holding = new Map(held.map((h) => [h.fcId, h.quantity]));
  return reach.pickupStores.filter(({ centre }) => (holding.get(centre.id) ?? 0) >= qty);
}

/** The methods open to `qty` units of a size held as `held`, in display order. */
export function openMethods(reach: Reach, held: readonly Holding[], qty: number): ShippingMethod[] {
  return SHIPPING_METHOD_ORDER.filter((method) => {
    if (method === "STOREPICK") return pickupStores(reach, held, qty).length > 0;
    const units = held.filter((h) => reaches(method, reach, h.fcId)).reduce((sum, h) => sum + h.quantity, 0);
    return units >= qty;
  });
}

/**
 * Where `qty` units go out from by `method` (for STOREPICK, from `storeId`), or undefined when the
 * method is not open to them.
 */
export function allocate(
  place: Place,
  centres: ReadonlyMap<number, Centre>,
  reach: Reach,
  held: readonly Holding[],
  qty: number,
  choice: { method: ShippingMethod; storeId?: number | undefined },
): Allocation[] | undefined {
  if (choice.method === "STOREPICK") {
    const store = pickupStores(reach, held, qty).find(({ centre }) => centre.id === choice.storeId);
    return store ? [{ fcId: store.centre.id, quantity: qty }] : undefined;
  }
  const distance = (fcId: number) => {
    const centre = centres.get(fcId);
    return centre ? distanceKm(place, centre) : Number.POSITIVE_INFINITY;
  };
  const candidates = held
    .filter((h) => h.quantity > 0 && centres.has(h.fcId) && reaches(choice.method, reach, h.fcId))
    .sort((a, b) => distance(a.fcId) - distance(b.fcId) || a.fcId - b.fcId);
  const whole = candidates.find((h) => h.quantity >= qty);
  if (whole) return [{ fcId: whole.fcId, quantity: qty }];
  const pieces: Allocation[] = [];
  let left = qty;
  for (const h of candidates) {
    if (left === 0) break;
    const take = Math.min(left, h.quantity);
    pieces.push({ fcId: h.fcId, quantity: take });
    left -= take;
  }
  return left === 0 ? pieces : undefined;
}
