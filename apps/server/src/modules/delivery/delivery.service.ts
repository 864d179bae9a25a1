import {
  DELIVERY_OPTION_ORDER,
  type DeliveryInfo,
  type DeliveryOption,
  type DeliveryProblem,
  deliveryProblems,
  fail,
  LABELS,
  ok,
  type PincodeDetails,
  type Result,
  type StoresResponse,
} from "@odin/contracts";
import type { Database } from "@odin/db";
import { findHoldingCentres, findPincode, type HoldingCentre, type PincodeRow } from "./delivery.repo";
import {
  DELIVERY_DAYS,
  deliveryModes,
  indiaDate,
  type NearbyStore,
  reachOf,
  roundKm,
} from "./delivery-rules";

export interface DeliveryQuery {
  pincode: string;
  skuId: number;
  /** False leaves out the standard (default) option: only the faster ones are asked for. */
  defaultRequired: boolean;
}

export interface DeliveryService {
  /** Where a pincode of the directory is: its row (city, district, state, coordinates). */
  place(pincode: string): Promise<Result<PincodeRow, DeliveryProblem>>;
  pincodeDetails(pincode: string): Promise<Result<PincodeDetails, DeliveryProblem>>;
  deliveryInfo(query: DeliveryQuery): Promise<Result<DeliveryInfo, DeliveryProblem>>;
  /** Stores within the omni radius holding the SKU, nearest first. */
  stores(skuId: number, pincode: string): Promise<Result<StoresResponse, DeliveryProblem>>;
}

function toOption(type: DeliveryOption["type"], today: Date, nearest?: NearbyStore<HoldingCentre>) {
  const option: DeliveryOption = {
    type,
    order: DELIVERY_OPTION_ORDER[type],
    label: LABELS.deliveryOptions[type],
    estimatedDate: indiaDate(today, DELIVERY_DAYS[type]),
  };
  if (type === "pickup" && nearest) {
    const { centre, distance } = nearest;
    option.store = { code: centre.code, name: centre.name, distance: roundKm(distance) };
  }
  return option;
}

function toStore({ centre, distance }: NearbyStore<HoldingCentre>): StoresResponse["stores"][number] {
  return {
    code: centre.code,
    name: centre.name,
    address: centre.address,
    city: centre.city,
    pincode: centre.pincode,
    ...(centre.phone ? { phone: centre.phone } : {}),
    openingHours: centre.openingHours,
    distance: roundKm(distance),
    coordinates: { latitude: centre.latitude, longitude: centre.longitude },
    quantity: centre.quantity,
  };
}

/** Pincode details, delivery options and stores holding a size (spec 2 §2 product page). */
export function createDeliveryService(db: Database, now: () => Date = () => new Date()): DeliveryService {
  /** The pincode's place and the centres holding the SKU, or the problem. */
  async function placeAndStock(
    pincode: string,
    skuId: number,
  ): Promise<Result<{ place: PincodeRow; centres: HoldingCentre[] }, DeliveryProblem>> {
    const [place, centres] = await Promise.all([
      findPincode(db, pincode.trim()),
      findHoldingCentres(db, skuId),
    ]);
    if (!place) return fail(deliveryProblems.unknownPincode());
    if (!centres) return fail(deliveryProblems.unknownSku());
    return ok({ place, centres });
  }

  async function place(pincode: string): Promise<Result<PincodeRow, DeliveryProblem>> {
    const row = await findPincode(db, pincode.trim());
    return row ? ok(row) : fail(deliveryProblems.unknownPincode());
  }

  return {
    place,

    async pincodeDetails(pincode) {
      const found = await place(pincode);
      if (!found.ok) return found;
      const { city, district, state } = found.value;
      return ok({ pincode: found.value.pincode, city, district, state, serviceable: true });
    },

    async deliveryInfo({ pincode, skuId, defaultRequired }) {
      const found = await placeAndStock(pincode, skuId);
      if (!found.ok) return found;
      const { place, centres } = found.value;
      const reach = reachOf(place, centres);
      const modes = deliveryModes(
        centres.map((centre) => centre.id),
        reach,
      ).filter((mode) => defaultRequired || mode !== "standard");
      const today = now();
      const deliveryOptions = modes.map((mode) => toOption(mode, today, reach.pickupStores[0]));
      return ok({ pincode: place.pincode, city: place.city, serviceable: true, skuId, deliveryOptions });
    },

    async stores(skuId, pincode) {
      const found = await placeAndStock(pincode, skuId);
      if (!found.ok) return found;
      const { place, centres } = found.value;
      const { latitude, longitude } = place;
      return ok({
        currentLocation: { coordinates: { latitude, longitude } },
        stores: reachOf(place, centres).pickupStores.map(toStore),
      });
    },
  };
}
