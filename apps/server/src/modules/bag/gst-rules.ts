/**
 * GST on the bag's goods (docs/decisions/0028-pricing-lines-and-gst.md). Indian retail prices include
 * GST, so every rule here answers "how much of this inclusive amount is tax". Money is integer paise,
 * rates are percentages (the IGST rate, which equals CGST + SGST, so the split does not matter here).
 *
 * From 22 September 2025 (Notification No. 9/2025–Central Tax (Rate) and No. 9/2025–Integrated Tax
 * (Rate), 17 September 2025) apparel and clothing accessories (chapters 61, 62, 63) and footwear
 * (chapter 64) carry 5% when the sale value per piece is at most ₹2,500, else 18%. Other goods take a
 * rate by HSN prefix from a table the operator can extend; the longest matching prefix wins.
 */

/** A rate that depends on the taxable (GST-exclusive) value of one piece. */
export interface GstSlab {
  /** The largest taxable value per piece, paise, that still takes `rateAtOrBelow`. */
  upTo: number;
  rateAtOrBelow: number;
  rateAbove: number;
}

/** A flat rate in percent, or a slab by value per piece. */
export type GstRule = number | GstSlab;

export interface GstTable {
  /** The rate of goods no prefix matches. */
  defaultRate: number;
  /** HSN prefix (2 to 8 digits) → rule; the longest matching prefix wins. */
  byPrefix: Readonly<Record<string, GstRule>>;
}

const RUPEES = 100;

/** Chapters 61-63 and 64 from 22 September 2025: 5% up to ₹2,500 a piece (or pair), else 18%. */
const APPAREL_2025: GstSlab = { upTo: 2_500 * RUPEES, rateAtOrBelow: 5, rateAbove: 18 };

export const DEFAULT_GST_TABLE: GstTable = {
  defaultRate: 18,
  byPrefix: {
    "61": APPAREL_2025,
    "62": APPAREL_2025,
    "63": APPAREL_2025,
    "64": APPAREL_2025,
    /** Woven fabrics of synthetic filament yarn (sarees sold as fabric). */
    "5407": 5,
    /** Handbags, wallets and similar containers. */
    "4202": 18,
    /** Perfumes and toilet waters. */
    "3303": 18,
    /** Wrist-watches. */
    "9102": 18,
    /** Headgear: 18% until its 2025 entry is confirmed (decision 28); override with ODIN_GST_HSN_RATES. */
    "6505": 18,
  },
};

/**
 * The rates in force until 21 September 2025 (Notification No. 1/2017–Central Tax (Rate) as amended;
 * footwear up to ₹1,000 at 12% from 1 January 2022 by No. 21/2021–Central Tax (Rate)), for the goods
 * whose rate the 2025 reform changed. Goods no prefix matches had the same rate as now.
 */
export const PRE_REFORM_GST_TABLE: GstTable = {
  defaultRate: 18,
  byPrefix: {
    "61": { upTo: 1_000 * RUPEES, rateAtOrBelow: 5, rateAbove: 12 },
    "62": { upTo: 1_000 * RUPEES, rateAtOrBelow: 5, rateAbove: 12 },
    "63": { upTo: 1_000 * RUPEES, rateAtOrBelow: 5, rateAbove: 12 },
    "64": { upTo: 1_000 * RUPEES, rateAtOrBelow: 12, rateAbove: 18 },
  },
};

/** The table with flat rates by prefix added or replacing its entries (the operator's ODIN_GST_HSN_RATES). */
export function withHsnRates(table: GstTable, rates: Readonly<Record<string, number>>): GstTable {
  return { defaultRate: table.defaultRate, byPrefix: { ...table.byPrefix, ...rates } };
}

/** The rule of the longest prefix of `hsnCode` in the table, if any. */
export function ruleOf(hsnCode: string, table: GstTable): GstRule | undefined {
  const digits = hsnCode.replace(/\D/g, "");
  for (let length = digits.length; length >= 2; length -= 1) {
    const rule = table.byPrefix[digits.slice(0, length)];
    if (rule !== undefined) return rule;
  }
  return undefined;
}

/**
 * The rate of a rule for a piece paid `unitValue` paise, GST included (it may be a fraction: a line's
 * value divided by its pieces). The slab's threshold is on the taxable value, which depends on the rate;
 * the lower rate applies when the piece's value net of GST at that rate is at most `upTo`, so with
 * ₹2,500 at 5% a piece paid ₹2,625.00 is 5% and one paid ₹2,625.01 is 18%.
 */
export function rateOfRule(rule: GstRule, unitValue: number): number {
  if (typeof rule === "number") return rule;
  const fitsLowerRate = unitValue * 100 <= rule.upTo * (100 + rule.rateAtOrBelow);
  return fitsLowerRate ? rule.rateAtOrBelow : rule.rateAbove;
}

/** The GST rate (percent) of goods of `hsnCode` paid `unitValue` paise a piece, GST included. */
export function rateOf(hsnCode: string, unitValue: number, table: GstTable = DEFAULT_GST_TABLE): number {
  const rule = ruleOf(hsnCode, table);
  return rule === undefined ? table.defaultRate : rateOfRule(rule, unitValue);
}

/** The tax contained in an inclusive amount at `ratePercent`: round(A × r / (100 + r)). */
export function gstContained(amount: number, ratePercent: number): number {
  if (amount <= 0 || ratePercent <= 0) return 0;
  return Math.round((amount * ratePercent) / (100 + ratePercent));
}

export interface LineGst {
  rate: number;
  amount: number;
}

/** GST of `qty` pieces of one kind worth `lineValue` paise together, GST included. */
export function lineGst(hsnCode: string, lineValue: number, qty: number, table: GstTable): LineGst {
  if (qty <= 0 || lineValue <= 0) return { rate: rateOf(hsnCode, 0, table), amount: 0 };
  const rate = rateOf(hsnCode, lineValue / qty, table);
  return { rate, amount: gstContained(lineValue, rate) };
}

/**
 * What the 2025 reform changed for one line: the GST the same goods, at the same taxable value, would
 * have carried under the earlier rates, less the GST they carry now (negative when the rate rose).
 * Zero for goods the earlier table does not list (their rate did not change).
 */
export function reformSaving(
  hsnCode: string,
  lineValue: number,
  qty: number,
  now: LineGst,
  before: GstTable = PRE_REFORM_GST_TABLE,
): number {
  const rule = ruleOf(hsnCode, before);
  if (rule === undefined || qty <= 0 || lineValue <= 0) return 0;
  const taxable = lineValue - now.amount;
  const formerRate =
    typeof rule === "number" ? rule : taxable <= rule.upTo * qty ? rule.rateAtOrBelow : rule.rateAbove;
  return Math.round((taxable * formerRate) / 100) - now.amount;
}

/** The rate the bag charges goods of an HSN code paid `unitValue` a piece, the operator's HSN rates included. */
export function storeGstRates(
  hsnRates: Readonly<Record<string, number>>,
): (hsnCode: string, unitValue: number) => number {
  const table = withHsnRates(DEFAULT_GST_TABLE, hsnRates);
  return (hsnCode, unitValue) => rateOf(hsnCode, unitValue, table);
}
