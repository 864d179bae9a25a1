import {
  deliveryInfo,
  deliveryInfoQuery,
  type Outcome,
  pincodeDetails,
  pincodeQuery,
  storesRequest,
  storesResponse,
} from "@odin/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ProblemError } from "../../platform/problems";
import type { DeliveryService } from "./delivery.service";

/** The value of an outcome; a problem goes to the error handler. */
function unwrap<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw new ProblemError(outcome.problem);
  return outcome.value;
}

const PINCODE_RULES =
  'The pincode must be 6 digits; a broken rule answers 400 with its message ("Please enter pincode", ' +
  '"Please enter only digits", "Please enter 6 Digits"). A pincode outside the directory answers 404.';

export async function deliveryRoutes(app: FastifyInstance, options: { delivery: DeliveryService }) {
  const { delivery } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/api/shipping/pincodeDetails",
    {
      schema: {
        tags: ["delivery"],
        summary: "City, district and state of a pincode",
        description: PINCODE_RULES,
        querystring: pincodeQuery,
        response: { 200: pincodeDetails },
      },
    },
    async (request) => unwrap(await delivery.pincodeDetails(request.query.pincode)),
  );

  routes.get(
    "/api/delivery_info",
    {
      schema: {
        tags: ["delivery"],
        summary: "Delivery options of a size to a pincode",
        description:
          "Options from the stock of each fulfilment centre and its distance to the pincode, in display " +
          "order (pickup 0, same day 1, next day 2, standard 3); empty when the size is sold out. " +
          "`defaultRequired=false` leaves out the standard option. " +
          PINCODE_RULES,
        querystring: deliveryInfoQuery,
        response: { 200: deliveryInfo },
      },
    },
    async (request) => {
      const { pincode, skuId, defaultRequired } = request.query;
      return unwrap(
        await delivery.deliveryInfo({ pincode, skuId, defaultRequired: defaultRequired === "true" }),
      );
    },
  );

  routes.post(
    "/api/shipping/v3/stores",
    {
      schema: {
        tags: ["delivery"],
        summary: "Stores near a pincode holding a size",
        description: `Stores within the omni radius (20 km) that hold the size, nearest first. ${PINCODE_RULES}`,
        body: storesRequest,
        response: { 200: storesResponse },
      },
    },
    async (request) => unwrap(await delivery.stores(request.body.skuId, request.body.pincode)),
  );
}
