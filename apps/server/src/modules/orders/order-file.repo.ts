import { type Executor, schema } from "@odin/db";
import { asc, eq, inArray } from "drizzle-orm";
import type { OrderRow } from "./orders.repo";

const { orders, orderItems, fulfilmentCentres } = schema;

/**
 * What the back office reads of one order that the orders module keeps (decision 65): the order by
 * its number (any shopper's: the back office's scope rule decides who may see it), and the
 * fulfilment centres its items are held at and collected from.
 */

export async function findOrderByNumber(db: Executor, orderNumber: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  return row;
}

export type CentreRow = Pick<typeof fulfilmentCentres.$inferSelect, "id" | "name" | "kind" | "city">;

/** The centres an order's items are allocated to or collected from, by id. */
export async function centresOfOrder(db: Executor, orderId: number): Promise<Map<number, CentreRow>> {
  const items = await db
    .select({ fcId: orderItems.fcId, storeId: orderItems.storeId })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  const ids = [...new Set(items.flatMap((item) => (item.storeId ? [item.fcId, item.storeId] : [item.fcId])))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: fulfilmentCentres.id,
      name: fulfilmentCentres.name,
      kind: fulfilmentCentres.kind,
      city: fulfilmentCentres.city,
    })
    .from(fulfilmentCentres)
    .where(inArray(fulfilmentCentres.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}
