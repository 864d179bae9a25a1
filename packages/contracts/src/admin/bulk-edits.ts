import { z } from "zod";
import { DECLARATION_FIELD_NAMES } from "../catalog/declarations";
import { boundedInt, id, idParam, text } from "../shared/primitives";
import { CATALOGUE, styleSearchQuery } from "./catalogue";
import { ADMIN_MESSAGES } from "./messages";

/**
 * Bulk edits of the catalogue (issue "Back office, part 2", decision 69): from the styles list's
 * filters, a price change by an amount or a percentage, publishing or unpublishing, or a stock set at a
 * centre, on every matching style of the staff member's brands. A preview says what would change and
 * what would be skipped; applying it changes exactly the styles it found, once, in the background.
 */

export const BULK_EDITS = {
  /** The most styles one edit may change: more asks for narrower filters. */
  maxStyles: 20_000,
  /** Styles changed per transaction while an edit applies. */
  batchStyles: 250,
  /** Changes and skips a preview (and an applied edit) shows. */
  shown: 50,
  /** The largest change of a price, whole rupees, and percent. */
  maxRupees: CATALOGUE.maxPrice / 100,
  maxPercent: 90,
  /** How often the page asks an applying edit's progress, milliseconds. */
  pollMs: 1_500,
} as const;

const { bulkEdits: messages } = ADMIN_MESSAGES;

export const PRICE_CHANGE_BY = ["amount", "percent"] as const;
export const PRICE_DIRECTIONS = ["up", "down"] as const;
export const BULK_EDIT_KINDS = ["price", "publish", "unpublish", "stock"] as const;
export type BulkEditKind = (typeof BULK_EDIT_KINDS)[number];

/**
 * What a bulk edit changes. `price`: each size's selling price up or down by whole rupees or by a
 * percentage, rounded to whole rupees, never above its MRP nor below ₹1. `stock`: each size's units at
 * one centre set to `units`, with the reason kept with each change.
 */
export const bulkEditOperation = z.discriminatedUnion("kind", [
  z
    .object({
      kind: z.literal("price"),
      by: z.enum(PRICE_CHANGE_BY),
      direction: z.enum(PRICE_DIRECTIONS),
      /** Whole rupees, or percent. */
      value: boundedInt(1, BULK_EDITS.maxRupees),
    })
    .refine((price) => price.by === "amount" || price.value <= BULK_EDITS.maxPercent, {
      error: messages.percentTooLarge,
      path: ["value"],
    }),
  z.object({ kind: z.literal("publish") }),
  z.object({ kind: z.literal("unpublish") }),
  z.object({
    kind: z.literal("stock"),
    fcId: id,
    units: boundedInt(0, CATALOGUE.maxUnits),
    reason: text(CATALOGUE.reasonMaxLength).trim().min(3, { error: ADMIN_MESSAGES.catalogue.reasonRequired }),
  }),
]);
export type BulkEditOperation = z.output<typeof bulkEditOperation>;

/** The styles list's filters (its `after` and `limit` are not read) and what to change on the styles found. */
export const bulkEditBody = z.object({ filters: styleSearchQuery, operation: bulkEditOperation });
export type BulkEditBody = z.input<typeof bulkEditBody>;

export const bulkEditParams = z.object({ editId: idParam });

/**
 * What one style or size goes from and to: a price (paise), units, or whether it is published.
 * `size` is null for a change of the style itself (publishing). `clamped` says the price stopped at
 * the size's MRP or at ₹1.
 */
export const bulkEditChange = z.object({
  styleId: z.number().int(),
  code: z.string(),
  name: z.string(),
  size: z.string().nullable(),
  before: z.union([z.number().int(), z.boolean()]),
  after: z.union([z.number().int(), z.boolean()]),
  clamped: z.enum(["mrp", "floor"]).nullable(),
});
export type BulkEditChange = z.infer<typeof bulkEditChange>;

export const BULK_SKIP_REASONS = [
  "noSizes",
  "atMrp",
  "atFloor",
  "roundsToSame",
  "alreadyPublished",
  "alreadyUnpublished",
  "declarationsMissing",
  "unitsAlready",
] as const;
export type BulkSkipReason = (typeof BULK_SKIP_REASONS)[number];

/** A style the edit leaves as it is, and why; `fields` are the declarations publishing still needs. */
export const bulkEditSkip = z.object({
  styleId: z.number().int(),
  code: z.string(),
  name: z.string(),
  reason: z.enum(BULK_SKIP_REASONS),
  fields: z.array(z.enum(DECLARATION_FIELD_NAMES)),
});
export type BulkEditSkip = z.infer<typeof bulkEditSkip>;

/** What the preview found: the styles matched, those and the sizes that change, the first of each. */
export const bulkEditPreview = z.object({
  styles: z.number().int(),
  stylesChanging: z.number().int(),
  sizesChanging: z.number().int(),
  stylesSkipped: z.number().int(),
  changes: z.array(bulkEditChange),
  skipped: z.array(bulkEditSkip),
});
export type BulkEditPreview = z.infer<typeof bulkEditPreview>;

export const BULK_EDIT_STATES = ["previewed", "applying", "done"] as const;

/** An edit: what it does, its preview, and once applied its progress and result. */
export const bulkEdit = z.object({
  id: z.number().int(),
  status: z.enum(BULK_EDIT_STATES),
  filters: styleSearchQuery,
  operation: bulkEditOperation,
  /** The centre's code of a stock set. */
  centre: z.string().nullable(),
  preview: bulkEditPreview,
  progress: z.object({
    stylesDone: z.number().int(),
    stylesChanged: z.number().int(),
    sizesChanged: z.number().int(),
    stylesSkipped: z.number().int(),
    /** The first styles applying skipped (a change since the preview: a price at its MRP, a declaration removed). */
    skipped: z.array(bulkEditSkip),
  }),
  createdAt: z.string(),
  appliedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type BulkEdit = z.infer<typeof bulkEdit>;
