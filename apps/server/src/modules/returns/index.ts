export { type ReturnPayouts, refundForReturned } from "./return-refunds";
export type { ReturnsService } from "./returns.service";
