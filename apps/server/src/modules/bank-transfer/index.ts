export { findOwnNeft } from "./bank-transfer.repo";
export { type BankTransferService, type PayoutInput, payoutRequests } from "./bank-transfer.service";
export {
  payout,
  payoutChain,
  payoutStateOf,
  payoutsPage,
  retryPayout,
  retryReferenceOf,
} from "./payouts/payout-retries";
export type {
  PayoutSettledEvent,
  PayoutSettledListener,
  PayoutSettlements,
} from "./payouts/payout-settlements";
export { type PayoutRow, payoutsByReference } from "./payouts/payouts.repo";
export { SANDBOX_PAYOUTS_PATH } from "./payouts/payouts-client";
