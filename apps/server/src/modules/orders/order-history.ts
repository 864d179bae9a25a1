import {
  fail,
  ORDERS,
  type OrderDetails,
  type OrderHistoryResponse,
  type OrdersProblem,
  ok,
  ordersProblems,
  type Result,
} from "@odin/contracts";
import type { Database } from "@odin/db";
import { itemsOfOrders, pageOfOrders, paymentTypesOfOrders, styleFactsOf } from "./order-history.repo";
import { orderDetailsOf, orderSummaryOf } from "./order-history-view";
import { eventsOf, findOwned, itemsOf, paymentsOf } from "./orders.repo";

/** My Orders and Order details (spec 3 §2, §7 orderDetails v4 and ProductOrderDetails; decision 47). */
export interface OrderHistory {
  /** The shopper's orders, newest first, `ORDERS.pageSize` a page; pages count from 1. */
  history(userId: number, page: number): Promise<Result<OrderHistoryResponse, OrdersProblem>>;
  /** One of the shopper's orders; another shopper's order id, or an unknown one, is `unknownOrder`. */
  details(userId: number, orderId: string): Promise<Result<OrderDetails, OrdersProblem>>;
}

export function createOrderHistory(deps: {
  db: Database;
  /** The `exchange` feature flag: items offer EXCHANGE besides RETURN. */
  exchange: boolean;
  now: () => Date;
}): OrderHistory {
  const { db } = deps;
  return {
    async history(userId, page) {
      const size = ORDERS.pageSize;
      const { rows, total } = await pageOfOrders(db, userId, {
        offset: (page - 1) * size,
        limit: size,
        now: deps.now(),
      });
      const ids = rows.map((order) => order.id);
      const [items, payments] = await Promise.all([itemsOfOrders(db, ids), paymentTypesOfOrders(db, ids)]);
      const orders = rows.map((order) =>
        orderSummaryOf(
          order,
          items.filter((item) => item.orderId === order.id),
          payments.filter((payment) => payment.orderId === order.id).map((payment) => payment.paymentType),
        ),
      );
      return ok({ orders, currentPage: page, totalPages: Math.ceil(total / size), totalElements: total });
    },

    async details(userId, orderId) {
      const order = await findOwned(db, userId, orderId);
      if (!order) return fail(ordersProblems.unknownOrder());
      const [items, payments, events] = await Promise.all([
        itemsOf(db, order.id),
        paymentsOf(db, order.id),
        eventsOf(db, order.id),
      ]);
      const styles = await styleFactsOf(
        db,
        items.map((item) => item.styleId),
      );
      return ok(
        orderDetailsOf(
          order,
          { items, payments },
          { events, styles, now: deps.now(), exchange: deps.exchange },
        ),
      );
    },
  };
}
