import type { InvoicesService } from "../modules/invoices";
import type { LoyaltyEarning } from "../modules/loyalty";
import type { OrderLifecycle } from "../modules/orders";
import { type ReturnPayouts, refundForReturned, returnSettlement } from "../modules/returns";
import { earnPointsOnMove } from "./earn-points-on-move";
import { taxDocumentsOnMove } from "./tax-documents-on-move";

/**
 * What else happens when order items move (decision 43), in this order, in the move's transaction:
 * points earned or taken back, a returned item's refund (to its source, as points, or by bank
 * transfer), the tax invoice or credit note, and last a returned item paid back in points alone
 * moved on to REFUNDED (its settlement, decision 60). The store's one list, used by the app and by
 * the operator's commands alike.
 */
export function useLifecycleHooks(
  lifecycle: OrderLifecycle,
  modules: {
    invoices: Pick<InvoicesService, "issueInvoice" | "issueCreditNote">;
    loyalty: LoyaltyEarning;
    payouts: ReturnPayouts;
  },
): void {
  lifecycle.use(earnPointsOnMove(modules.loyalty));
  lifecycle.use(refundForReturned(modules.payouts));
  lifecycle.use(taxDocumentsOnMove(modules.invoices));
  lifecycle.use(returnSettlement({ lifecycle }).afterReturned);
}
