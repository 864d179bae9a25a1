import { routes, unwrap } from "@odin/contracts";
import type { FastifyInstance } from "fastify";
import { signedInUserId } from "../../platform/auth-guard";
import { serve } from "../../platform/serve";
import type { OrderHistory } from "./order-history";

/** My Orders and Order details (spec 3 §2, §7 orderDetails v4 and ProductOrderDetails). */
export function orderHistoryRoutes(app: FastifyInstance, history: OrderHistory): void {
  serve(app, routes.orderHistory, {
    tag: "orders",
    summary: "The shopper's orders, newest first",
    description:
      "orderDetails v4: 10 orders a page (`size` is 10; pages count from 1), with `currentPage`, `totalPages` " +
      "and `totalElements`. Each order has its OD number, total, pieces, day placed, payment types, expected " +
      "day, a status derived from its items and its first items' pictures. Orders never paid whose " +
      "reservation lapsed or was released are left out; one still awaiting its online payment shows as " +
      "PAYMENT_PENDING (decision 47).",
    handler: async (request) => unwrap(await history.history(signedInUserId(request), request.query.page)),
  });

  serve(app, routes.orderDetails, {
    tag: "orders",
    summary: "One of the shopper's orders, item by item",
    description:
      "ProductOrderDetails: each item's status, carrier and tracking number, delivery option, size, brand " +
      "size, colour, prices, days (placed, expected, delivered, last return day), the actions it allows now " +
      "(RETURN, CANCEL, EXCHANGE) and its status history; the pricing lines, address and payments. Any other " +
      "id, another shopper's included, answers 404 \"This orderId doesn't exist\".",
    handler: async (request) =>
      unwrap(await history.details(signedInUserId(request), request.params.orderId)),
  });
}
