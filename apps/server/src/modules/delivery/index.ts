import type { Database } from "@odin/db";
import type { FastifyInstance } from "fastify";
import { deliveryRoutes } from "./delivery.routes";
import { createDeliveryService, type DeliveryService } from "./delivery.service";

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

/** Pincode details, delivery options and stores: the service, and its routes on `app`. */
export function registerDelivery(app: FastifyInstance, deps: { db: Database }): DeliveryService {
  const delivery = createDeliveryService(deps.db);
  deliveryRoutes(app, delivery);
  return delivery;
}
