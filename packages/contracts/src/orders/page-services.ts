/** What the storefront's pages may ask of the orders services through the load context, and why they refuse. */
import type { Result } from "../result";
import type { OrderDetails, OrderHistoryResponse } from "./history";
import type { OrderConfirmation } from "./order";

/**
 * Why placing an order, pricing a payment choice or reading an order back was refused (the orders
 * module's list, which the REST routes map to statuses), or nobody is signed in.
 */
export type OrderProblem =
  | "signInRequired"
  | "emptyBag"
  | "outOfStock"
  | "removeOutOfStock"
  | "bagChanged"
  | "priceChanged"
  | "couponNotApplicable"
  | "noAddress"
  | "notServiceable"
  | "selectMethod"
  | "methodNoLongerValid"
  | "codUnavailable"
  | "otpNotVerified"
  | "captchaNotVerified"
  | "insufficientLoyalty"
  | "loyaltyFailed"
  | "methodUnavailable"
  | "idempotencyKeyRequired"
  | "idempotencyKeyReused"
  | "unknownOrder"
  | "alreadyPaid"
  | "cannotRetry"
  | "illegalTransition"
  | "trackingRequired"
  | "unknownItem"
  // The online payment's (payments.problems.ts)
  | "unknownTransaction"
  | "gatewayUnavailable"
  | "verificationFailed"
  | "cardNotSaved"
  | "noBankOrWallet"
  | "invalidVpa"
  | "attemptClosed"
  | "wallet"
  | "tooManyLookups"
  | "blockedIp"
  | "tooManyCodes";

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
