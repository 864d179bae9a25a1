import { INT32, ORDER_ITEM_STATUSES, type OrderItemStatus } from "@odin/contracts";
import { schema } from "@odin/db";
import { eq } from "drizzle-orm";
import { type OpsCommand, type OpsContext, OpsUsageError } from "../../platform/ops-commands";
import { nextStates } from "./lifecycle-rules";
import type { OrderLifecycle } from "./order-lifecycle";
import { itemsOf } from "./orders.repo";

/**
 * Moving orders on until a back office exists (decision 43): `npm run ops -- order:advance OD… SHIPPED
 * "Blue Dart" BD123`. Every move goes through the order lifecycle, so an illegal one is refused with
 * its reason and a legal one tells the shopper (the store's outbox dispatcher sends the messages).
 */

/** The operator's context with the order lifecycle, wired as the store wires it. */
export interface OrdersOpsContext extends OpsContext {
  /** Its messages wait in the outbox for the store to send. */
  lifecycle: OrderLifecycle;
}

const statusOf = (text: string | undefined): OrderItemStatus => {
  const status = text?.toUpperCase();
  if (!ORDER_ITEM_STATUSES.includes(status as OrderItemStatus)) {
    throw new OpsUsageError(`<status> must be one of ${ORDER_ITEM_STATUSES.join(", ")}`);
  }
  return status as OrderItemStatus;
};

async function orderOf(db: OrdersOpsContext["db"], orderNumber: string | undefined) {
  if (!orderNumber || !/^[A-Z0-9]{1,32}$/.test(orderNumber))
    throw new OpsUsageError("<orderId> is an order's id, e.g. OD1001");
  const [order] = await db.select().from(schema.orders).where(eq(schema.orders.orderNumber, orderNumber));
  if (!order) throw new OpsUsageError(`no order ${orderNumber}`);
  return order;
}

async function advance(
  context: OrdersOpsContext,
  input: {
    orderNumber?: string;
    itemId?: number;
    status?: string;
    carrier?: string;
    trackingNumber?: string;
  },
) {
  const { db, lifecycle, print } = context;
  const order = await orderOf(db, input.orderNumber);
  const to = statusOf(input.status);
  const detail =
    input.carrier && input.trackingNumber
      ? { carrier: input.carrier, trackingNumber: input.trackingNumber }
      : undefined;
  const moved = await db.transaction((tx) =>
    lifecycle.move(tx, {
      orderId: order.id,
      ...(input.itemId ? { itemIds: [input.itemId] } : {}),
      to,
      by: "operator",
      ...(detail ? { detail } : {}),
      now: new Date(),
    }),
  );
  if (!moved.ok) throw new OpsUsageError(moved.problem.detail);
  print(`${order.orderNumber}: ${moved.value.items.map((item) => `item ${item.id}`).join(", ")} now ${to}`);
}

export const ordersOps: OpsCommand<OrdersOpsContext>[] = [
  {
    name: "order:show",
    usage: "<orderId>",
    summary: "Lists an order's items, their states and where each may move next.",
    async run([orderNumber], { db, print }) {
      const order = await orderOf(db, orderNumber);
      print(`${order.orderNumber} (${order.status}), placed ${order.createdAt.toISOString()}`);
      for (const item of await itemsOf(db, order.id)) {
        const next = nextStates(item.status, item.shippingMethod);
        print(
          `  item ${item.id} ${item.product.styleName} ×${item.quantity} ${item.shippingMethod}: ${item.status} → ${next.join(" | ") || "(final)"}`,
        );
      }
    },
  },
  {
    name: "order:advance",
    usage: "<orderId> <status> [carrier trackingNumber]",
    summary: "Moves every item of an order to <status> (SHIPPED needs a carrier and a tracking number).",
    async run([orderNumber, status, carrier, trackingNumber], context) {
      await advance(context, { orderNumber, status, carrier, trackingNumber });
    },
  },
  {
    name: "order:advance-item",
    usage: "<orderId> <itemId> <status> [carrier trackingNumber]",
    summary: "Moves one item of an order to <status>.",
    async run([orderNumber, itemText, status, carrier, trackingNumber], context) {
      const itemId = Number(itemText);
      if (!itemText || !/^\d+$/.test(itemText) || itemId < 1 || itemId > INT32.max) {
        throw new OpsUsageError("<itemId> must be an item's number (see order:show)");
      }
      await advance(context, { orderNumber, itemId, status, carrier, trackingNumber });
    },
  },
];
