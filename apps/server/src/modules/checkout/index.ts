import type { Database } from "@odin/db";
import type { FastifyInstance } from "fastify";
import type { AddressesService } from "../addresses/addresses.service";
import type { BagService } from "../bag/bag.service";
import type { DeliveryService } from "../delivery/delivery.service";
import { checkoutRoutes } from "./checkout.routes";
import { type CheckoutService, createCheckoutService } from "./checkout.service";

/** The checkout's shipping step over the bag: the service, and its routes on `app`. */
export function registerCheckout(
  app: FastifyInstance,
  deps: { db: Database; bag: BagService; addresses: AddressesService; delivery: DeliveryService },
): CheckoutService {
  const checkout = createCheckoutService(deps);
  checkoutRoutes(app, { bag: deps.bag, checkout });
  return checkout;
}
