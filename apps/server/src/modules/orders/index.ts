export { type CustomerOrderRow, latestOrdersOf } from "./customer-orders";
export { eligibleActions, type ItemFacts } from "./eligibility-rules";
export { cancelItemView, returnItemView } from "./item-change-view";
export { canMove, nextStates } from "./lifecycle-rules";
export { type LoyaltyPort, loyaltyForOrders } from "./loyalty-port";
export { type OrderFile, type OrderFileView, orderFileView, readOrderFile } from "./order-file";
export { findOrderByNumber } from "./order-file.repo";
export { styleFactsOf } from "./order-history.repo";
export { CANCEL_UNCOLLECTED_PICKUP, RELEASE_PAYMENT_RESERVATION } from "./order-jobs";
export { createOrderLifecycle, type LifecycleHook, type OrderLifecycle } from "./order-lifecycle";
export { codRefusalMessage, isOnline, placeableType } from "./order-rules";
export { searchOrders } from "./order-search";
export type { ItemScope } from "./order-search.repo";
export type { OrdersOpsContext } from "./orders.ops";
export {
  findOrderById,
  findOwned,
  itemsOf,
  lockOrder,
  type OrderItemRow,
  type OrderRow,
  paymentsOf,
} from "./orders.repo";
export type { OrdersService } from "./orders.service";
export { loyaltyRef, type PaymentReservations } from "./payment-reservation";
export { createPickupCodes, type PickupCodes } from "./pickup-code";
export { bagBrandAmounts, loyaltyUsable, type PlaceOrderDeps } from "./place-order";
export { quoteIn } from "./placement-steps";
