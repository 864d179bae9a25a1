import type { Database } from "@odin/db";
import type { FastifyInstance } from "fastify";
import type { AddressesService } from "../addresses";
import type { BagService } from "../bag";
import type { DeliveryService } from "../delivery";
import { checkoutRoutes } from "./checkout.routes";
import { type CheckoutService, createCheckoutService } from "./checkout.service";

export { bagPage } from "./bag-page";
export { checkoutProblems } from "./checkout.problems";
export type { CheckoutCentre } from "./checkout.repo";
export type { CheckoutService } from "./checkout.service";
export { type Allocation, allocate, MODE_OF_METHOD, openMethods } from "./shipping-rules";
export type { ShippingContext } from "./shipping-view";

/** The checkout's shipping step over the bag: the service, and its routes on `app`. */
export function registerCheckout(
  app: FastifyInstance,
  deps: { db: Database; bag: BagService; addresses: AddressesService; delivery: DeliveryService },
): CheckoutService {
  const checkout = createCheckoutService(deps);
  checkoutRoutes(app, { bag: deps.bag, checkout });
  return checkout;
}
