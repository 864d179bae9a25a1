import { CATALOGUE_IMPORT, type ImportError, type ImportResult, importMessage } from "@odin/contracts";
import { type Executor, slugify } from "@odin/db";
import {
  inBatches,
  insertSizes,
  insertStyles,
  lockUnits,
  type NewSizeRow,
  type NewStyleRow,
  type StockChangeRow,
  type StyleUpdateRow,
  updateSizePrices,
  updateStyles,
  writeStock,
} from "./catalogue-import.repo";
import { type PlannedStyle, stockKey, stockStepOf } from "./catalogue-import-plan";

/**
 * The apply's writes (decision 68), inside the caller's transaction, each kind of change a few
 * multi-row statements of at most `BATCH` rows: new styles (unpublished), existing styles' words and
 * listed prices, new sizes, sizes' prices, then stock, each change a `stock_changes` row with its
 * reason on the locked units. Throws `StockMoved` when units moved since the dry run: the caller rolls
 * the whole import back.
 */

export class StockMoved extends Error {
  constructor(readonly errors: ImportError[]) {
    super("units moved since the dry run");
  }
}

export interface ApplyContext {
  importId: number;
  staffId: number;
  /** The units the dry run saw, by `stockKey`. */
  seen: Readonly<Record<string, number>>;
  centres: readonly { id: number; code: string }[];
  /** A units column's name in the file, by its centre's code. */
  unitsColumn: (centre: string) => string;
}

const slugOf = (style: PlannedStyle) =>
  slugify(style.words.name) === ""
    ? slugify(`${style.brandName} ${style.words.articleType}`)
    : slugify(`${style.brandName} ${style.words.name}`);

function styleRow(style: PlannedStyle) {
  const { words, prices } = style;
  return { ...words, ...prices };
}

export async function applyPlan(tx: Executor, planned: readonly PlannedStyle[], context: ApplyContext) {
  const fresh = planned.filter((style) => style.styleId === null);
  const styleIds = new Map(
    planned.flatMap((style) => (style.styleId === null ? [] : [[style.code, style.styleId]])),
  );
  const newStyles: NewStyleRow[] = fresh.map((style) => ({
    ...styleRow(style),
    code: style.code,
    slug: slugOf(style),
    brandId: style.brandId,
    sizeChartId: style.sizeChartId,
  }));
  await inBatches(newStyles, async (batch) => {
    for (const row of await insertStyles(tx, batch)) styleIds.set(row.code, row.styleId);
  });

  const idOf = (style: PlannedStyle) => styleIds.get(style.code) ?? 0;
  const updates: StyleUpdateRow[] = planned
    .filter((style) => style.styleId !== null && (style.wordsChanged || style.pricesChanged))
    .map((style) => ({ ...styleRow(style), styleId: idOf(style) }));
  await inBatches(updates, (batch) => updateStyles(tx, batch));

  const skuIds = new Map<string, number>();
  const newSizes: NewSizeRow[] = [];
  for (const style of planned) {
    for (const size of style.sizes) {
      if (size.skuId !== null) skuIds.set(stockKey(style.code, size.size, ""), size.skuId);
      else
        newSizes.push({
          styleId: idOf(style),
          size: size.size,
          ean: size.ean,
          mrp: size.mrp,
          price: size.price,
          line: size.line,
        });
    }
  }
  const codes = new Map(planned.map((style) => [idOf(style), style.code]));
  await inBatches(newSizes, async (batch) => {
    for (const row of await insertSizes(tx, batch)) {
      skuIds.set(stockKey(codes.get(row.styleId) ?? "", row.size, ""), row.skuId);
    }
  });
  const repriced = planned.flatMap((style) =>
    style.sizes.flatMap((size) =>
      size.priceChanged && size.skuId !== null
        ? [{ skuId: size.skuId, mrp: size.mrp, price: size.price }]
        : [],
    ),
  );
  await inBatches(repriced, (batch) => updateSizePrices(tx, batch));

  const stock = await applyStock(tx, planned, skuIds, context);
  const changed = (style: PlannedStyle) =>
    style.wordsChanged ||
    style.pricesChanged ||
    style.sizes.some((size) => size.skuId === null || size.priceChanged || stock.skus.has(size.skuId));
  const result: ImportResult = {
    stylesCreated: fresh.length,
    stylesUpdated: planned.filter((style) => style.styleId !== null && changed(style)).length,
    sizesCreated: newSizes.length,
    pricesChanged: repriced.length,
    stockChanges: stock.count,
    created: fresh.slice(0, CATALOGUE_IMPORT.createdShown).map((style) => ({
      styleId: idOf(style),
      code: style.code,
      name: style.words.name,
    })),
  };
  return result;
}

/** The file's units, set on the locked rows by the stock module's rule; answers how many changed. */
async function applyStock(
  tx: Executor,
  planned: readonly PlannedStyle[],
  skuIds: ReadonlyMap<string, number>,
  context: ApplyContext,
): Promise<{ count: number; skus: Set<number> }> {
  const fcIds = new Map(context.centres.map((centre) => [centre.code, centre.id]));
  const wanted: { skuId: number; fcId: number; units: number; seen: number; line: number; centre: string }[] =
    [];
  for (const style of planned) {
    for (const size of style.sizes) {
      const skuId = skuIds.get(stockKey(style.code, size.size, "")) ?? 0;
      for (const { centre, units } of size.units) {
        const seen = context.seen[stockKey(style.code, size.size, centre)] ?? 0;
        wanted.push({ skuId, fcId: fcIds.get(centre) ?? 0, units, seen, line: size.line, centre });
      }
    }
  }
  const current = new Map<string, number>();
  await inBatches(wanted, async (batch) => {
    for (const row of await lockUnits(tx, batch)) current.set(`${row.skuId}|${row.fcId}`, row.units);
  });
  const changes: StockChangeRow[] = [];
  const errors: ImportError[] = [];
  for (const row of wanted) {
    const step = stockStepOf(row.units, row.seen, current.get(`${row.skuId}|${row.fcId}`) ?? 0);
    if (step.kind === "stale") {
      const message = importMessage("stockChanged", {
        centre: row.centre,
        seen: row.seen,
        units: step.units,
      });
      errors.push({ line: row.line, column: context.unitsColumn(row.centre), message });
    } else if (step.kind === "change") {
      changes.push({
        skuId: row.skuId,
        fcId: row.fcId,
        delta: step.delta,
        unitsAfter: step.unitsAfter,
        reason: `CSV import #${context.importId}`,
        staffId: context.staffId,
        requestId: `import:${context.importId}:${row.skuId}:${row.fcId}`,
      });
    }
  }
  if (errors.length > 0) throw new StockMoved(errors);
  await inBatches(changes, (batch) => writeStock(tx, batch));
  return { count: changes.length, skus: new Set(changes.map((change) => change.skuId)) };
}
