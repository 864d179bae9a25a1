export * from "./client";
export * from "./migrate";
export * as schema from "./schema";
export type {
  OrderAddressSnapshot,
  OrderItemEventDetail,
  OrderItemProduct,
  OrderPricingSnapshot,
} from "./schema/orders";
export type { PaymentHandoff } from "./schema/payments";
