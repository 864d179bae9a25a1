import type { AppModule } from "../../platform/composition";
import { deliveryRoutes } from "./delivery.routes";
import { createDeliveryService, type DeliveryService } from "./delivery.service";

declare module "../../platform/composition" {
  interface Services {
    delivery: DeliveryService;
  }
}

/** Pincode details, delivery options and stores: the service, and its routes. */
export const deliveryModule = {
  name: "delivery",
  register({ app, db }) {
    const delivery = createDeliveryService(db);
    deliveryRoutes(app, delivery);
    return { delivery };
  },
} satisfies AppModule;
