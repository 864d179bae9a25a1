import {
  type BulkEditChange,
  type BulkEditOperation,
  type BulkEditSkip,
  type BulkSkipReason,
  CATALOGUE,
  type DeclarationFieldName,
} from "@odin/contracts";
import { planStockChange } from "../stock";

/**
 * The rules of a bulk edit (decision 69): what one style becomes under a price change, publishing or
 * a stock set, or why it is left as it is; and what a preview says of many. The preview and each
 * batch of the apply run the same rules, on the styles as they are then. Pure, with tests beside them.
 */

export interface TargetSize {
  skuId: number;
  size: string;
  /** Paise. */
  mrp: number;
  price: number;
  /** Units at the stock set's centre (0 for the other edits). */
  units: number;
}

/** A style as a bulk edit reads it; `missing` is what publishing it still needs (read for publishing only). */
export interface TargetStyle {
  styleId: number;
  code: string;
  name: string;
  published: boolean;
  sizes: readonly TargetSize[];
  missing: readonly DeclarationFieldName[];
}

/** A change with the size it is of (null: the style itself). */
export type PlannedChange = BulkEditChange & { skuId: number | null };

export type StylePlan =
  | { kind: "change"; style: TargetStyle; changes: PlannedChange[] }
  | { kind: "skip"; skip: BulkEditSkip };

type PriceChange = Extract<BulkEditOperation, { kind: "price" }>;

/**
 * A size's selling price after the change: by whole rupees or by a percentage, rounded to the nearest
 * whole rupee (halves up), then never above the MRP nor below ₹1 (`clamped` says which stopped it).
 */
export function priceAfter(
  price: number,
  mrp: number,
  change: PriceChange,
): { price: number; clamped: "mrp" | "floor" | null } {
  const sign = change.direction === "up" ? 1 : -1;
  const moved =
    change.by === "amount" ? price + sign * change.value * 100 : (price * (100 + sign * change.value)) / 100;
  const rounded = Math.round(moved / 100) * 100;
  if (moved > mrp || rounded > mrp) return { price: mrp, clamped: "mrp" };
  if (moved < CATALOGUE.minPrice) return { price: CATALOGUE.minPrice, clamped: "floor" };
  return { price: rounded, clamped: null };
}

const skip = (
  style: TargetStyle,
  reason: BulkSkipReason,
  fields: readonly DeclarationFieldName[] = [],
): StylePlan => ({
  kind: "skip",
  skip: { styleId: style.styleId, code: style.code, name: style.name, reason, fields: [...fields] },
});

function line(
  style: TargetStyle,
  size: TargetSize | null,
  before: number | boolean,
  after: number | boolean,
  clamped: "mrp" | "floor" | null = null,
): PlannedChange {
  return {
    styleId: style.styleId,
    code: style.code,
    name: style.name,
    skuId: size?.skuId ?? null,
    size: size?.size ?? null,
    before,
    after,
    clamped,
  };
}

function planPrice(style: TargetStyle, change: PriceChange): StylePlan {
  const changes: PlannedChange[] = [];
  let bound = true;
  for (const size of style.sizes) {
    const after = priceAfter(size.price, size.mrp, change);
    if (after.price !== size.price) changes.push(line(style, size, size.price, after.price, after.clamped));
    else if (after.clamped === null) bound = false;
  }
  if (changes.length > 0) return { kind: "change", style, changes };
  if (!bound) return skip(style, "roundsToSame");
  return skip(style, change.direction === "up" ? "atMrp" : "atFloor");
}

function planStock(style: TargetStyle, units: number): StylePlan {
  const changes: PlannedChange[] = [];
  for (const size of style.sizes) {
    const plan = planStockChange(size.units, { mode: "set", units, seen: size.units });
    if (plan.kind === "change" && plan.delta !== 0) {
      changes.push(line(style, size, size.units, plan.unitsAfter));
    }
  }
  return changes.length > 0 ? { kind: "change", style, changes } : skip(style, "unitsAlready");
}

/** What the edit does to one style, or why it leaves it as it is. */
export function planStyle(style: TargetStyle, operation: BulkEditOperation): StylePlan {
  switch (operation.kind) {
    case "publish":
      if (style.published) return skip(style, "alreadyPublished");
      if (style.missing.length > 0) return skip(style, "declarationsMissing", style.missing);
      return { kind: "change", style, changes: [line(style, null, false, true)] };
    case "unpublish":
      if (!style.published) return skip(style, "alreadyUnpublished");
      return { kind: "change", style, changes: [line(style, null, true, false)] };
    case "price":
    case "stock":
      if (style.sizes.length === 0) return skip(style, "noSizes");
      return operation.kind === "price" ? planPrice(style, operation) : planStock(style, operation.units);
  }
}

/** Counts of a set of plans, and the first `shown` changes and skips. */
export interface PlanSummary {
  stylesChanging: number;
  sizesChanging: number;
  stylesSkipped: number;
  changes: BulkEditChange[];
  skipped: BulkEditSkip[];
}

export function summarise(plans: readonly StylePlan[], shown: number): PlanSummary {
  const summary: PlanSummary = {
    stylesChanging: 0,
    sizesChanging: 0,
    stylesSkipped: 0,
    changes: [],
    skipped: [],
  };
  for (const plan of plans) {
    if (plan.kind === "skip") {
      summary.stylesSkipped += 1;
      if (summary.skipped.length < shown) summary.skipped.push(plan.skip);
      continue;
    }
    summary.stylesChanging += 1;
    for (const { skuId, ...change } of plan.changes) {
      if (skuId !== null) summary.sizesChanging += 1;
      if (summary.changes.length < shown) summary.changes.push(change);
    }
  }
  return summary;
}

/** Two summaries as one (a preview read in batches), the first changes and skips kept. */
export function addSummaries(a: PlanSummary, b: PlanSummary, shown: number): PlanSummary {
  return {
    stylesChanging: a.stylesChanging + b.stylesChanging,
    sizesChanging: a.sizesChanging + b.sizesChanging,
    stylesSkipped: a.stylesSkipped + b.stylesSkipped,
    changes: [...a.changes, ...b.changes].slice(0, shown),
    skipped: [...a.skipped, ...b.skipped].slice(0, shown),
  };
}
