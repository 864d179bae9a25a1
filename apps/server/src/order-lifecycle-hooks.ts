import type { InvoicesService } from "./modules/invoices";
import { taxDocumentsOnMove } from "./modules/invoices/invoices-lifecycle";
import type { LoyaltyEarning } from "./modules/loyalty/loyalty-earning";
import { loyaltyOnMove } from "./modules/loyalty/loyalty-lifecycle";
import type { OrderLifecycle } from "./modules/orders/order-lifecycle";
import { type ReturnPayouts, refundForReturned } from "./modules/returns/return-refunds";

/**
 * What else happens when order items move (decision 43), in this order, in the move's transaction:
 * points earned or taken back, a returned item's refund (to its source, as points, or by bank
 * transfer), the tax invoice or credit note. The store's one list, used by the app and by the
 * operator's commands alike.
 */
export function useLifecycleHooks(
  lifecycle: OrderLifecycle,
  modules: {
    invoices: Pick<InvoicesService, "issueInvoice" | "issueCreditNote">;
    loyalty: LoyaltyEarning;
    payouts: ReturnPayouts;
  },
): void {
  lifecycle.use(loyaltyOnMove(modules.loyalty));
  lifecycle.use(refundForReturned(modules.payouts));
  lifecycle.use(taxDocumentsOnMove(modules.invoices));
}
