export { SANDBOX_PG_PATH } from "./gateways/index";
export { requestOrderRefund } from "./partial-refunds";
export { REFUND_PAYMENT } from "./payment-job-names";
export { type AttemptRow, attemptsOf, type RefundRow, refundsOfOrder } from "./payments.repo";
export type { PaymentsService } from "./payments.service";
export {
  gatewayRefund,
  gatewayRefundsPage,
  refundChain,
  refundStateOf,
  retryKeyOf,
  retryRefund,
} from "./refund-retries";
export type {
  RefundSettledEvent,
  RefundSettledListener,
  RefundSettlements,
} from "./refund-settlements";
