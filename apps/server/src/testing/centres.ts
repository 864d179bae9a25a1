import type { Centre, Place } from "../modules/delivery/delivery-rules";

/** Test kit of the delivery and shipping rules: a home place and centres at known distances from it. */

export const HOME: Place = { latitude: 19, longitude: 73 };

/** Kilometres per degree of latitude on the 6371 km sphere. */
const KM_PER_DEGREE = (2 * Math.PI * 6371) / 360;

/** A centre `km` due north of HOME. */
export function centre(id: number, km: number, kind: Centre["kind"], sameDayCapable = false): Centre {
  return {
    id,
    code: `C-${id}`,
    kind,
    name: `Centre ${id}`,
    city: "Somewhere",
    sameDayCapable,
    latitude: HOME.latitude + km / KM_PER_DEGREE,
    longitude: HOME.longitude,
  };
}
