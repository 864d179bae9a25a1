import { routes, unwrap } from "@odin/contracts";
import type { FastifyInstance } from "fastify";
import { serve } from "../../platform/serve";
import type { DeliveryService } from "./delivery.service";

const PINCODE_RULES =
  'The pincode must be 6 digits; a broken rule answers 400 with its message ("Please enter pincode", ' +
  '"Please enter only digits", "Please enter 6 Digits"). A pincode outside the directory answers 404.';

/** Pincode details, delivery options and stores holding a size (spec 2 §2 product page). */
export function deliveryRoutes(app: FastifyInstance, delivery: DeliveryService): void {
  serve(app, routes.pincodeDetails, {
    tag: "delivery",
    summary: "City, district and state of a pincode",
    description: PINCODE_RULES,
    handler: async (request) => unwrap(await delivery.pincodeDetails(request.query.pincode)),
  });

  serve(app, routes.deliveryInfo, {
    tag: "delivery",
    summary: "Delivery options of a size to a pincode",
    description:
      "Options from the stock of each fulfilment centre and its distance to the pincode, in display " +
      "order (pickup 0, same day 1, next day 2, standard 3); empty when the size is sold out. " +
      `\`defaultRequired=false\` leaves out the standard option. An unknown sku answers 404. ${PINCODE_RULES}`,
    handler: async (request) => {
      const { pincode, skuId, defaultRequired } = request.query;
      const query = { pincode, skuId, defaultRequired: defaultRequired === "true" };
      return unwrap(await delivery.deliveryInfo(query));
    },
  });

  serve(app, routes.stores, {
    tag: "delivery",
    summary: "Stores near a pincode holding a size",
    description: `Stores within the omni radius (20 km) that hold the size, nearest first. ${PINCODE_RULES}`,
    handler: async (request) => unwrap(await delivery.stores(request.body.skuId, request.body.pincode)),
  });
}
