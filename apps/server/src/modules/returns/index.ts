export { type ReturnPayouts, refundForReturned } from "./return-refunds";
export { type ReturnSettlement, returnSettlement } from "./return-settlement";
export { type ReturnRow, returnsOfOrder } from "./returns.repo";
export type { ReturnsService } from "./returns.service";
