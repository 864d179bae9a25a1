import { type Database, schema } from "@odin/db";
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { OrderItemRow, OrderPaymentRow, OrderRow } from "./orders.repo";

const { orders, orderItems, orderPayments, styles } = schema;

/** What eligibility needs of an item's style: its article type and its own flag. */
export interface StyleFacts {
  id: number;
  articleType: string;
  returnable: boolean;
}

/**
 * The orders My Orders shows (decision 47): every order but one never paid whose stock and points
 * went back (released), or whose reservation has lapsed. An order paid online and still reserved
 * shows, as "Payment pending".
 */
function shown(userId: number, now: Date) {
  return and(
    eq(orders.userId, userId),
    sql`${orders.releasedAt} is null`,
    sql`(${orders.status} not in ('PAYMENT_PENDING', 'PAYMENT_FAILED') or ${orders.reservedUntil} > ${now})`,
  );
}

/** One page of the shopper's orders, newest first, and how many there are in all. */
export async function pageOfOrders(
  db: Database,
  userId: number,
  page: { offset: number; limit: number; now: Date },
): Promise<{ rows: OrderRow[]; total: number }> {
  const where = shown(userId, page.now);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** The items of these orders, each order's in the order they were placed. */
export async function itemsOfOrders(db: Database, orderIds: readonly number[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(asc(orderItems.id));
}

/** The payment types of these orders. */
export async function paymentTypesOfOrders(
  db: Database,
  orderIds: readonly number[],
): Promise<Pick<OrderPaymentRow, "orderId" | "paymentType">[]> {
  if (orderIds.length === 0) return [];
  return db
    .select({ orderId: orderPayments.orderId, paymentType: orderPayments.paymentType })
    .from(orderPayments)
    .where(inArray(orderPayments.orderId, [...orderIds]))
    .orderBy(asc(orderPayments.id));
}

/** The article type and returnable flag of these styles (those still in the catalog). */
export async function styleFactsOf(db: Database, styleIds: readonly number[]): Promise<StyleFacts[]> {
  if (styleIds.length === 0) return [];
  return db
    .select({ id: styles.id, articleType: styles.articleType, returnable: styles.returnable })
    .from(styles)
    .where(inArray(styles.id, [...new Set(styleIds)]));
}
