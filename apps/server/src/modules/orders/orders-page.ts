import { fail, type StorefrontServices, sessionProblems } from "@odin/contracts";
import type { PageRequest } from "../../platform/composition";
import type { OrdersService } from "./orders.service";

/**
 * The orders of server-rendered pages (decision 26): the same service as `GET /api/orderConfirm/:orderId`,
 * `/api/orders` and `/api/orders/:orderId`, for the shopper the page request's cookies name. Without
 * one, every call answers `signInRequired`.
 */
export function ordersPage(orders: Pick<OrdersService, "confirmation" | "history" | "details">) {
  return ({ shopper }: Pick<PageRequest, "shopper">): StorefrontServices["orders"] => {
    if (!shopper) {
      const signIn = async () => fail(sessionProblems.signInRequired());
      return { confirmation: signIn, history: signIn, details: signIn };
    }
    const { userId } = shopper;
    return {
      confirmation: (orderId) => orders.confirmation(userId, orderId),
      history: (page) => orders.history(userId, page),
      details: (orderId) => orders.details(userId, orderId),
    };
  };
}
