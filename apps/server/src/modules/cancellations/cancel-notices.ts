import { formatRupees, MESSAGES } from "@odin/contracts";
import type { Transaction } from "@odin/db";
import type { Outbox } from "../../platform/outbox";
import type { OrderItemRow, OrderRow } from "../orders";
import type { ItemRefund } from "../refunds";
import { findUserById } from "../users";

/** What cancelling tells the shopper, through the outbox in the cancel's transaction. */
export interface CancelNotices {
  cancelled(
    tx: Transaction,
    cancelled: { order: OrderRow; item: OrderItemRow; refund: ItemRefund },
  ): Promise<void>;
}

/**
 * The shopper's SMS (to the order's mobile number) and e-mail (when they have an address): the item
 * cancelled, the refund and "Refund 5-7 days". Once per item (their idempotency keys).
 */
export function cancelNotices(deps: { outbox: Pick<Outbox, "enqueue">; siteOrigin: string }): CancelNotices {
  return {
    async cancelled(tx, { order, item, refund }) {
      const shopper = await findUserById(tx, order.userId);
      const payload = {
        orderId: order.orderNumber,
        item: item.product.styleName,
        refund: formatRupees(refund.total),
        days: MESSAGES.cancel.refundTimeline,
        link: `${deps.siteOrigin}/orderdetails/${order.orderNumber}`,
      };
      const message = (channel: "sms" | "email", recipient: string) => ({
        channel,
        recipient,
        template: "item-cancelled" as const,
        payload,
        idempotencyKey: `item-cancelled:${item.id}:${channel}`,
      });
      await deps.outbox.enqueue(tx, [
        message("sms", order.shippingAddress.mobileNumber),
        ...(shopper?.email ? [message("email", shopper.email)] : []),
      ]);
    },
  };
}
