export { findOwnNeft } from "./bank-transfer.repo";
export { type BankTransferService, type PayoutInput, payoutRequests } from "./bank-transfer.service";
export { SANDBOX_PAYOUTS_PATH } from "./payouts/payouts-client";
