import { routes, unwrap } from "@odin/contracts";
import type { FastifyInstance } from "fastify";
import { signedInUserId } from "../../platform/auth-guard";
import { serve } from "../../platform/serve";
import type { OrdersService } from "./orders.service";

/** The placed order's calls (spec 3 §2 "Order confirmation", §7 orderConfirm). */
export function ordersRoutes(app: FastifyInstance, orders: OrdersService): void {
  serve(app, routes.orderConfirm, {
    tag: "orders",
    summary: "An order as its confirmation page shows it",
    description:
      "The signed-in shopper's own order: items with their delivery method, store and expected date, the " +
      "pricing lines as placed, the delivery address and the payments. Any other id, another shopper's " +
      'included, answers 404 "This orderId doesn\'t exist".',
    handler: async (request) =>
      unwrap(await orders.confirmation(signedInUserId(request), request.params.orderId)),
  });
}
