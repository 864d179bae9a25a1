import {
  type CouponDetails,
  formatMessage,
  formatRupees,
  LABELS,
  MESSAGES,
  type PaymentConstraint,
  type PaymentType,
  type PromotionOffer,
} from "@odin/contracts";
import { allocate } from "../../platform/money";
import type { PricingItem, PromotionRule, ShopperHistory } from "./pricing-inputs";

/**
 * Coupons and promotions of the bag (spec 3 §2, §3, §8; docs/decisions/0028-pricing-lines-and-gst.md).
 * One coupon applies at a time; promotions of kind `included` are already in the prices. Pure: the
 * service passes the bag's items, the promotion rows, the shopper's history and the time.
 */

export interface CouponContext {
  items: readonly PricingItem[];
  /** Every promotion the items carry, plus the typed coupon's row when it exists. */
  promotions: readonly PromotionRule[];
  history: ShopperHistory;
  now: Date;
}

export type CouponEvaluation =
  | {
      ok: true;
      promotion: PromotionRule;
      /** Money off the eligible items, paise (0 for a points multiplier). */
      discount: number;
      /** The discount by sku; the shares sum to `discount` exactly. */
      allocation: Map<number, number>;
      /** Loyalty points multiplier the coupon gives (1 when it gives none). */
      loyaltyMultiplier: number;
    }
  | { ok: false; promotion?: PromotionRule; reason: string };

const DAY_MS = 86_400_000;

const normalise = (code: string) => code.trim().toUpperCase();

export function findPromotion(code: string, promotions: readonly PromotionRule[]): PromotionRule | undefined {
  const wanted = normalise(code);
  return promotions.find((promotion) => normalise(promotion.code) === wanted);
}

/** The typed code against the bag: unknown codes are "not valid". */
export function evaluateCoupon(code: string, context: CouponContext): CouponEvaluation {
  const promotion = findPromotion(code, context.promotions);
  if (!promotion) return { ok: false, reason: MESSAGES.checkout.invalidCoupon };
  return evaluatePromotion(promotion, context);
}

/** A promotion as if it were the bag's only coupon; the checks run in a fixed order, first failure wins. */
export function evaluatePromotion(promotion: PromotionRule, context: CouponContext): CouponEvaluation {
  const code = promotion.code;
  const refused = (template: CouponTemplate, extra = {}): CouponEvaluation => ({
    ok: false,
    promotion,
    reason: formatMessage.coupon(template, { code, ...extra }),
  });
  const early = refusalBeforeItems(promotion, context);
  if (early) return refused(early);
  const { eligible, blockedByOtherOffer } = eligibleItems(promotion, context);
  if (eligible.length === 0) return refused(blockedByOtherOffer ? "notCombinable" : "noEligibleItems");
  const eligibleValue = eligible.reduce((sum, item) => sum + item.price * item.qty, 0);
  if (eligibleValue < promotion.minBagValue) {
    return refused("minimumBagValue", { amount: formatRupees(promotion.minBagValue - eligibleValue) });
  }
  if (promotion.kind === "buyXgetY") {
    const pieces = eligible.reduce((sum, item) => sum + item.qty, 0);
    const group = groupSize(promotion);
    if (pieces < group) return refused("morePieces", { count: group - pieces });
    const allocation = freePieces(eligible, group);
    return { ok: true, promotion, discount: sumOf(allocation), allocation, loyaltyMultiplier: 1 };
  }
  if (promotion.kind === "loyaltyMultiplier") {
    return { ok: true, promotion, discount: 0, allocation: new Map(), loyaltyMultiplier: promotion.value };
  }
  const discount = moneyOff(promotion, eligibleValue);
  const allocation = allocate(
    discount,
    eligible.map((item) => [item.skuId, item.price * item.qty] as const),
  );
  return { ok: true, promotion, discount, allocation, loyaltyMultiplier: 1 };
}

type CouponTemplate = Parameters<typeof formatMessage.coupon>[0];

/** Dates, kind and the shopper's history, in the order the shopper should hear about them. */
function refusalBeforeItems(promotion: PromotionRule, context: CouponContext): CouponTemplate | undefined {
  const { history, now } = context;
  if (promotion.validFrom && now < promotion.validFrom) return "notStarted";
  if (promotion.ended || (promotion.validUntil && now > promotion.validUntil)) return "expired";
  if (promotion.paused) return "paused";
  if (promotion.usedUp) return "usedUp";
  if (promotion.kind === "included") return "includedInPrice";
  const limited = promotion.oncePerDays !== null;
  if (!history.signedIn && (limited || promotion.firstOrderOnly)) return "loginRequired";
  if (promotion.firstOrderOnly && history.hasOrdered) return "firstOrderOnly";
  const last = history.lastRedeemedAt.get(promotion.id);
  if (limited && last && now.getTime() - last.getTime() < (promotion.oncePerDays ?? 0) * DAY_MS) {
    return "alreadyUsed";
  }
  return undefined;
}

/**
 * Items that carry the promotion and may take it: an item also carrying a promotion already in its
 * price (kind `included`) takes no coupon when either of the two is not combinable. Coupons never meet
 * each other (one applies at a time), so only `included` promotions can stand in the way.
 */
function eligibleItems(promotion: PromotionRule, context: CouponContext) {
  const byId = new Map(context.promotions.map((row) => [row.id, row]));
  const carrying = context.items.filter((item) => item.promotionIds.includes(promotion.id) && item.qty > 0);
  const eligible = carrying.filter((item) =>
    item.promotionIds.every((id) => {
      const other = byId.get(id);
      if (!other || other.id === promotion.id || other.kind !== "included") return true;
      return other.combinable && promotion.combinable;
    }),
  );
  return { eligible, blockedByOtherOffer: carrying.length > 0 };
}

function moneyOff(promotion: PromotionRule, eligibleValue: number): number {
  const raw =
    promotion.kind === "percent" ? Math.floor((eligibleValue * promotion.value) / 100) : promotion.value;
  const capped = promotion.maxDiscount === null ? raw : Math.min(raw, promotion.maxDiscount);
  return Math.max(0, Math.min(capped, eligibleValue));
}

/** Pieces bought together for one free piece (Buy 2 Get 1: 3); at least 2. */
const groupSize = (promotion: PromotionRule) => Math.max(2, Math.floor(promotion.value));

/** Every `group`-th piece, dearest first, is free; each free piece is taken off its own line. */
function freePieces(items: readonly PricingItem[], group: number): Map<number, number> {
  const pieces = items
    .flatMap((item) => Array.from({ length: item.qty }, () => item))
    .sort((a, b) => b.price - a.price || a.skuId - b.skuId);
  const allocation = new Map<number, number>();
  pieces.forEach((item, index) => {
    if ((index + 1) % group === 0) allocation.set(item.skuId, (allocation.get(item.skuId) ?? 0) + item.price);
  });
  return allocation;
}

const sumOf = (shares: ReadonlyMap<number, number>) => [...shares.values()].reduce((a, b) => a + b, 0);

/** PREPAID: anything but cash on delivery; UPI: UPI; CARD: credit, debit or a saved card. */
export function paymentMatches(constraint: PaymentConstraint, mode: PaymentType | undefined): boolean {
  if (!mode) return false;
  if (constraint === "PREPAID") return mode !== "CASH_ON_DELIVERY";
  if (constraint === "UPI") return mode === "UPI";
  return mode === "CREDIT_CARD" || mode === "DEBIT_CARD" || mode === "SAVEDCARD";
}

export interface PaymentChoice {
  paymentMode?: PaymentType;
  /** The client can show payment-constrained offers as "extra ₹ off" (isPromotionPaymentConstraintSupported). */
  constraintSupported: boolean;
}

export interface SettledCoupon {
  details: CouponDetails;
  /** The discount enters Total (rules pass, and the payment method matches any constraint). */
  inTotal: boolean;
}

/** The coupon as the bag shows it, given the payment method chosen so far. */
export function settleCoupon(
  code: string,
  evaluation: CouponEvaluation,
  payment: PaymentChoice,
): SettledCoupon {
  if (!evaluation.ok) {
    const { promotion, reason } = evaluation;
    const named = { code: promotion?.code ?? normalise(code), title: promotion?.title ?? normalise(code) };
    return { details: { ...named, applied: false, savings: 0, error: reason }, inTotal: false };
  }
  const { promotion, discount } = evaluation;
  const base = { code: promotion.code, title: promotion.title, savings: discount };
  const constraint = promotion.paymentConstraint;
  if (constraint && !paymentMatches(constraint, payment.paymentMode)) {
    const values = { code: promotion.code, amount: formatRupees(discount), method: methodName(constraint) };
    const text = payment.constraintSupported
      ? { benefit: formatMessage.coupon("payToSave", values) }
      : { error: formatMessage.coupon("paymentMethodNotEligible", values) };
    return { details: { ...base, applied: false, paymentConstraint: constraint, ...text }, inTotal: false };
  }
  const benefit =
    promotion.kind === "loyaltyMultiplier"
      ? formatMessage.coupon("loyaltyBenefit", {
          code: promotion.code,
          multiplier: evaluation.loyaltyMultiplier,
        })
      : formatMessage.coupon("applied", { code: promotion.code, amount: formatRupees(discount) });
  const constrained = constraint ? { paymentConstraint: constraint } : {};
  return { details: { ...base, applied: true, benefit, ...constrained }, inTotal: true };
}

const methodName = (constraint: PaymentConstraint) => LABELS.paymentConstraint[constraint];

/**
 * The offers of the bag (applicablePromotionsV2): every promotion its items carry that is not already in
 * the prices, plus the typed coupon, each evaluated as if applied alone; applicable first, then by
 * savings, largest first.
 */
export function listOffers(
  context: CouponContext & PaymentChoice & { couponCode?: string },
): PromotionOffer[] {
  const carried = new Set(context.items.flatMap((item) => item.promotionIds));
  const typed = context.couponCode ? findPromotion(context.couponCode, context.promotions) : undefined;
  const offered = context.promotions.filter(
    (promotion, index, all) =>
      all.findIndex((other) => other.id === promotion.id) === index &&
      ((carried.has(promotion.id) && promotion.kind !== "included") || promotion.id === typed?.id),
  );
  return offered
    .map((promotion) => offerOf(promotion, evaluatePromotion(promotion, context), context))
    .sort(
      (a, b) =>
        Number(b.applicable) - Number(a.applicable) || b.savings - a.savings || a.code.localeCompare(b.code),
    );
}

function offerOf(
  promotion: PromotionRule,
  evaluation: CouponEvaluation,
  payment: PaymentChoice,
): PromotionOffer {
  const { code, title, tnc } = promotion;
  const constraint = promotion.paymentConstraint ? { paymentConstraint: promotion.paymentConstraint } : {};
  if (!evaluation.ok) {
    return { code, title, tnc, applicable: false, reason: evaluation.reason, savings: 0, ...constraint };
  }
  const { details } = settleCoupon(code, evaluation, payment);
  const applicable = details.error === undefined;
  const reason = details.error ? { reason: details.error } : {};
  return { code, title, tnc, applicable, ...reason, savings: evaluation.discount, ...constraint };
}
