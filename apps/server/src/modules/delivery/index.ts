export type { PincodeRow } from "./delivery.repo";
export type { DeliveryService } from "./delivery.service";
export {
  type Centre,
  DELIVERY_DAYS,
  distanceKm,
  indiaDate,
  type NearbyStore,
  type Place,
  type Reach,
  reachOf,
  roundKm,
} from "./delivery-rules";
