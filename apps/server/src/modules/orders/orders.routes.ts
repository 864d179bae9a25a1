import { type HttpStatuses, routes, unwrap } from "@odin/contracts";
import type { FastifyInstance } from "fastify";
import { signedInUserId } from "../../platform/auth-guard";
import { serve } from "../../platform/serve";
import type { OrdersProblem } from "./orders.problems";
import type { OrdersService } from "./orders.service";

/** The HTTP status of each failure of placing or reading an order. */
export const ORDER_STATUSES: HttpStatuses<OrdersProblem> = {
  emptyBag: 409,
  outOfStock: 409,
  removeOutOfStock: 409,
  bagChanged: 409,
  priceChanged: 409,
  couponNotApplicable: 409,
  noAddress: 400,
  notServiceable: 409,
  selectMethod: 400,
  methodNoLongerValid: 409,
  codUnavailable: 400,
  otpNotVerified: 400,
  captchaNotVerified: 400,
  insufficientLoyalty: 400,
  loyaltyFailed: 409,
  methodUnavailable: 400,
  idempotencyKeyRequired: 400,
  idempotencyKeyReused: 422,
  unknownOrder: 404,
  alreadyPaid: 409,
  cannotRetry: 409,
  illegalTransition: 409,
  trackingRequired: 400,
  unknownItem: 404,
};

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
      unwrap(await orders.confirmation(signedInUserId(request), request.params.orderId), ORDER_STATUSES),
  });
}
