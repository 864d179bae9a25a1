import { fail, type Shopper, type StorefrontServices } from "@odin/contracts";
import { checkoutProblems } from "../checkout/checkout.problems";
import type { OrdersService } from "./orders.service";

/**
 * The orders of server-rendered pages (decision 26): the same service as `GET /api/orderConfirm/:orderId`,
 * for the shopper the page request's cookies name. Without one, every call answers `signInRequired`.
 */
export function ordersPage(orders: Pick<OrdersService, "confirmation">) {
  return (shopper: Shopper | null): StorefrontServices["orders"] => {
    if (!shopper) return { confirmation: async () => fail(checkoutProblems.signInRequired()) };
    return { confirmation: (orderId) => orders.confirmation(shopper.userId, orderId) };
  };
}
