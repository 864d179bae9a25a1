export { type CancellationRow, cancellationsOfOrder } from "./cancellations.repo";
export type { CancellationsService } from "./cancellations.service";
export type { StoreCancelInput, StoreCancelledItem } from "./store-cancel";
