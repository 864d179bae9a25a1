export { findOwnNeft } from "./bank-transfer.repo";
export { type BankTransferService, type PayoutInput, payoutRequests } from "./bank-transfer.service";
export { type PayoutRow, payoutsByReference } from "./payouts/payouts.repo";
export { SANDBOX_PAYOUTS_PATH } from "./payouts/payouts-client";
