import { routes, unwrap } from "@odin/contracts";
import type { FastifyInstance } from "fastify";
import { signedInUserId } from "../../platform/auth-guard";
import { serve } from "../../platform/serve";
import type { BagService } from "../bag";
import { bagOwnerOf, OWNER } from "../bag";
import type { CheckoutService } from "./checkout.service";

/** The checkout calls of the bag and shipping steps (spec 3 §2, §3, §4, §7; API.md "Bag, checkout, orders"). */
export function checkoutRoutes(
  app: FastifyInstance,
  deps: { bag: BagService; checkout: CheckoutService },
): void {
  const { bag, checkout } = deps;

  serve(app, routes.checkout, {
    tag: "bag",
    summary: "Read or change the bag and the shipping step's choices; answers the bag as it now stands",
    description:
      "type read answers the bag; update adds (`mode` add sums with the bag) or sets (`mode` set) the " +
      "quantities of `cartItems` and applies `couponCode`; delete removes `cartItems` and, when " +
      "`couponCode` is given, the coupon. At most 10 of a size and never more than the stock: what " +
      "cannot be added is listed in `limitBreachedSkus` or `skusNotAdded` with the spec's messages. An " +
      "unknown sku answers 404, a coupon that does not apply 400 with the reason, a 51st size 400. " +
      '`page` shipping or payment (signed in only, else 401 "Please Login To Continue") keeps `pincode`, ' +
      "`addressId` and `selectedShippingMethods` for the shopper (a new pincode forgets the kept address and " +
      "methods) and adds each product's delivery options, its kept method and store, the selected " +
      "`shippingAddress` and a `blockingMessage` while the shopper cannot go on. On page myBag any change " +
      "forgets the kept methods. An unknown pincode or another shopper's address answers 404. " +
      `Prices, discounts, GST and charges are the server's. ${OWNER}`,
    handler: async (request, reply) => {
      const create = request.body.type === "update" && request.body.page === "myBag";
      const owner = await bagOwnerOf(bag, request, reply, request.user?.userId ?? null, create);
      return unwrap(await checkout.checkout(owner, request.body));
    },
  });

  serve(app, routes.checkoutStores, {
    tag: "checkout",
    summary: "The stores that can hand over a quantity of a size near the delivery pincode",
    description:
      "Stores within the pickup radius that hold the whole quantity, nearest first; `storeId` (= `fcId`) is " +
      "what `selectedShippingMethods` names for STOREPICK. The pincode defaults to the one kept for the " +
      "shopper's checkout; none, or one outside the directory, answers 404.",
    handler: async (request) => unwrap(await checkout.stores(signedInUserId(request), request.body)),
  });
}
