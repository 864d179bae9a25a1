export * from "./client";
export * from "./migrate";
export * as schema from "./schema";
export type { TaxDocumentSnapshot, TaxLineSnapshot, TaxPartySnapshot } from "./schema/invoices";
export type {
  OrderAddressSnapshot,
  OrderItemEventDetail,
  OrderItemProduct,
  OrderPricingSnapshot,
} from "./schema/orders";
export type { PaymentHandoff } from "./schema/payments";
