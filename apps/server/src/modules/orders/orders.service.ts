import {
  fail,
  type OrderConfirmation,
  type OrdersProblem,
  ok,
  ordersProblems,
  type PaymentResponse,
  type Result,
} from "@odin/contracts";
import type { Database } from "@odin/db";
import type { CheckoutService } from "../checkout";
import { createOrderHistory, type OrderHistory } from "./order-history";
import { confirmationOf } from "./order-view";
import { findOwned, itemsOf, paymentsOf } from "./orders.repo";
import { createOrderPlacement, type PlaceOrderDeps, type PlaceOrderInput } from "./place-order";

/** Placing orders, and reading them back: the confirmation, My Orders and Order details. */
export interface OrdersService extends OrderHistory {
  /** Places the order of the shopper's bag (cash on delivery, loyalty); the same key answers the same order. */
  place(input: PlaceOrderInput): Promise<Result<PaymentResponse, OrdersProblem>>;
  /** The shopper's own order as placed; another shopper's order id is unknown. */
  confirmation(userId: number, orderId: string): Promise<Result<OrderConfirmation, OrdersProblem>>;
}

export function createOrdersService(
  deps: PlaceOrderDeps & {
    checkout: PlaceOrderDeps["checkout"] & Pick<CheckoutService, "centresById">;
    /** The `exchange` feature flag (items offer EXCHANGE). */
    exchange: boolean;
  },
): OrdersService {
  const db: Database = deps.db;
  return {
    place: createOrderPlacement(deps),
    ...createOrderHistory(deps),

    async confirmation(userId, orderId) {
      const order = await findOwned(db, userId, orderId);
      if (!order) return fail(ordersProblems.unknownOrder());
      const [items, payments, stores] = await Promise.all([
        itemsOf(db, order.id),
        paymentsOf(db, order.id),
        deps.checkout.centresById(),
      ]);
      return ok(confirmationOf(order, items, payments, stores));
    },
  };
}
