import {
  fail,
  type LocatorStore,
  ok,
  type Result,
  STORE_LOCATOR,
  type StoreLocatorBrandsResponse,
  type StoreLocatorProblem,
  type StoreMapSettings,
  type StoresListRequest,
  type StoresListResponse,
  storeLocatorProblems,
} from "@odin/contracts";
import type { Database } from "@odin/db";
import type { MapConfig } from "../../platform/config-map";
import type { DeliveryService } from "../delivery";
import { type Place, roundKm } from "../delivery";
import {
  findLocatorBrands,
  findLocatorStores,
  findPincodesIn,
  type LocatorStoreRow,
} from "./store-locator.repo";
import {
  boxAround,
  type Distanced,
  markerColour,
  nearestPincode,
  nearestStores,
  storeHours,
} from "./store-locator-rules";

export interface StoreLocatorService {
  /** Brands with at least one store to show, by name. */
  brands(): Promise<StoreLocatorBrandsResponse>;
  /** A brand's (or every brand's) stores, nearest to the pincode first, each with its marker colour. */
  storesList(request: StoresListRequest): Promise<Result<StoresListResponse, StoreLocatorProblem>>;
  /** The pincode of the directory nearest to a shopper's location ("Use my location"). */
  nearestPincode(location: Place): Promise<Result<string, StoreLocatorProblem>>;
  mapSettings(): StoreMapSettings;
}

export interface StoreLocatorDeps {
  db: Database;
  /** Where a pincode of the directory is (the delivery module's look-up). */
  place: DeliveryService["place"];
  map: MapConfig;
}

function toStore(
  { centre, distance }: Distanced<LocatorStoreRow>,
  position: number,
  colours: readonly string[],
): LocatorStore {
  return {
    code: centre.code,
    name: centre.name,
    brandName: centre.brandName,
    address: centre.address,
    city: centre.city,
    state: centre.state,
    pincode: centre.pincode,
    ...(centre.phone ? { phone: centre.phone } : {}),
    openingHours: storeHours(centre.openingHours),
    distance: roundKm(distance),
    coordinates: { latitude: centre.latitude, longitude: centre.longitude },
    storeLocatorEnabled: centre.storeLocatorEnabled,
    markerColor: markerColour(position, colours),
  };
}

/** The store locator (spec 2 §2, §4, §7): brands with stores, stores by distance, the shopper's pincode. */
export function createStoreLocatorService({ db, place, map }: StoreLocatorDeps): StoreLocatorService {
  return {
    async brands() {
      return { brands: await findLocatorBrands(db) };
    },

    async storesList({ brandName, pinCode }) {
      const [found, stores] = await Promise.all([
        place(pinCode),
        findLocatorStores(db, brandName || undefined),
      ]);
      if (!found.ok) return fail(storeLocatorProblems.unknownPincode());
      const { pincode, latitude, longitude } = found.value;
      const nearest = nearestStores({ latitude, longitude }, stores);
      return ok({
        currentLocation: { pincode, coordinates: { latitude, longitude } },
        stores: nearest.map((store, position) => toStore(store, position, map.markerColours)),
      });
    },

    async nearestPincode(location) {
      const radiusKm = STORE_LOCATOR.nearestPincodeRadiusKm;
      const candidates = await findPincodesIn(db, boxAround(location, radiusKm));
      const nearest = nearestPincode(location, candidates, radiusKm);
      return nearest ? ok(nearest.pincode) : fail(storeLocatorProblems.noPincodeNearby());
    },

    mapSettings() {
      const { tileUrl, attribution, maxZoom } = map;
      return { tileUrl, attribution, maxZoom, defaultCentre: STORE_LOCATOR.defaultMapCentre };
    },
  };
}
