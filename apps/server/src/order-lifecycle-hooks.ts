import type { InvoicesService } from "./modules/invoices";
import { taxDocumentsOnMove } from "./modules/invoices/invoices-lifecycle";
import type { OrderLifecycle } from "./modules/orders/order-lifecycle";

/**
 * What else happens when order items move (decision 43), in this order, in the move's transaction:
 * the store's one list, used by the app and by the operator's commands alike.
 */
export function useLifecycleHooks(
  lifecycle: OrderLifecycle,
  modules: { invoices: Pick<InvoicesService, "issueInvoice" | "issueCreditNote"> },
): void {
  lifecycle.use(taxDocumentsOnMove(modules.invoices));
}
