import { SIZE_SETS, type SizeSet } from "@odin/contracts";
import type { promotions, sizeCharts } from "../schema";

/** What a promotion looks at to decide whether a style takes part. */
export interface PromotionCandidate {
  discountPercent: number;
  occasion: string;
  mrpRupees: number;
  group: string;
}

/** The bag's rules of a promotion (the `promotions` columns; money in paise). */
export type PromotionRules = Pick<
  typeof promotions.$inferInsert,
  | "kind"
  | "value"
  | "minBagValue"
  | "maxDiscount"
  | "oncePerDays"
  | "firstOrderOnly"
  | "paymentConstraint"
  | "combinable"
>;

export interface PromotionDef {
  code: string;
  displayDiscount: string;
  tnc: string;
  rules: PromotionRules;
  appliesTo(style: PromotionCandidate): boolean;
}

const ONCE_EVER_DAYS = 36_500;

export const PROMOTION_DEFS: readonly PromotionDef[] = [
  {
    code: "FLAT70",
    displayDiscount: "Flat 70% off",
    tnc: "Clearance styles at a flat 70% off MRP. The discount is already in the price shown. Limited stock; no further coupons apply.",
    rules: { kind: "included", combinable: false },
    appliesTo: (style) => style.discountPercent >= 60,
  },
  {
    code: "EXTRA10",
    displayDiscount: "Extra 10% off on orders of ₹2,999 and above",
    tnc: "Extra 10% off the bag value of eligible styles when the bag total is ₹2,999 or more. Maximum discount ₹1,000. One use per account.",
    rules: {
      kind: "percent",
      value: 10,
      minBagValue: 299_900,
      maxDiscount: 100_000,
      oncePerDays: ONCE_EVER_DAYS,
    },
    appliesTo: (style) => style.discountPercent < 60,
  },
  {
    code: "BUY2GET1",
    displayDiscount: "Buy 2 Get 1 Free",
    tnc: "Add any three eligible styles to the bag; the lowest priced one is free. Not valid with other offers.",
    rules: { kind: "buyXgetY", value: 3, combinable: false },
    appliesTo: (style) => style.mrpRupees <= 2999 && style.group !== "Beauty",
  },
  {
    code: "FIRST250",
    displayDiscount: "₹250 off on your first order",
    tnc: "₹250 off your first order above ₹1,499 placed with a new account. Valid once per mobile number.",
    rules: {
      kind: "flat",
      value: 25_000,
      minBagValue: 149_901,
      firstOrderOnly: true,
      oncePerDays: ONCE_EVER_DAYS,
    },
    appliesTo: () => true,
  },
  {
    code: "FESTIVE20",
    displayDiscount: "Extra 20% off on festive wear",
    tnc: "Extra 20% off festive and party styles, up to ₹1,500. Valid on prepaid orders only.",
    rules: { kind: "percent", value: 20, maxDiscount: 150_000, paymentConstraint: "PREPAID" },
    appliesTo: (style) => style.occasion === "Festive" || style.occasion === "Party",
  },
  {
    code: "UPI50",
    displayDiscount: "₹50 off on UPI payments",
    tnc: "Flat ₹50 off orders above ₹999 paid by UPI. Once per account per month.",
    rules: { kind: "flat", value: 5_000, minBagValue: 99_901, paymentConstraint: "UPI", oncePerDays: 30 },
    appliesTo: () => true,
  },
  {
    code: "CARD15",
    displayDiscount: "Extra 15% off with select bank cards",
    tnc: "Instant 15% off with select credit and debit cards on orders above ₹3,000, up to ₹1,250. Card offers are funded by the issuing bank.",
    rules: {
      kind: "percent",
      value: 15,
      minBagValue: 300_001,
      maxDiscount: 125_000,
      paymentConstraint: "CARD",
    },
    appliesTo: (style) => style.mrpRupees >= 1999,
  },
  {
    code: "LOYALTY2X",
    displayDiscount: "Double loyalty points",
    tnc: "Earn twice the usual loyalty points on this style. Points are credited 15 days after delivery.",
    rules: { kind: "loyaltyMultiplier", value: 2 },
    appliesTo: (style) => style.discountPercent === 0,
  },
];

export type PromotionRow = typeof promotions.$inferInsert & { id: number };

export function buildPromotions(): PromotionRow[] {
  return PROMOTION_DEFS.map(({ code, displayDiscount, tnc, rules }, index) => ({
    id: index + 1,
    code,
    displayDiscount,
    tnc,
    ...rules,
  }));
}

type ChartRow = Record<string, string | number>;

function apparelRows(): ChartRow[] {
  return SIZE_SETS.apparel.map((size, i) => ({
    size,
    chestCm: 86 + i * 6,
    waistCm: 71 + i * 6,
    lengthCm: 66 + i * 2,
  }));
}

function waistRows(): ChartRow[] {
  return SIZE_SETS.waist.map((size) => {
    const inches = Number(size);
    return {
      size,
      waistIn: inches,
      waistCm: Math.round(inches * 2.54),
      hipCm: Math.round(inches * 2.54 + 18),
      lengthCm: 102,
    };
  });
}

function shoeRows(): ChartRow[] {
  return SIZE_SETS.shoes.map((size) => {
    const uk = Number(size);
    return {
      size,
      uk: `UK ${uk}`,
      eu: `EU ${uk + 34}`,
      us: `US ${uk + 1}`,
      footLengthCm: Math.round((22.8 + uk * 0.85) * 10) / 10,
    };
  });
}

function kidsRows(): ChartRow[] {
  return SIZE_SETS.kids.map((size, i) => ({
    size,
    heightCm: `${92 + i * 14}-${104 + i * 14}`,
    chestCm: 53 + i * 4,
    waistCm: 51 + i * 3,
  }));
}

const CHARTS: Record<SizeSet, { name: string; unit: string; columns: string[]; rows: () => ChartRow[] }> = {
  apparel: {
    name: "Apparel (XS-XXL)",
    unit: "cm",
    columns: ["size", "chestCm", "waistCm", "lengthCm"],
    rows: apparelRows,
  },
  waist: {
    name: "Bottomwear (waist)",
    unit: "cm",
    columns: ["size", "waistIn", "waistCm", "hipCm", "lengthCm"],
    rows: waistRows,
  },
  shoes: {
    name: "Footwear (UK/EU)",
    unit: "cm",
    columns: ["size", "uk", "eu", "us", "footLengthCm"],
    rows: shoeRows,
  },
  kids: {
    name: "Kids (by age)",
    unit: "cm",
    columns: ["size", "heightCm", "chestCm", "waistCm"],
    rows: kidsRows,
  },
  free: {
    name: "Free size",
    unit: "cm",
    columns: ["size", "note"],
    rows: () => [{ size: "Free Size", note: "One size; see the product details for dimensions." }],
  },
};

export const SIZE_SET_ORDER = Object.keys(SIZE_SETS) as SizeSet[];

export type SizeChartRow = typeof sizeCharts.$inferInsert & { id: number };

/** One chart per size set; the id of a set's chart is its position in SIZE_SET_ORDER + 1. */
export function buildSizeCharts(): SizeChartRow[] {
  return SIZE_SET_ORDER.map((set, index) => {
    const chart = CHARTS[set];
    return {
      id: index + 1,
      name: chart.name,
      data: { sizeSet: set, unit: chart.unit, columns: chart.columns, rows: chart.rows() },
    };
  });
}

export function sizeChartId(set: SizeSet): number {
  return SIZE_SET_ORDER.indexOf(set) + 1;
}
