import {
  fail,
  formatMessage,
  MESSAGES,
  ok,
  type PaymentRequest,
  type PaymentResponse,
  type Problem,
  type Result,
} from "@odin/contracts";
import type { Database } from "@odin/db";
import type { DbTransaction } from "../../platform/outbox";
import type { BagService, LockedBag } from "../bag/bag.service";
import { isBuyable } from "../bag/bag-view";
import type { PricedBag } from "../bag/pricing-rules";
import type { CheckoutService } from "../checkout/checkout.service";
import { type Allocation, allocate, openMethods } from "../checkout/shipping-rules";
import type { ShippingContext } from "../checkout/shipping-view";
import type { OtpService } from "../otp/otp.service";
import { type OrderEffects, orderRecords } from "./order-records";
import {
  type CodRules,
  codRefusal,
  IDEMPOTENCY_KEY,
  newOrderNumber,
  planPayment,
  requestHash,
  sameItems,
} from "./order-rules";
import { type OrdersProblem, ordersProblems } from "./orders.problems";
import {
  findByKey,
  insertOrder,
  markFirstOrder,
  type OrderRow,
  promotionIdOf,
  recordCouponRedemption,
  takeStock,
} from "./orders.repo";

/** What a brand's items come to in an order: what loyalty points of that brand may pay. */
export interface BrandAmount {
  brandId: number;
  payable: number;
}

/** The loyalty ledger as placing an order uses it. */
export interface LoyaltyPort {
  /**
   * Loyalty money (paise) the shopper's points can pay of these amounts, and the value of all their
   * usable points; read before the transaction.
   */
  usable(userId: number, items: readonly BrandAmount[]): Promise<{ usable: number; balance: number }>;
  /** Debits exactly `amount` for the order inside its transaction; false when the points no longer cover it. */
  redeem(
    tx: DbTransaction,
    input: { userId: number; orderRef: string; items: readonly BrandAmount[]; amount: number },
  ): Promise<boolean>;
}

export interface PlaceOrderDeps {
  db: Database;
  bag: Pick<BagService, "lockForOrder" | "priceLocked" | "emptyForOrder">;
  checkout: Pick<CheckoutService, "shippingState" | "context" | "forgetMethods">;
  otp: Pick<OtpService, "consumeVerifiedIn">;
  loyalty: LoyaltyPort;
  effects: OrderEffects;
  cod: CodRules;
  /** The captcha on cash on delivery (flag off by default): the token is checked before the transaction. */
  codCaptcha?: ((token: string | undefined) => Promise<boolean>) | undefined;
  now: () => Date;
}

export interface PlaceOrderInput {
  userId: number;
  idempotencyKey: string | undefined;
  request: PaymentRequest;
}

/** A refusal inside the transaction: thrown so nothing of it is kept, answered as its problem. */
class Refused extends Error {
  constructor(readonly problem: Problem<OrdersProblem>) {
    super(problem.name);
  }
}

/** An earlier placement with the same key answered again (spec: one order per double click or retry). */
class Repeated extends Error {
  constructor(readonly answer: Result<PaymentResponse, OrdersProblem>) {
    super("repeated");
  }
}

export function answerOf(order: Pick<OrderRow, "orderNumber">): PaymentResponse {
  return {
    orderId: order.orderNumber,
    status: "success",
    redirectUrl: `/orderconfirmation/${order.orderNumber}/success`,
  };
}

function repeatOf(order: OrderRow, hash: string): Result<PaymentResponse, OrdersProblem> {
  return order.requestHash === hash ? ok(answerOf(order)) : fail(ordersProblems.idempotencyKeyReused());
}

/** Each brand's share of what the priced items come to. */
function brandAmounts(bag: LockedBag, priced: PricedBag): BrandAmount[] {
  const brandOf = new Map(bag.lines.map((line) => [line.skuId, line.brandId]));
  const byBrand = new Map<number, number>();
  for (const item of priced.items) {
    const brandId = brandOf.get(item.skuId);
    if (brandId !== undefined) byBrand.set(brandId, (byBrand.get(brandId) ?? 0) + item.lineTotal);
  }
  return [...byBrand].map(([brandId, payable]) => ({ brandId, payable }));
}

/** Where each item goes out from by the method the shopper chose, or the refusal. */
function allocationsOf(
  request: PaymentRequest,
  context: ShippingContext,
  place: { latitude: number; longitude: number },
): Map<number, Allocation[]> {
  const allocations = new Map<number, Allocation[]>();
  for (const item of request.productsShippingDetails) {
    const held = context.holdings.get(item.skuId) ?? [];
    const units = held.reduce((sum, holding) => sum + holding.quantity, 0);
    if (units < item.qty) throw new Refused(ordersProblems.outOfStock());
    if (openMethods(context.reach, held, item.qty).length === 0)
      throw new Refused(ordersProblems.notServiceable());
    const choice = { method: item.shippingMethod, storeId: item.storeId };
    const pieces = allocate(place, context.centres, context.reach, held, item.qty, choice);
    if (!pieces) throw new Refused(ordersProblems.methodNoLongerValid());
    allocations.set(item.skuId, pieces);
  }
  return allocations;
}

/**
 * Places an order paid by cash on delivery and/or loyalty points (spec 3 §3 "Order placement data";
 * decision 30) in one transaction: the bag is locked and priced again, each item allocated to the
 * centre that ships or hands it over, stock taken with conditional updates, the order recorded with
 * its items, payments and pricing, loyalty debited, the bag emptied and the confirmation written to the
 * outbox. The idempotency key answers a repeat with the same order.
 */
export function createOrderPlacement(deps: PlaceOrderDeps) {
  const { db } = deps;

  return async function place(input: PlaceOrderInput): Promise<Result<PaymentResponse, OrdersProblem>> {
    const { userId, request } = input;
    const key = input.idempotencyKey;
    if (!key || !IDEMPOTENCY_KEY.test(key)) return fail(ordersProblems.idempotencyKeyRequired());
    const hash = requestHash(request);
    const earlier = await findByKey(db, userId, key);
    if (earlier) return repeatOf(earlier, hash);
    const paymentType = request.paymentTypeCode;
    if (paymentType !== "CASH_ON_DELIVERY" && paymentType !== "LOYALTY")
      return fail(ordersProblems.methodUnavailable());

    // What needs no lock is read first: an embedded database has one connection, taken by the transaction.
    const state = await deps.checkout.shippingState(userId);
    const { address, place } = state;
    if (!address || !place) return fail(ordersProblems.noAddress());
    if (
      paymentType === "CASH_ON_DELIVERY" &&
      deps.codCaptcha &&
      !(await deps.codCaptcha(request.captchaToken))
    ) {
      return fail(ordersProblems.captchaNotVerified());
    }
    const wantsLoyalty = paymentType === "LOYALTY" || request.useLoyalty;
    const usable = wantsLoyalty
      ? (await deps.loyalty.usable(userId, await bagBrandAmounts(deps, userId))).usable
      : 0;

    try {
      const placed = await db.transaction(async (tx) => {
        const bag = await deps.bag.lockForOrder(tx, userId);
        // A placement with this key that committed while this one waited for the bag's lock.
        const repeat = await findByKey(tx, userId, key);
        if (repeat) throw new Repeated(repeatOf(repeat, hash));
        if (!bag || bag.lines.length === 0) throw new Refused(ordersProblems.emptyBag());
        if (!bag.lines.every(isBuyable)) throw new Refused(ordersProblems.removeOutOfStock());
        if (!sameItems(bag.lines, request.productsShippingDetails))
          throw new Refused(ordersProblems.bagChanged());

        const context = await deps.checkout.context(
          tx,
          place,
          bag.lines.map((line) => line.skuId),
        );
        const allocations = allocationsOf(request, context, place);

        // What the order comes to without loyalty and the COD charge: only loyalty needs it.
        const prepaidTotal = wantsLoyalty
          ? (await deps.bag.priceLocked(tx, bag, { paymentMode: "LOYALTY", constraintSupported: true }))
              .overview.total
          : 0;
        const plan = planPayment({ paymentType, useLoyalty: request.useLoyalty, usable, prepaidTotal });
        if (plan === "insufficientLoyalty") throw new Refused(ordersProblems.insufficientLoyalty());
        const priced = await deps.bag.priceLocked(tx, bag, {
          paymentMode: plan.mode,
          loyaltyCash: plan.loyaltyCash,
          constraintSupported: true,
        });
        const due = priced.overview.total;
        if (due !== request.pricingDetails.netAmount) throw new Refused(ordersProblems.priceChanged(due));

        if (plan.mode === "CASH_ON_DELIVERY") {
          const refusal = codRefusal(due, place.pincode, deps.cod);
          if (refusal === "pincode")
            throw new Refused(ordersProblems.codUnavailable(MESSAGES.payment.codPincode));
          if (refusal === "overLimit") {
            const limit = `₹${(deps.cod.maxAmount / 100).toLocaleString("en-IN")}`;
            throw new Refused(ordersProblems.codUnavailable(formatMessage.codOverLimit(limit)));
          }
          const sessionID = request.otpDetails?.sessionID;
          const verified =
            sessionID !== undefined &&
            (await deps.otp.consumeVerifiedIn(tx, {
              sessionID,
              mobileNumber: address.mobileNumber,
              purpose: "cod",
            }));
          if (!verified) throw new Refused(ordersProblems.otpNotVerified());
        }

        for (const [skuId, pieces] of allocations) {
          for (const piece of pieces) {
            if (!(await takeStock(tx, skuId, piece.fcId, piece.quantity)))
              throw new Refused(ordersProblems.outOfStock());
          }
        }

        const orderNumber = newOrderNumber();
        const records = orderRecords({
          orderNumber,
          userId,
          key,
          hash,
          bag,
          priced,
          plan,
          allocations,
          request,
          address,
          pincode: place.pincode,
          now: deps.now(),
        });
        const order = await insertOrder(tx, records.order, records.items, records.payments);
        if (plan.loyaltyCash > 0) {
          const items = brandAmounts(bag, priced);
          const redeemed = await deps.loyalty.redeem(tx, {
            userId,
            orderRef: orderNumber,
            items,
            amount: plan.loyaltyCash,
          });
          if (!redeemed) throw new Refused(ordersProblems.loyaltyFailed());
        }
        if (priced.overview.isCouponApplied && priced.overview.couponCode) {
          const promotionId = await promotionIdOf(tx, priced.overview.couponCode);
          if (promotionId) await recordCouponRedemption(tx, { promotionId, userId, orderRef: orderNumber });
        }
        await markFirstOrder(tx, userId);
        await deps.bag.emptyForOrder(tx, bag.bagId);
        await deps.checkout.forgetMethods(tx, userId);
        await deps.effects.placed(tx, { order, records, address });
        return order;
      });
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
