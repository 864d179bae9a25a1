export * from "./client";
export * from "./migrate";
export { ReadRoutingPool, type ReplicaListener } from "./replica";
export type { ReplicaState } from "./replica-lag";
export * as schema from "./schema";
export { REFRESH_REVOKED_REASONS, type RefreshRevokedReason } from "./schema/auth";
export { PAYOUT_MODES, PAYOUT_REASONS, type PayoutMode, type PayoutReason } from "./schema/bank-transfer";
export { CONTENT_KINDS, type ContentKind } from "./schema/content";
export type { TaxDocumentSnapshot, TaxLineSnapshot, TaxPartySnapshot } from "./schema/invoices";
export { JOB_STATES, type JobState } from "./schema/jobs";
export { LOYALTY_ENTRY_KINDS, type LoyaltyEntryKind } from "./schema/loyalty";
export {
  MESSAGE_CHANNELS,
  MESSAGE_TEMPLATES,
  type MessageChannel,
  type MessageTemplate,
  OUTBOX_STATUSES,
  type OutboxStatus,
  SECRET_TEMPLATES,
} from "./schema/messages";
export {
  ORDER_ITEM_MOVERS,
  ORDER_STATUSES,
  type OrderAddressSnapshot,
  type OrderItemEventDetail,
  type OrderItemMover,
  type OrderItemProduct,
  type OrderPaymentStatus,
  type OrderPricingSnapshot,
  type OrderStatus,
} from "./schema/orders";
export {
  CARD_TYPES,
  type CardType,
  PAYMENT_ATTEMPT_STATUSES,
  PAYMENT_REFUND_STATUSES,
  type PaymentAttemptStatus,
  type PaymentHandoff,
  type PaymentRefundStatus,
} from "./schema/payments";
export { RETURN_STATUSES, type ReturnStatus } from "./schema/returns";
export { slugify } from "./seed/text";
export { insertBuiltInRoles } from "./staff-roles";
