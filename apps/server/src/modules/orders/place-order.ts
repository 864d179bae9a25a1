import {
  type Address,
  fail,
  type OrdersProblem,
  ok,
  ordersProblems,
  type PaymentRequest,
  type PaymentResponse,
  type Result,
} from "@odin/contracts";
import type { Database, Transaction } from "@odin/db";
import type { BagService } from "../bag";
import type { CheckoutService } from "../checkout";
import type { PincodeRow } from "../delivery";
import type { OtpService } from "../otp";
import { findUserById } from "../users";
import type { LoyaltyPort } from "./loyalty-port";
import { holdClaims } from "./order-claims";
import { type OrderEffects, orderRecords } from "./order-records";
import {
  type CodRules,
  IDEMPOTENCY_KEY,
  isOnline,
  newOrderNumber,
  type PlaceableType,
  placeableType,
  requestHash,
} from "./order-rules";
import { findByKey, insertOrder, type OrderRow } from "./orders.repo";
import {
  allocationsOf,
  type BrandAmount,
  brandAmounts,
  checkBag,
  checkCashOnDelivery,
  priceForPayment,
  Refused,
  takeAllStock,
} from "./placement-steps";

export type { BrandAmount } from "./placement-steps";

export interface PlaceOrderDeps {
  db: Database;
  bag: Pick<BagService, "lockForOrder" | "priceLocked" | "emptyForOrder">;
  checkout: Pick<CheckoutService, "shippingState" | "context" | "forgetMethods">;
  otp: Pick<OtpService, "consumeVerifiedIn">;
  loyalty: LoyaltyPort;
  effects: OrderEffects;
  cod: CodRules;
  /**
   * The captcha on cash on delivery (flag off by default): whether the request's `codCaptcha` pass
   * (spec 3 §4) is this shopper's and unexpired.
   */
  codCaptcha?: ((pass: string | undefined, userId: number) => boolean) | undefined;
  /** How long an order paid online holds its stock and points (decision 41). */
  reservationMinutes: number;
  now: () => Date;
}

export interface PlaceOrderInput {
  userId: number;
  idempotencyKey: string | undefined;
  request: PaymentRequest;
  /** The `codCaptcha` cookie's value, when the request carries one. */
  captchaPass?: string | undefined;
}

/** A placement checked and read up to its transaction. */
interface Ready {
  userId: number;
  key: string;
  hash: string;
  request: PaymentRequest;
  paymentType: PlaceableType;
  address: Address;
  place: PincodeRow;
  usable: number;
  /** Where the confirmation e-mail goes, when the shopper has an address. */
  email: string | null;
}

/** An earlier placement with the same key answered again (spec: one order per double click or retry). */
class Repeated extends Error {
  constructor(readonly answer: Result<PaymentResponse, OrdersProblem>) {
    super("repeated");
  }
}

/**
 * A placed order goes on to its confirmation; an order reserved for its online payment answers
 * `pending`, and the payments module starts the payment (and says where the browser goes).
 */
export function answerOf(order: Pick<OrderRow, "orderNumber" | "status">): PaymentResponse {
  const pending = order.status === "PAYMENT_PENDING" || order.status === "PAYMENT_FAILED";
  return {
    orderId: order.orderNumber,
    status: pending ? "pending" : "success",
    redirectUrl: pending ? "" : `/orderconfirmation/${order.orderNumber}/success`,
  };
}

function repeatOf(order: OrderRow, hash: string): Result<PaymentResponse, OrdersProblem> {
  return order.requestHash === hash ? ok(answerOf(order)) : fail(ordersProblems.idempotencyKeyReused());
}

/**
 * Places an order paid by cash on delivery and/or loyalty points (spec 3 §3 "Order placement data";
 * decision 30), or reserves one paid online (decision 41), in one transaction: the bag is locked and
 * priced again, each item allocated to the centre that ships or hands it over, stock taken with
 * conditional updates, the order recorded with its items, payments and pricing, its coupon and the
 * shopper's first order held (order-claims.ts), loyalty debited, the bag emptied and the confirmation
 * written to the outbox. The idempotency key answers a repeat with the same order.
 */
export function createOrderPlacement(deps: PlaceOrderDeps) {
  const { db } = deps;

  /** The order of the shopper's bag, placed inside `tx` (steps in placement-steps.ts). */
  async function placeIn(tx: Transaction, ready: Ready): Promise<OrderRow> {
    const { userId, key, hash, request, address, place } = ready;
    const locked = await deps.bag.lockForOrder(tx, userId);
    // A placement with this key that committed while this one waited for the bag's lock.
    const repeat = await findByKey(tx, userId, key);
    if (repeat) throw new Repeated(repeatOf(repeat, hash));
    const bag = checkBag(locked, request);
    const context = await deps.checkout.context(
      tx,
      place,
      bag.lines.map((line) => line.skuId),
    );
    const allocations = allocationsOf(request, context, place);
    const { plan, priced } = await priceForPayment(tx, bag, deps.bag, ready);
    const online = isOnline(plan.mode);
    if (plan.mode === "CASH_ON_DELIVERY") {
      const sessionID = request.otpDetails?.sessionID;
      await checkCashOnDelivery(
        tx,
        { due: priced.overview.total, pincode: place.pincode, address, sessionID },
        deps,
      );
    }
    await takeAllStock(tx, allocations);
    const orderNumber = newOrderNumber();
    const now = deps.now();
    const reservedUntil = online ? new Date(now.getTime() + deps.reservationMinutes * 60_000) : null;
    const records = orderRecords({
      ...{ orderNumber, userId, key, hash, bag, priced, plan, allocations, request, address },
      pincode: place.pincode,
      now,
      reservedUntil,
    });
    const order = await insertOrder(tx, records.order, records.items, records.payments);
    const refusal = await holdClaims(tx, order, now);
    if (refusal) throw new Refused(refusal);
    if (plan.loyaltyCash > 0) {
      const items = brandAmounts(bag, priced);
      const redemption = { userId, orderRef: orderNumber, items, amount: plan.loyaltyCash };
      if (!(await deps.loyalty.redeem(tx, redemption))) throw new Refused(ordersProblems.loyaltyFailed());
    }
    await deps.bag.emptyForOrder(tx, bag.bagId);
    await deps.checkout.forgetMethods(tx, userId);
    if (reservedUntil) {
      // Paid online: the confirmation and the pickup job wait for the payment.
      await deps.effects.reserved(tx, order, reservedUntil);
      return order;
    }
    const { items } = records;
    await deps.effects.placed(tx, { order, items, mobileNumber: address.mobileNumber, email: ready.email });
    return order;
  }

  /**
   * What needs no lock, checked and read before the transaction (an embedded database has one
   * connection, which the transaction takes): the key, a repeat, the method, the address, the
   * captcha, the loyalty money. Answers the placement's answer when it ends here.
   */
  async function prepare(input: PlaceOrderInput): Promise<Ready | Result<PaymentResponse, OrdersProblem>> {
    const { userId, request } = input;
    const key = input.idempotencyKey;
    if (!key || !IDEMPOTENCY_KEY.test(key)) return fail(ordersProblems.idempotencyKeyRequired());
    const hash = requestHash(request);
    const earlier = await findByKey(db, userId, key);
    if (earlier) return repeatOf(earlier, hash);
    const paymentType = placeableType(request.paymentTypeCode);
    if (!paymentType) return fail(ordersProblems.methodUnavailable());
    const [{ address, place }, shopper] = await Promise.all([
      deps.checkout.shippingState(userId),
      findUserById(db, userId),
    ]);
    if (!address || !place) return fail(ordersProblems.noAddress());
    const captcha = paymentType === "CASH_ON_DELIVERY" ? deps.codCaptcha : undefined;
    if (captcha && !captcha(input.captchaPass, userId)) return fail(ordersProblems.captchaNotVerified());
    const usable = await loyaltyUsable(deps, userId, { paymentType, useLoyalty: request.useLoyalty });
    const email = shopper?.email ?? null;
    return { userId, key, hash, request, paymentType, address, place, usable, email };
  }

  return async function place(input: PlaceOrderInput): Promise<Result<PaymentResponse, OrdersProblem>> {
    const ready = await prepare(input);
    if ("ok" in ready) return ready;
    try {
      const placed = await db.transaction((tx) => placeIn(tx, ready));
      deps.effects.committed();
      return ok(answerOf(placed));
    } catch (error) {
      if (error instanceof Refused) return fail(error.problem);
      if (error instanceof Repeated) return error.answer;
      throw error;
    }
  };
}

/** The bag's items by brand as priced now, for what loyalty points can pay (read outside an order's transaction). */
export async function bagBrandAmounts(
  deps: Pick<PlaceOrderDeps, "db" | "bag">,
  userId: number,
): Promise<BrandAmount[]> {
  return deps.db.transaction(async (tx) => {
    const bag = await deps.bag.lockForOrder(tx, userId);
    if (!bag) return [];
    const priced = await deps.bag.priceLocked(tx, bag, { paymentMode: "LOYALTY", constraintSupported: true });
    return brandAmounts(bag, priced);
  });
}

/**
 * The loyalty money a payment choice can use on the shopper's bag (paise): none unless it pays with
 * points, alone or beside cash on delivery. Read before an order's transaction.
 */
export async function loyaltyUsable(
  deps: Pick<PlaceOrderDeps, "db" | "bag" | "loyalty">,
  userId: number,
  choice: { paymentType: PlaceableType; useLoyalty: boolean },
): Promise<number> {
  if (choice.paymentType !== "LOYALTY" && !choice.useLoyalty) return 0;
  return (await deps.loyalty.usable(userId, await bagBrandAmounts(deps, userId))).usable;
}
