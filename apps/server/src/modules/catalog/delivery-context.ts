import { type Centre, type Place, reachOf, roundKm } from "../delivery";
import { type DeliveryContext, NEXT_DAY, SAME_DAY } from "./evaluate";

/** What a place makes of each fulfilment centre (same day, next day) and which stores are near. */
export function placeContext(place: Place & { city: string }, centres: readonly Centre[]): DeliveryContext {
  const reach = reachOf(place, centres);
  const centreBits = new Uint8Array(Math.max(0, ...centres.map((centre) => centre.id)) + 1);
  for (const id of reach.sameDay) centreBits[id] = (centreBits[id] ?? 0) | SAME_DAY;
  for (const id of reach.nextDay) centreBits[id] = (centreBits[id] ?? 0) | NEXT_DAY;
  return {
    serviceable: true,
    city: place.city,
    centreBits,
    nearbyStores: reach.pickupStores.map(({ centre, distance }) => ({
      id: centre.id,
      code: centre.code,
      name: centre.name,
      city: centre.city,
      distance: roundKm(distance),
    })),
  };
}
