import { routes, unwrap } from "@odin/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { serve } from "../../platform/serve";
import type { BagService } from "./bag.service";
import { bagOwnerOf } from "./bag-session";

export const OWNER =
  "The bag is the signed-in shopper's (access token in the Authorization header or the cookie), " +
  "else the guest bag the HttpOnly `odin_bag` cookie names; the first change a guest makes creates it " +
  "and sets the cookie. A guest bag still named at sign-in is merged into the shopper's at the first " +
  "bag call (quantities summed, capped at 10 and the stock) and its cookie cleared. An invalid or " +
  "expired token answers 401.";

const userIdOf = (request: FastifyRequest) => request.user?.userId ?? null;

/** The bag calls (spec 3 §2 Bag, §3, §7; API.md "Bag, checkout, orders"). */
export function bagRoutes(app: FastifyInstance, bag: BagService): void {
  serve(app, routes.guestOverview, {
    tag: "bag",
    summary: "Price a list of sizes and quantities a client keeps itself",
    description:
      "The guest overview: nothing is stored. Quantities are capped as in the bag; an unknown sku answers 404.",
    handler: async (request) => unwrap(await bag.guestOverview(request.body)),
  });

  serve(app, routes.pricingOverview, {
    tag: "bag",
    summary: "The bag's pricing lines for a payment method",
    description: `\`selectedPaymentMode\` decides payment-constrained promotions and the COD charge. ${OWNER}`,
    handler: async (request, reply) => {
      const owner = await bagOwnerOf(bag, request, reply, userIdOf(request), false);
      return bag.pricingOverview(owner, request.body);
    },
  });

  serve(app, routes.deliveryCharges, {
    tag: "bag",
    summary: "The delivery charge rule",
    handler: async () => bag.deliveryCharges(),
  });

  serve(app, routes.applicableCoupons, {
    tag: "bag",
    summary: "The coupons and promotions of the bag's items, each with whether it applies and why not",
    description: OWNER,
    handler: async (request, reply) => {
      const owner = await bagOwnerOf(bag, request, reply, userIdOf(request), false);
      return bag.coupons(owner);
    },
  });
}
