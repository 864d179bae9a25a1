import {
  type BagOverview,
  type CouponDetails,
  LABELS,
  type PaymentType,
  type PricingLine,
  type PricingLineKey,
  type PromotionOffer,
} from "@odin/contracts";
import { type CouponEvaluation, evaluateCoupon, listOffers, settleCoupon } from "./coupon-rules";
import { type GstTable, gstContained, lineGst, rateOf, reformSaving } from "./gst-rules";
import type { PricingItem, PromotionRule, ShopperHistory } from "./pricing-inputs";

/**
 * The bag's pricing (spec 3 §2 pricing lines, §3 overview; docs/decisions/0028-pricing-lines-and-gst.md).
 * Pure: items, promotions, the shopper's history, the time and the settings come in as arguments.
 * Money is integer paise; prices include GST. Lines, in display order: Subtotal, Discount, GST,
 * Delivery Charges, Loyalty, COD Charges, GST Benefit, Total, where
 * Total = Subtotal − Discount + Delivery Charges + COD Charges − Loyalty and the two GST lines describe
 * tax inside the others.
 */

export interface PricingSettings {
  deliveryCharge: number;
  freeDeliveryAbove: number;
  codCharge: number;
  /** GST % inside delivery and COD charges */
  serviceGstRate: number;
  gst: GstTable;
}

export interface PricingInput {
  items: readonly PricingItem[];
  /** every promotion the items carry, plus the typed coupon's row when it exists */
  promotions: readonly PromotionRule[];
  couponCode?: string;
  paymentMode?: PaymentType;
  constraintSupported: boolean;
  /** loyalty money the shopper chose to redeem, paise (0 when not) */
  loyaltyCash: number;
  history: ShopperHistory;
  now: Date;
  settings: PricingSettings;
}

export interface PricedItem {
  skuId: number;
  /** qty × price less the line's share of the coupon. */
  lineTotal: number;
  discountShare: number;
  gstRate: number;
  /** GST contained in lineTotal. */
  gstAmount: number;
}

export interface PricedBag {
  items: PricedItem[];
  overview: BagOverview;
  coupon?: CouponDetails;
  offers: PromotionOffer[];
  loyaltyMultiplier: number;
}

export function priceBag(input: PricingInput): PricedBag {
  const context = {
    items: input.items,
    promotions: input.promotions,
    history: input.history,
    now: input.now,
  };
  const payment = {
    constraintSupported: input.constraintSupported,
    ...(input.paymentMode ? { paymentMode: input.paymentMode } : {}),
  };
  const code = input.couponCode?.trim() || undefined;
  const evaluation: CouponEvaluation | undefined = code ? evaluateCoupon(code, context) : undefined;
  const settled = code && evaluation ? settleCoupon(code, evaluation, payment) : undefined;
  const applied = settled?.inTotal && evaluation?.ok ? evaluation : undefined;

  const goods = priceGoods(input.items, applied?.allocation ?? new Map(), input.settings.gst);
  const charges = chargesOf(input, goods.value);
  const overview = overviewOf(goods, charges, {
    isCouponApplied: applied !== undefined,
    isPromotionWithPaymentConstraintApplied: Boolean(applied?.promotion.paymentConstraint),
    ...(settled ? { couponCode: settled.details.code } : {}),
  });
  return {
    items: goods.items,
    overview,
    ...(settled ? { coupon: settled.details } : {}),
    offers: listOffers({ ...context, ...payment, ...(code ? { couponCode: code } : {}) }),
    loyaltyMultiplier: applied?.loyaltyMultiplier ?? 1,
  };
}

/** The goods: each line after its coupon share, with its GST; the totals the lines are made of. */
interface PricedGoods {
  items: PricedItem[];
  /** Σ mrp × qty, and the GST those amounts would contain. */
  subtotal: number;
  subtotalGst: number;
  /** Σ (mrp − price) × qty + the coupon. */
  discount: number;
  /** Σ lineTotal = subtotal − discount. */
  value: number;
  gst: number;
  /** Σ of what the 2025 reform saves on each line (negative where it costs more). */
  reformSaving: number;
}

function priceGoods(
  items: readonly PricingItem[],
  allocation: ReadonlyMap<number, number>,
  table: GstTable,
): PricedGoods {
  const goods: PricedGoods = {
    items: [],
    subtotal: 0,
    subtotalGst: 0,
    discount: 0,
    value: 0,
    gst: 0,
    reformSaving: 0,
  };
  for (const item of items) {
    const share = allocation.get(item.skuId) ?? 0;
    const lineTotal = item.price * item.qty - share;
    const tax = lineGst(item.hsnCode, lineTotal, item.qty, table);
    const atMrp = item.mrp * item.qty;
    goods.items.push({
      skuId: item.skuId,
      lineTotal,
      discountShare: share,
      gstRate: tax.rate,
      gstAmount: tax.amount,
    });
    goods.subtotal += atMrp;
    goods.subtotalGst += gstContained(atMrp, rateOf(item.hsnCode, item.mrp, table));
    goods.discount += atMrp - lineTotal;
    goods.value += lineTotal;
    goods.gst += tax.amount;
    goods.reformSaving += reformSaving(item.hsnCode, lineTotal, item.qty, tax);
  }
  return goods;
}

interface Charges {
  delivery: number;
  deliveryGst: number;
  cod: number;
  codGst: number;
  loyalty: number;
}

/** Delivery below the free-delivery value, COD when paying cash, loyalty up to what is left to pay. */
function chargesOf(input: PricingInput, goodsValue: number): Charges {
  const { settings } = input;
  const empty = input.items.length === 0;
  const delivery = empty || goodsValue >= settings.freeDeliveryAbove ? 0 : settings.deliveryCharge;
  const cod = !empty && input.paymentMode === "CASH_ON_DELIVERY" ? settings.codCharge : 0;
  const leftToPay = goodsValue + delivery + cod;
  return {
    delivery,
    deliveryGst: gstContained(delivery, settings.serviceGstRate),
    cod,
    codGst: gstContained(cod, settings.serviceGstRate),
    loyalty: Math.max(0, Math.min(Math.floor(input.loyaltyCash), leftToPay)),
  };
}

type CouponFlags = Pick<
  BagOverview,
  "couponCode" | "isCouponApplied" | "isPromotionWithPaymentConstraintApplied"
>;

function overviewOf(goods: PricedGoods, charges: Charges, coupon: CouponFlags): BagOverview {
  const tax = goods.gst + charges.deliveryGst + charges.codGst;
  const total = goods.value + charges.delivery + charges.cod - charges.loyalty;
  const gstBenefit = Math.max(0, goods.reformSaving);
  const hasGoods = goods.items.length > 0;
  const line = (key: PricingLineKey, amount: number, effect: PricingLine["effect"], gstIncluded = 0) => ({
    key,
    label: LABELS.bag[key],
    amount,
    effect,
    gstIncluded,
  });
  const lines: PricingLine[] = [
    line("subtotal", goods.subtotal, "add", goods.subtotalGst),
    ...(goods.discount > 0
      ? [line("discount", goods.discount, "subtract", goods.subtotalGst - goods.gst)]
      : []),
    line("gst", tax, "included", tax),
    ...(hasGoods ? [line("deliveryCharges", charges.delivery, "add", charges.deliveryGst)] : []),
    ...(charges.loyalty > 0 ? [line("loyalty", charges.loyalty, "subtract")] : []),
    ...(charges.cod > 0 ? [line("codCharges", charges.cod, "add", charges.codGst)] : []),
    ...(gstBenefit > 0 ? [line("gstBenefit", gstBenefit, "included")] : []),
    line("total", total, "total", tax),
  ];
  return {
    subtotal: goods.subtotal,
    discounts: goods.discount,
    tax,
    shippingCost: charges.delivery,
    codCharges: charges.cod,
    loyaltyCash: charges.loyalty,
    gstBenefit,
    total,
    ...coupon,
    lines,
  };
}
