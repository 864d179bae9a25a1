import { fail, type OrdersProblem, ok, ordersProblems, type Problem, type Result } from "@odin/contracts";
import { type Database, type OrderPaymentStatus, schema, type Transaction } from "@odin/db";
import { eq, inArray } from "drizzle-orm";
import type { BagService } from "../bag";
import type { LoyaltyService } from "../loyalty";
import { findUserById } from "../users";
import type { LoyaltyPort } from "./loyalty-port";
import { giveClaimsBack, holdClaims } from "./order-claims";
import type { OrderLifecycle } from "./order-lifecycle";
import type { OrderEffects } from "./order-records";
import { isOnline, type PlaceableType, UNPAID } from "./order-rules";
import {
  findOwned,
  itemsOf,
  lockOrder,
  type OrderItemRow,
  type OrderRow,
  paymentsOf,
  releaseStock,
  takeStock,
} from "./orders.repo";
import { type BrandAmount, Refused } from "./placement-steps";

/**
 * An order paid online (decision 41) is placed in two steps: `place` reserves it (stock taken,
 * points redeemed, its coupon and the shopper's first order held, status PAYMENT_PENDING,
 * `reservedUntil` set) and its payment's settlement confirms it (`confirmPaid`: PLACED, its
 * confirmation) or marks it unpaid (`markUnpaid`: PAYMENT_FAILED, still reserved for a retry). A
 * reservation not paid for by `reservedUntil` is released by the job named here: the stock, points,
 * coupon and first order go back and the items return to the shopper's bag. A payment that comes
 * after that reserves again, or is refunded by the payments module when the stock or the coupon is
 * gone (the release job: order-jobs.ts). Every change locks the order row first.
 */

const { orders, orderPayments } = schema;

/** The loyalty ledger's reference of an order's nth reservation (the first is the order's own number). */
export function loyaltyRef(orderNumber: string, reservation: number): string {
  return reservation <= 1 ? orderNumber : `${orderNumber}/${reservation}`;
}

/** Each brand's share of an order's items: what its points paid for. */
function brandAmountsOf(items: readonly OrderItemRow[]): BrandAmount[] {
  const byBrand = new Map<number, number>();
  for (const item of items) byBrand.set(item.brandId, (byBrand.get(item.brandId) ?? 0) + item.lineTotal);
  return [...byBrand].map(([brandId, payable]) => ({ brandId, payable }));
}

const stockOf = (items: readonly OrderItemRow[]) =>
  items.map((item) => ({ skuId: item.skuId, fcId: item.fcId, quantity: item.quantity }));

export interface ReservationDeps {
  db: Database;
  bag: Pick<BagService, "restoreFromOrder">;
  loyalty: Pick<LoyaltyService, "reverse"> & Pick<LoyaltyPort, "redeem">;
  effects: OrderEffects;
  lifecycle: Pick<OrderLifecycle, "move">;
  reservationMinutes: number;
  now: () => Date;
}

export function createPaymentReservations(deps: ReservationDeps) {
  const minutes = (from: Date) => new Date(from.getTime() + deps.reservationMinutes * 60_000);

  /**
   * Takes a released order's stock, points, coupon and first order again (in a savepoint, so a miss
   * leaves nothing taken): the problem when a size is gone, the points no longer cover their share,
   * or another order took the coupon meanwhile.
   */
  async function reserveAgain(
    tx: Transaction,
    order: OrderRow,
    items: readonly OrderItemRow[],
  ): Promise<Problem<OrdersProblem> | undefined> {
    const loyaltyPaid = (await paymentsOf(tx, order.id)).find((payment) => payment.paymentType === "LOYALTY");
    const reservation = order.reservations + 1;
    try {
      await tx.transaction(async (savepoint) => {
        if (!(await takeStock(savepoint, stockOf(items)))) throw new Refused(ordersProblems.outOfStock());
        if (loyaltyPaid && loyaltyPaid.amount > 0) {
          const orderRef = loyaltyRef(order.orderNumber, reservation);
          const redemption = {
            userId: order.userId,
            orderRef,
            items: brandAmountsOf(items),
            amount: loyaltyPaid.amount,
          };
          if (!(await deps.loyalty.redeem(savepoint, redemption)))
            throw new Refused(ordersProblems.outOfStock());
        }
        const refusal = await holdClaims(savepoint, order, deps.now());
        if (refusal) throw new Refused(refusal);
      });
    } catch (error) {
      if (error instanceof Refused) return error.problem;
      throw error;
    }
    await tx
      .update(orders)
      .set({ releasedAt: null, reservations: reservation })
      .where(eq(orders.id, order.id));
    await setPayments(tx, order.id, ["LOYALTY"], "paid");
    return undefined;
  }

  return {
    /**
     * A shopper's unpaid order opened for another attempt with `paymentType` (spec: the retry reuses
     * the order and its reservation until it lapses; a lapsed one is checked against stock again).
     * Answers the order and the amount the gateway is to take.
     */
    async reopen(
      userId: number,
      orderNumber: string,
      paymentType: PlaceableType,
    ): Promise<Result<{ order: OrderRow; amount: number }, OrdersProblem>> {
      if (!isOnline(paymentType)) return fail(ordersProblems.methodUnavailable());
      const owned = await findOwned(deps.db, userId, orderNumber);
      if (!owned) return fail(ordersProblems.unknownOrder());
      return deps.db.transaction(async (tx) => {
        const order = await lockOrder(tx, owned.id);
        if (!order) return fail(ordersProblems.unknownOrder());
        if (order.status === "PLACED") return fail(ordersProblems.alreadyPaid());
        if (!UNPAID.has(order.status)) return fail(ordersProblems.cannotRetry());
        const payment = (await paymentsOf(tx, order.id)).find((row) => isOnline(row.paymentType));
        if (!payment) return fail(ordersProblems.cannotRetry());
        const missing = order.releasedAt && (await reserveAgain(tx, order, await itemsOf(tx, order.id)));
        if (missing) return fail(missing);
        const reservedUntil = minutes(deps.now());
        const [reopened] = await tx
          .update(orders)
          .set({ status: "PAYMENT_PENDING", reservedUntil, updatedAt: deps.now() })
          .where(eq(orders.id, order.id))
          .returning();
        await tx
          .update(orderPayments)
          .set({ paymentType, status: "pending" })
          .where(eq(orderPayments.id, payment.id));
        await deps.effects.reserved(tx, order, reservedUntil);
        return ok({ order: reopened ?? order, amount: payment.amount });
      });
    },

    /**
     * The order's online payment came: it is placed (its confirmation and pickup job; it holds its
     * coupon and first order since it was reserved), once. A released order reserves again first;
     * "unavailable" when it cannot (the payments module refunds), "alreadyPlaced" when another attempt
     * paid it.
     */
    async confirmPaid(tx: Transaction, orderId: number): Promise<"placed" | "alreadyPlaced" | "unavailable"> {
      const order = await lockOrder(tx, orderId);
      if (!order) return "unavailable";
      if (order.status === "PLACED") return "alreadyPlaced";
      if (!UNPAID.has(order.status)) return "unavailable";
      const items = await itemsOf(tx, order.id);
      const refusal = order.releasedAt && (await reserveAgain(tx, order, items));
      if (refusal) return "unavailable";
      const now = deps.now();
      await tx
        .update(orders)
        .set({ status: "PLACED", reservedUntil: null, updatedAt: now })
        .where(eq(orders.id, order.id));
      const pending = items.filter((item) => item.status === "PAYMENT_PENDING").map((item) => item.id);
      if (pending.length > 0) {
        const moved = await deps.lifecycle.move(tx, {
          orderId: order.id,
          itemIds: pending,
          to: "PLACED",
          by: "payment",
          now,
        });
        if (!moved.ok) throw new Error(`a paid order's items could not be placed: ${moved.problem.detail}`);
      }
      await setPayments(tx, order.id, "online", "paid");
      const shopper = await findUserById(tx, order.userId);
      const mobileNumber = order.shippingAddress.mobileNumber;
      await deps.effects.placed(tx, { order, items, mobileNumber, email: shopper?.email ?? null });
      return "placed";
    },

    /** The order's attempt failed: the order waits, still reserved, for a retry. Never undoes a placed order. */
    async markUnpaid(tx: Transaction, orderId: number): Promise<void> {
      const order = await lockOrder(tx, orderId);
      if (order?.status !== "PAYMENT_PENDING") return;
      await tx
        .update(orders)
        .set({ status: "PAYMENT_FAILED", updatedAt: deps.now() })
        .where(eq(orders.id, orderId));
      await setPayments(tx, orderId, "online", "failed");
    },

    /** Keeps an unpaid order reserved until `until` (a payment the gateway still calls pending). */
    async extend(tx: Transaction, orderId: number, until: Date): Promise<void> {
      const order = await lockOrder(tx, orderId);
      if (!order || !UNPAID.has(order.status) || order.releasedAt) return;
      await tx.update(orders).set({ reservedUntil: until }).where(eq(orders.id, orderId));
      await deps.effects.reserved(tx, order, until);
    },

    /**
     * Gives an unpaid order's reservation up once `reservedUntil` has passed: its units back to their
     * centres, its points back (spec 3 §2: within 2 hours), its coupon's use and the first order back
     * to the shopper, its items and coupon back into the bag. Answers whether it did; run again, it
     * finds nothing to do.
     */
    async release(tx: Transaction, orderId: number): Promise<boolean> {
      const order = await lockOrder(tx, orderId);
      const now = deps.now();
      if (!order || !UNPAID.has(order.status) || order.releasedAt) return false;
      if (order.reservedUntil && order.reservedUntil > now) return false;
      const items = await itemsOf(tx, order.id);
      // The bag, stock, the shopper's row, then points: the order in which placing an order locks them.
      const lines = new Map<number, number>();
      for (const item of items) lines.set(item.skuId, (lines.get(item.skuId) ?? 0) + item.quantity);
      const restored = [...lines].map(([skuId, quantity]) => ({ skuId, quantity }));
      await deps.bag.restoreFromOrder(tx, order.userId, { lines: restored, couponCode: order.couponCode });
      for (const item of items) await releaseStock(tx, item.skuId, item.fcId, item.quantity);
      await giveClaimsBack(tx, order);
      await deps.loyalty.reverse(tx, {
        userId: order.userId,
        orderRef: loyaltyRef(order.orderNumber, order.reservations),
      });
      await setPayments(tx, order.id, ["LOYALTY"], "reversed");
      await setPayments(tx, order.id, "online", "failed");
      await tx
        .update(orders)
        .set({ status: "PAYMENT_FAILED", releasedAt: now, updatedAt: now })
        .where(eq(orders.id, order.id));
      return true;
    },
  };
}

export type PaymentReservations = ReturnType<typeof createPaymentReservations>;

/** Sets the status of an order's payment rows of these types ("online": every gateway type). */
async function setPayments(
  tx: Transaction,
  orderId: number,
  types: readonly string[] | "online",
  status: OrderPaymentStatus,
): Promise<void> {
  const rows = await paymentsOf(tx, orderId);
  const ids = rows
    .filter((row) => (types === "online" ? isOnline(row.paymentType) : types.includes(row.paymentType)))
    .map((row) => row.id);
  if (ids.length > 0) await tx.update(orderPayments).set({ status }).where(inArray(orderPayments.id, ids));
}
