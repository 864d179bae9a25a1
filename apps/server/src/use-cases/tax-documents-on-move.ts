import type { InvoicesService } from "../modules/invoices";
import type { LifecycleHook } from "../modules/orders";

/**
 * Tax documents follow the goods (decision 46): the order's invoice is issued with its first
 * shipment or hand-over at the store, dated then; a cancelled or returned item that was invoiced
 * gets a credit note, once per move (the move's first event is its reference).
 */
export function taxDocumentsOnMove(
  invoices: Pick<InvoicesService, "issueInvoice" | "issueCreditNote">,
): LifecycleHook {
  return async (tx, { order, items, events, move }) => {
    if (move.to === "SHIPPED" || move.to === "CUSTOMERPICKCOMPLETE") {
      const issued = await invoices.issueInvoice(tx, { orderId: order.id, at: move.now });
      if (!issued.ok) throw new Error(`the invoice of order ${order.orderNumber}: ${issued.problem.detail}`);
    }
    const first = events[0];
    if ((move.to === "CANCELLED" || move.to === "RETURNED") && first) {
      const credited = await invoices.issueCreditNote(tx, {
        orderId: order.id,
        itemIds: items.map((item) => item.id),
        reason: move.to === "CANCELLED" ? "cancel" : "return",
        at: move.now,
        reference: `move-${first.id}`,
      });
      if (!credited.ok)
        throw new Error(`a credit note of order ${order.orderNumber}: ${credited.problem.detail}`);
    }
  };
}
