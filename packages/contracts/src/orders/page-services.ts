/** What the storefront's pages may ask of the orders services through the load context, and why they refuse. */
import type { WalletProblem } from "../payments/problems";
import type { Result } from "../result";
import type { SessionProblem } from "../shared/problems";
import type { OrderDetails, OrderHistoryResponse } from "./history";
import type { OrderConfirmation } from "./order";
import type { OrdersProblem } from "./problems";

/**
 * Why placing an order, pricing a payment choice or reading an order back was refused: the orders'
 * failures, the online payment's and its Paytm wallet's, or nobody is signed in.
 */
export type OrderProblem = OrdersProblem | WalletProblem | SessionProblem;

/** This request's signed-in shopper's orders (spec 3 §2 Order confirmation, My Orders, Order details). */
export interface OrdersPageService {
  /** Another shopper's order, or an unknown id, is `unknownOrder`. */
  confirmation(orderId: string): Promise<Result<OrderConfirmation, OrderProblem>>;
  /** My Orders: one page (from 1) of the shopper's orders, newest first (spec 3 §2). */
  history(page: number): Promise<Result<OrderHistoryResponse, OrderProblem>>;
  /** Order details; another shopper's order, or an unknown id, is `unknownOrder`. */
  details(orderId: string): Promise<Result<OrderDetails, OrderProblem>>;
}

/** This domain's part of the load context's services (storefront-services.ts). */
declare module "../storefront-services" {
  interface StorefrontServices {
    orders: OrdersPageService;
  }
}
