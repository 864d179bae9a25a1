import { type BulkEdit, type CatalogueOptions, formatCount, formatRupees } from "@odin/contracts";
import { STOCK_FILTER_LABELS, STYLE_STATUS_LABELS } from "./catalogue-words";

/**
 * A bulk edit in words (decision 69): its choices and limits, written out because
 * contracts/admin/bulk-edits.ts holds zod schemas (decision 13; bulk-edit-forms.test.ts holds them
 * equal), what it does, the filters it was made from, and why a style is skipped.
 */

export const BULK_EDIT_KINDS = ["price", "publish", "unpublish", "stock"] as const;
export type BulkEditKind = (typeof BULK_EDIT_KINDS)[number];

export const BULK_KIND_LABELS: Record<BulkEditKind, string> = {
  price: "Change the selling prices",
  publish: "Publish",
  unpublish: "Unpublish",
  stock: "Set the stock at a centre",
};

export const PRICE_DIRECTIONS = ["up", "down"] as const;
export const PRICE_CHANGE_BY = ["amount", "percent"] as const;

/** The contracts' BULK_EDITS limits the form and page need. */
export const BULK_LIMITS = {
  maxStyles: 20_000,
  maxRupees: 1_000_000,
  maxPercent: 90,
  pollMs: 1_500,
} as const;

export const SKIP_REASON_LABELS: Record<string, string> = {
  noSizes: "It has no sizes.",
  atMrp: "Every size already sells at its MRP.",
  atFloor: "Every size already sells at ₹1.",
  roundsToSame: "The change rounds to the same whole rupees.",
  alreadyPublished: "It is published already.",
  alreadyUnpublished: "It is not published already.",
  declarationsMissing: "Its legal declarations are incomplete:",
  unitsAlready: "Every size already holds these units there.",
};

/** "1 unit", "1,200 units". */
export const unitsInWords = (units: number) => `${formatCount(units)} ${units === 1 ? "unit" : "units"}`;

/** What the edit does: "Selling prices down by 10%", "Stock set to 6 units at BHW". */
export function operationInWords(edit: Pick<BulkEdit, "operation" | "centre">): string {
  const { operation } = edit;
  switch (operation.kind) {
    case "price": {
      const by = operation.by === "amount" ? formatRupees(operation.value * 100) : `${operation.value}%`;
      return `Selling prices ${operation.direction} by ${by}`;
    }
    case "publish":
      return "Publish";
    case "unpublish":
      return "Unpublish";
    case "stock":
      return `Stock set to ${unitsInWords(operation.units)} at ${edit.centre ?? "a centre"} (reason: ${operation.reason})`;
  }
}

/** The list's filters the edit was made from, in words; "every style of your brands" without any. */
export function filtersInWords(filters: BulkEdit["filters"], options: CatalogueOptions): string {
  const words: string[] = [];
  if (filters.q) words.push(`matching “${filters.q}”`);
  if (filters.brandId !== undefined) {
    words.push(
      `of ${options.brands.find((brand) => brand.id === filters.brandId)?.name ?? `brand ${filters.brandId}`}`,
    );
  }
  if (filters.categoryId !== undefined) {
    const category = options.categories.find((each) => each.id === filters.categoryId);
    words.push(`in ${category ? `${category.name} (${category.gender})` : `category ${filters.categoryId}`}`);
  }
  if (filters.status) words.push(STYLE_STATUS_LABELS[filters.status].toLowerCase());
  if (filters.stock) words.push(STOCK_FILTER_LABELS[filters.stock].toLowerCase());
  if (filters.priceMin !== undefined) words.push(`from ${formatRupees(filters.priceMin * 100)}`);
  if (filters.priceMax !== undefined) words.push(`up to ${formatRupees(filters.priceMax * 100)}`);
  return words.length === 0 ? "Every style of your brands" : `Styles ${words.join(", ")}`;
}

/** A before or after of a change: a price, units, or whether the style is published. */
export function valueInWords(edit: Pick<BulkEdit, "operation">, value: number | boolean): string {
  if (typeof value === "boolean") return value ? "Published" : "Not published";
  return edit.operation.kind === "price" ? formatRupees(value) : unitsInWords(value);
}
