import { formatMessage, type OrdersProblem, ordersProblems, type Problem } from "@odin/contracts";
import type { Transaction } from "@odin/db";
import {
  type CouponHoldRefusal,
  claimCoupon,
  couponLimitsOf,
  holdCoupon,
  lockUser,
  type OrderRow,
  passFirstOrder,
  releaseCoupon,
  releaseCouponHold,
  takeFirstOrder,
} from "./orders.repo";

/**
 * What an order holds from the moment it is reserved (decision 41) or placed, whatever pays it
 * (decision 28's coupon rules): the shopper's use of its coupon, and the shopper's first order when
 * they have no other. A payment keeps them; a reservation given up (lapsed, or cancelled unpaid)
 * gives them back, so the shopper can use the coupon again. Two orders reserved at once meet on the
 * same rows, and the second is refused the coupon, with the reason the bag would give. Taking and
 * giving back both lock the shopper's row first, so an order given up while another is reserved
 * passes the first order to it, never past it. Every order holding a coupon also counts against the
 * promotion's total limit (decision 70).
 */

type Claimant = Pick<OrderRow, "userId" | "orderNumber" | "couponCode">;

/** Takes the order's claims in its transaction; the coupon's refusal when another order holds them. */
export async function holdClaims(
  tx: Transaction,
  order: Claimant,
  at: Date,
): Promise<Problem<OrdersProblem> | undefined> {
  const { userId, orderNumber: orderRef, couponCode: code } = order;
  await lockUser(tx, userId);
  const first = await takeFirstOrder(tx, userId, orderRef, at);
  if (!code) return undefined;
  const limits = await couponLimitsOf(tx, code);
  if (!limits) return undefined;
  const refused = (template: "firstOrderOnly" | "alreadyUsed" | CouponHoldRefusal) =>
    ordersProblems.couponNotApplicable(formatMessage.coupon(template, { code }));
  if (limits.firstOrderOnly && !first) return refused("firstOrderOnly");
  // Counted against the promotion's total limit, and refused once it is paused or ended (decision 70).
  const held = await holdCoupon(tx, { promotionId: limits.id, userId, orderRef, at });
  if (held) return refused(held);
  // A coupon without a limit is the shopper's on every order: there is no use to hold.
  if (limits.oncePerDays === null) return undefined;
  const claim = { promotionId: limits.id, userId, orderRef, days: limits.oncePerDays, at };
  if (!(await claimCoupon(tx, claim))) return refused("alreadyUsed");
  return undefined;
}

/** Gives the order's claims back: its coupon's use, and the first order to the shopper's next order. */
export async function giveClaimsBack(tx: Transaction, order: Claimant): Promise<void> {
  await lockUser(tx, order.userId);
  await releaseCoupon(tx, order.userId, order.orderNumber);
  await releaseCouponHold(tx, order.orderNumber);
  await passFirstOrder(tx, order.userId, order.orderNumber);
}
