import { type Executor, queryRows, schema, type Transaction } from "@odin/db";
import { and, eq, isNull, or, sql } from "drizzle-orm";

const {
  orders,
  orderItems,
  orderItemEvents,
  orderPayments,
  stock,
  users,
  couponRedemptions,
  couponOrders,
  promotions,
} = schema;

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, "orderId">;
export type OrderPaymentRow = typeof orderPayments.$inferSelect;
export type NewOrderPayment = Omit<typeof orderPayments.$inferInsert, "orderId">;
export type OrderItemEventRow = typeof orderItemEvents.$inferSelect;
export type NewOrderItemEvent = typeof orderItemEvents.$inferInsert;

/** The shopper's order placed with this idempotency key, if any. */
export async function findByKey(db: Executor, userId: number, key: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  return row;
}

/** The shopper's order with this number: another shopper's is not found. */
export async function findOwned(
  db: Executor,
  userId: number,
  orderNumber: string,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNumber, orderNumber), eq(orders.userId, userId)));
  return row;
}

export async function findOrderById(db: Executor, id: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

export async function itemsOf(db: Executor, orderId: number): Promise<OrderItemRow[]> {
  return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.id);
}

export async function paymentsOf(db: Executor, orderId: number): Promise<OrderPaymentRow[]> {
  return db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId)).orderBy(orderPayments.id);
}

/** Units of a size taken from one centre. */
export interface StockPiece {
  skuId: number;
  fcId: number;
  quantity: number;
}

/**
 * Takes each piece's units from its centre in one statement, never below zero: false when a centre
 * no longer holds its units (a concurrent order took them first), so the order's transaction rolls
 * back with nothing taken.
 */
export async function takeStock(tx: Transaction, pieces: readonly StockPiece[]): Promise<boolean> {
  if (pieces.length === 0) return true;
  const values = sql.join(
    pieces.map((piece) => sql`(${piece.skuId}::int, ${piece.fcId}::int, ${piece.quantity}::int)`),
    sql`, `,
  );
  const taken = await queryRows<{ sku_id: number }>(
    tx,
    sql`update stock s set quantity = s.quantity - v.quantity
          from (values ${values}) as v(sku_id, fc_id, quantity)
         where s.sku_id = v.sku_id and s.fc_id = v.fc_id and s.quantity >= v.quantity
     returning s.sku_id`,
  );
  return taken.length === pieces.length;
}

/** Records the order, its items and its payments; answers the order's row. */
export async function insertOrder(
  tx: Transaction,
  order: NewOrder,
  items: readonly NewOrderItem[],
  payments: readonly NewOrderPayment[],
): Promise<OrderRow> {
  const [row] = await tx.insert(orders).values(order).returning();
  if (!row) throw new Error("the order was not inserted");
  await tx.insert(orderItems).values(items.map((item) => ({ ...item, orderId: row.id })));
  if (payments.length > 0) {
    await tx.insert(orderPayments).values(payments.map((payment) => ({ ...payment, orderId: row.id })));
  }
  return row;
}

/** Locks the shopper's row: what an order holds of theirs (coupon uses, first order) changes one order at a time. */
export async function lockUser(tx: Transaction, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
}

/**
 * Makes the order the shopper's first when they have none (first-order promotions), or finds it is
 * already: true when it is the first. An order that takes the mark holds the user's row until its
 * transaction ends, so of two orders reserved at once the second waits, then finds the mark taken.
 */
export async function takeFirstOrder(tx: Transaction, userId: number, orderRef: string, at: Date) {
  const rows = await tx
    .update(users)
    .set({ firstOrderAt: sql`coalesce(${users.firstOrderAt}, ${at})`, firstOrderRef: orderRef })
    .where(and(eq(users.id, userId), or(isNull(users.firstOrderAt), eq(users.firstOrderRef, orderRef))))
    .returning({ id: users.id });
  return rows.length > 0;
}

/**
 * An order that gave its reservation up is not the shopper's first: their earliest other order still
 * reserved or placed is (an order is placed once it has no `reserved_until`), or none.
 */
export async function passFirstOrder(tx: Transaction, userId: number, orderRef: string): Promise<void> {
  await tx.execute(sql`
    update users set (first_order_at, first_order_ref) = (
      select o.created_at, o.order_number from orders o
       where o.user_id = ${userId} and o.order_number <> ${orderRef} and o.released_at is null
         and (o.reserved_until is null or o.status in ('PAYMENT_PENDING', 'PAYMENT_FAILED'))
       order by o.created_at, o.id
       limit 1)
     where id = ${userId} and first_order_ref = ${orderRef}`);
}

/** What limits a coupon's use, by its code. */
export async function couponLimitsOf(tx: Transaction, code: string) {
  const [row] = await tx
    .select({
      id: promotions.id,
      oncePerDays: promotions.oncePerDays,
      firstOrderOnly: promotions.firstOrderOnly,
    })
    .from(promotions)
    .where(eq(promotions.code, code));
  return row;
}

/**
 * Takes the shopper's use of a limited coupon for an order: their row for the promotion is made, or
 * taken over from a use at least `days` old, or is the order's already. False when another order holds it: of two orders taking it at once, the second
 * waits for the first's row, then finds it taken.
 */
export async function claimCoupon(
  tx: Transaction,
  claim: { promotionId: number; userId: number; orderRef: string; days: number; at: Date },
): Promise<boolean> {
  const { promotionId, userId, orderRef, at } = claim;
  const rows = await tx
    .insert(couponRedemptions)
    .values({ promotionId, userId, orderRef, redeemedAt: at })
    .onConflictDoUpdate({
      target: [couponRedemptions.userId, couponRedemptions.promotionId],
      set: { orderRef, redeemedAt: at },
      setWhere: sql`${couponRedemptions.orderRef} = ${orderRef}
        or ${couponRedemptions.redeemedAt} <= ${at}::timestamptz - make_interval(days => ${claim.days})`,
    })
    .returning({ id: couponRedemptions.id });
  return rows.length > 0;
}

/** Why an order could not hold its coupon against the promotion's state: the bag's reason. */
export type CouponHoldRefusal = "expired" | "paused" | "usedUp";

/**
 * The order holds its coupon: a `coupon_orders` row, and one more of the promotion's `redemptions`,
 * counted only while the promotion is neither paused nor ended and below its total limit (decision 70).
 * The conditional update locks the promotion's row, so of two orders taking its last use at once the
 * second waits, then finds the limit reached. An order that holds it already counts once.
 */
export async function holdCoupon(
  tx: Transaction,
  hold: { promotionId: number; userId: number; orderRef: string; at: Date },
): Promise<CouponHoldRefusal | undefined> {
  const { promotionId, userId, orderRef, at } = hold;
  const made = await tx
    .insert(couponOrders)
    .values({ promotionId, userId, orderRef, heldAt: at })
    .onConflictDoNothing({ target: couponOrders.orderRef })
    .returning({ id: couponOrders.id });
  if (made.length === 0) return undefined;
  const counted = await tx
    .update(promotions)
    .set({ redemptions: sql`${promotions.redemptions} + 1` })
    .where(
      and(
        eq(promotions.id, promotionId),
        isNull(promotions.pausedAt),
        isNull(promotions.endedAt),
        or(isNull(promotions.maxRedemptions), sql`${promotions.redemptions} < ${promotions.maxRedemptions}`),
      ),
    )
    .returning({ id: promotions.id });
  if (counted.length > 0) return undefined;
  const [state] = await tx
    .select({ pausedAt: promotions.pausedAt, endedAt: promotions.endedAt })
    .from(promotions)
    .where(eq(promotions.id, promotionId));
  return state?.endedAt ? "expired" : state?.pausedAt ? "paused" : "usedUp";
}

/** The order no longer holds its coupon: its row goes, and the promotion counts one use fewer. */
export async function releaseCouponHold(tx: Transaction, orderRef: string): Promise<void> {
  await tx.execute(sql`
    with released as (delete from coupon_orders where order_ref = ${orderRef} returning promotion_id)
    update promotions p set redemptions = p.redemptions - 1
      from released r where p.id = r.promotion_id`);
}

/** The order gives the shopper's use of its coupon back (nothing when it does not hold it). */
export async function releaseCoupon(tx: Transaction, userId: number, orderRef: string): Promise<void> {
  await tx
    .delete(couponRedemptions)
    .where(and(eq(couponRedemptions.userId, userId), eq(couponRedemptions.orderRef, orderRef)));
}

/** Gives units back to a centre (a cancelled item): the row is there, or made again. */
export async function releaseStock(
  tx: Transaction,
  skuId: number,
  fcId: number,
  quantity: number,
): Promise<void> {
  await tx
    .insert(stock)
    .values({ skuId, fcId, quantity })
    .onConflictDoUpdate({
      target: [stock.skuId, stock.fcId],
      set: { quantity: sql`${stock.quantity} + ${quantity}` },
    });
}

/**
 * The order lock: every change of an order (placing, paying, releasing, moving its items, cancelling,
 * returning, issuing its tax documents) takes it first in its transaction, so they take turns.
 */
export async function lockOrder(tx: Transaction, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  return row;
}

/**
 * Moves an item from `from` to `to` (only the order lifecycle calls this): nothing when the item is
 * no longer in `from`. Answers the item as it is now, or undefined.
 */
export async function moveItem(
  tx: Transaction,
  move: {
    itemId: number;
    from: OrderItemRow["status"];
    to: OrderItemRow["status"];
    at: Date;
    carrier?: string;
    trackingNumber?: string;
  },
): Promise<OrderItemRow | undefined> {
  const [row] = await tx
    .update(orderItems)
    .set({
      status: move.to,
      statusAt: move.at,
      ...(move.carrier ? { carrier: move.carrier } : {}),
      ...(move.trackingNumber ? { trackingNumber: move.trackingNumber } : {}),
    })
    .where(and(eq(orderItems.id, move.itemId), eq(orderItems.status, move.from)))
    .returning();
  return row;
}

export async function insertItemEvents(
  tx: Transaction,
  events: readonly NewOrderItemEvent[],
): Promise<OrderItemEventRow[]> {
  if (events.length === 0) return [];
  return tx
    .insert(orderItemEvents)
    .values([...events])
    .returning();
}

/** An order's item moves, oldest first (the timeline). */
export async function eventsOf(db: Executor, orderId: number): Promise<OrderItemEventRow[]> {
  return db
    .select()
    .from(orderItemEvents)
    .where(eq(orderItemEvents.orderId, orderId))
    .orderBy(orderItemEvents.at, orderItemEvents.id);
}

export async function setOrderStatus(
  tx: Transaction,
  orderId: number,
  status: OrderRow["status"],
  at: Date,
): Promise<void> {
  await tx.update(orders).set({ status, updatedAt: at }).where(eq(orders.id, orderId));
}
