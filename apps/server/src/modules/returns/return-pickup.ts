import type { Database } from "@odin/db";
import { reversePickupAt } from "./return-rules";
import { allCentres, placesOf } from "./returns.repo";

/**
 * Which of these pincodes a courier collects returns at (decision 49): those of the directory within
 * reach of a fulfilment centre. The return flow's addresses and the address list's return-address
 * check (`GET /api/shippingAddress?retundaddresscheck=true`) both ask it.
 */
export function reversePickupReach(db: Database) {
  return async (pincodes: readonly string[]): Promise<ReadonlySet<string>> => {
    if (pincodes.length === 0) return new Set();
    const [places, centres] = await Promise.all([placesOf(db, pincodes), allCentres(db)]);
    return new Set(places.filter((place) => reversePickupAt(place, centres)).map((place) => place.pincode));
  };
}
