import type { Database } from "@odin/db";
import type { FastifyInstance } from "fastify";
import { deliveryRoutes } from "./delivery.routes";
import { createDeliveryService, type DeliveryService } from "./delivery.service";

/** Pincode details, delivery options and stores: the service, and its routes on `app`. */
export function registerDelivery(app: FastifyInstance, deps: { db: Database }): DeliveryService {
  const delivery = createDeliveryService(deps.db);
  deliveryRoutes(app, delivery);
  return delivery;
}
