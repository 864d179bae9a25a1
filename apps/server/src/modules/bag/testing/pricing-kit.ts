import { PAYMENT_TYPES, type PaymentType } from "@odin/contracts";
import type { PricingItem, PromotionRule, ShopperHistory } from "../pricing-inputs";
import type { PricingInput, PricingSettings } from "../pricing-rules";

/**
 * Test kit for the bag's pricing rules: the eight seeded promotions with the rules of
 * `packages/db/src/seed/reference.ts` (ids as `buildPromotions` numbers them), and small builders.
 * Copied by hand on purpose: the tests' hand-computed amounts hold for exactly these rules. Also a
 * generator of random bags for the pricing invariants.
 */

const ONCE_EVER_DAYS = 36_500;

function promotion(id: number, code: string, rules: Partial<PromotionRule>): PromotionRule {
  return {
    id,
    code,
    title: `${code} title`,
    tnc: `${code} terms`,
    kind: "included",
    value: 0,
    minBagValue: 0,
    maxDiscount: null,
    validFrom: null,
    validUntil: null,
    oncePerDays: null,
    firstOrderOnly: false,
    paymentConstraint: null,
    combinable: true,
    paused: false,
    ended: false,
    usedUp: false,
    ...rules,
  };
}

export const FLAT70 = promotion(1, "FLAT70", { kind: "included", combinable: false });
export const EXTRA10 = promotion(2, "EXTRA10", {
  kind: "percent",
  value: 10,
  minBagValue: 299_900,
  maxDiscount: 100_000,
  oncePerDays: ONCE_EVER_DAYS,
});
export const BUY2GET1 = promotion(3, "BUY2GET1", { kind: "buyXgetY", value: 3, combinable: false });
export const FIRST250 = promotion(4, "FIRST250", {
  kind: "flat",
  value: 25_000,
  minBagValue: 149_901,
  firstOrderOnly: true,
  oncePerDays: ONCE_EVER_DAYS,
});
export const FESTIVE20 = promotion(5, "FESTIVE20", {
  kind: "percent",
  value: 20,
  maxDiscount: 150_000,
  paymentConstraint: "PREPAID",
});
export const UPI50 = promotion(6, "UPI50", {
  kind: "flat",
  value: 5_000,
  minBagValue: 99_901,
  paymentConstraint: "UPI",
  oncePerDays: 30,
});
export const CARD15 = promotion(7, "CARD15", {
  kind: "percent",
  value: 15,
  minBagValue: 300_001,
  maxDiscount: 125_000,
  paymentConstraint: "CARD",
});
export const LOYALTY2X = promotion(8, "LOYALTY2X", { kind: "loyaltyMultiplier", value: 2 });

export const SEEDED_PROMOTIONS: readonly PromotionRule[] = [
  FLAT70,
  EXTRA10,
  BUY2GET1,
  FIRST250,
  FESTIVE20,
  UPI50,
  CARD15,
  LOYALTY2X,
];

/** A promotion of the seed with other rules (dates, limits) for one test. */
export const variant = (base: PromotionRule, rules: Partial<PromotionRule>): PromotionRule => ({
  ...base,
  ...rules,
});

/** `qty` pieces of a size at `price` paise (MRP the same unless given), carrying `promotions`. */
export function item(
  skuId: number,
  price: number,
  options: { qty?: number; mrp?: number; hsnCode?: string; promotions?: readonly PromotionRule[] } = {},
): PricingItem {
  return {
    skuId,
    styleId: 1_000 + skuId,
    qty: options.qty ?? 1,
    mrp: options.mrp ?? price,
    price,
    hsnCode: options.hsnCode ?? "6109",
    promotionIds: (options.promotions ?? []).map((row) => row.id),
  };
}

export const SIGNED_IN_NEW: ShopperHistory = { signedIn: true, hasOrdered: false, lastRedeemedAt: new Map() };
export const SIGNED_IN_REGULAR: ShopperHistory = {
  signedIn: true,
  hasOrdered: true,
  lastRedeemedAt: new Map(),
};
export const GUEST: ShopperHistory = { signedIn: false, hasOrdered: false, lastRedeemedAt: new Map() };

/** A fixed "now" for every test: no test reads the clock. */
export const NOW = new Date("2026-03-10T06:30:00Z");
export const DAY_MS = 86_400_000;

/** A small seeded generator (mulberry32), so a failing bag can be found again. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(values: readonly T[]): T => values[int(0, values.length - 1)] as T;
  return { next, int, pick };
}

const HSN_CODES = [
  "6109",
  "6205",
  "6211",
  "6204",
  "6201",
  "6404",
  "6403",
  "6505",
  "4202",
  "9102",
  "3303",
  "5407",
];
const CODES = [undefined, "NOPE", ...SEEDED_PROMOTIONS.map((row) => row.code)];

export function randomInput(seed: number, settings: PricingSettings): PricingInput {
  const random = generator(seed);
  const items = Array.from({ length: random.int(0, 6) }, (_, index) => {
    const mrp = random.int(1, 120) * 5_000 - random.pick([0, 100, 1]);
    const price = random.next() < 0.4 ? mrp : random.int(Math.ceil(mrp * 0.3), mrp);
    const promotions = SEEDED_PROMOTIONS.filter(() => random.next() < 0.35);
    return item(index + 1, price, {
      mrp,
      qty: random.int(1, 10),
      hsnCode: random.pick(HSN_CODES),
      promotions,
    });
  });
  const couponCode = random.pick(CODES);
  const paymentMode = random.pick<PaymentType | undefined>([undefined, ...PAYMENT_TYPES]);
  return {
    items,
    promotions: SEEDED_PROMOTIONS,
    ...(couponCode ? { couponCode } : {}),
    ...(paymentMode ? { paymentMode } : {}),
    constraintSupported: random.next() < 0.5,
    loyaltyCash: random.pick([0, 0, random.int(1, 2_000_000)]),
    history: { signedIn: random.next() < 0.8, hasOrdered: random.next() < 0.5, lastRedeemedAt: new Map() },
    now: NOW,
    settings: { ...settings, freeDeliveryAbove: random.pick([99_900, 249_900, 0]) },
  };
}
