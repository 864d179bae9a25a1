import { IMPORT_MESSAGES, type ImportColumn, type ImportError, importMessage } from "@odin/contracts";
import { planStockChange } from "../stock";
import { type StylePrices, stylePricesOf } from "../styles";
import type { StyleRows } from "./catalogue-import-rules";

/**
 * What an import changes (decision 68), from the rows by style and what the database holds: each
 * style's words and category, its sizes and prices (the style's listed price follows its cheapest
 * size, the styles module's rule), and every error only the database shows (an unknown brand or
 * article type, a brand outside the staff member's scope, an EAN another size has). Pure, with tests.
 */

export interface BrandRef {
  id: number;
  code: string;
  name: string;
}

export interface ArticleTypeRef {
  categoryId: number;
  gender: string;
  name: string;
  articleType: string;
  returnable: boolean;
  /** The size chart most of its styles have: a new style's. */
  sizeChartId: number | null;
}

export interface ExistingSize {
  skuId: number;
  size: string;
  ean: string;
  mrp: number;
  price: number;
}

/** A style's words and category as the styles table has them. */
export interface StyleWords {
  name: string;
  story: string;
  categoryId: number;
  gender: string;
  articleType: string;
  returnable: boolean;
  colour: string;
  colourCode: string;
  occasion: string;
  hsnCode: string;
}

export interface ExistingStyle extends StyleWords {
  styleId: number;
  code: string;
  brandId: number;
  articleTypeName: string;
  /** The listed prices (its cheapest size's), paise. */
  listedMrp: number;
  listedPrice: number;
  sizes: readonly ExistingSize[];
}

export interface References {
  brands: readonly BrandRef[];
  articleTypes: readonly ArticleTypeRef[];
  /** The file's styles the database has, by code. */
  existing: ReadonlyMap<string, ExistingStyle>;
  /** The file's EANs that sizes in the database have. */
  eans: ReadonlyMap<string, { skuId: number; code: string; size: string }>;
  /** The brands the staff member may change; null: every brand. */
  brandIds: readonly number[] | null;
  /** The centres whose stock the staff member may change, by code; null: every centre. */
  centres: readonly string[] | null;
  /** A units column's name in the file, by its centre's code. */
  unitsColumn: (centre: string) => Written;
}

export interface PlannedSize {
  line: number;
  size: string;
  ean: string;
  mrp: number;
  price: number;
  /** The size's id when the database has it. */
  skuId: number | null;
  priceChanged: boolean;
  units: readonly { centre: string; units: number }[];
}

export interface PlannedStyle {
  code: string;
  brandId: number;
  brandName: string;
  /** Null for a new style. */
  styleId: number | null;
  words: StyleWords;
  /** A new style's size chart (its article type's usual one). */
  sizeChartId: number | null;
  /** Whether an existing style's words or category change. */
  wordsChanged: boolean;
  /** Whether an existing style's listed prices change. */
  pricesChanged: boolean;
  sizes: PlannedSize[];
  /** The listed prices once its sizes are priced as the file says. */
  prices: StylePrices;
}

/** A column named as the file writes it (a units column). */
export type Written = { written: string };

/** A new style's colour code when the file gives none: a neutral grey. */
export const DEFAULT_COLOUR_CODE = "#9e9e9e";

const lower = (text: string) => text.toLowerCase();

/** The styles the rows describe as they will be, and every error the database shows. */
export function planStyles(
  styles: readonly StyleRows[],
  refs: References,
  columnName: (column: ImportColumn) => string,
): { planned: PlannedStyle[]; errors: ImportError[] } {
  const brandsByName = new Map<string, BrandRef>();
  for (const brand of refs.brands) {
    brandsByName.set(lower(brand.name), brand);
    brandsByName.set(lower(brand.code), brand);
  }
  const types = new Map(refs.articleTypes.map((type) => [`${lower(type.gender)}|${lower(type.name)}`, type]));
  const planned: PlannedStyle[] = [];
  const errors: ImportError[] = [];
  for (const style of styles) {
    const before = errors.length;
    const err = (line: number, column: ImportColumn | Written, message: string) =>
      errors.push({
        line,
        column: typeof column === "string" ? columnName(column) : column.written,
        message,
      });
    const existing = refs.existing.get(style.code);
    const { fields } = style;
    const need = (column: keyof StyleRows["fields"], known: string | undefined): string => {
      const value = fields[column]?.value ?? known;
      if (value === undefined) err(style.line, column, IMPORT_MESSAGES.requiredForNewStyle);
      return value ?? "";
    };

    let brand: BrandRef | undefined;
    if (fields.brand) {
      brand = brandsByName.get(lower(fields.brand.value));
      if (!brand)
        err(fields.brand.line, "brand", importMessage("unknownBrand", { brand: fields.brand.value }));
      else if (existing && brand.id !== existing.brandId) {
        const was = refs.brands.find((known) => known.id === existing.brandId)?.name ?? "";
        err(fields.brand.line, "brand", importMessage("brandChange", { code: style.code, brand: was }));
      }
    } else if (existing) brand = refs.brands.find((known) => known.id === existing.brandId);
    else err(style.line, "brand", IMPORT_MESSAGES.requiredForNewStyle);
    if (brand && refs.brandIds !== null && !refs.brandIds.includes(brand.id)) {
      const message = importMessage("brandOutOfScope", { brand: brand.name });
      for (const row of style.sizes) err(row.line, "brand", message);
    }

    const gender = need("gender", existing?.gender);
    const typeName = need("articleType", existing?.articleTypeName);
    let category:
      | (Pick<StyleWords, "categoryId" | "gender" | "articleType" | "returnable"> & {
          sizeChartId?: number | null;
        })
      | undefined = existing && !fields.gender && !fields.articleType ? existing : undefined;
    if (!category && gender && typeName) {
      category = types.get(`${lower(gender)}|${lower(typeName)}`);
      if (!category) {
        const line = fields.articleType?.line ?? fields.gender?.line ?? style.line;
        err(line, "articleType", importMessage("unknownArticleType", { articleType: typeName, gender }));
      }
    }
    const words = {
      name: need("name", existing?.name),
      story: fields.description?.value ?? existing?.story ?? "",
      colour: need("colour", existing?.colour),
      colourCode: lower(fields.colourCode?.value ?? existing?.colourCode ?? DEFAULT_COLOUR_CODE),
      occasion: need("occasion", existing?.occasion),
      hsnCode: need("hsnCode", existing?.hsnCode),
    };

    const sizes = planSizes(style, existing, refs, err);
    const untouched = (existing?.sizes ?? []).filter(
      (size) => !sizes.some((row) => row.skuId === size.skuId),
    );
    const prices = stylePricesOf([...untouched, ...sizes]);
    if (errors.length > before || !brand || !category || !prices) continue;
    const all: StyleWords = {
      ...words,
      categoryId: category.categoryId,
      gender: category.gender,
      articleType: category.articleType,
      returnable: category.returnable,
    };
    planned.push({
      code: style.code,
      brandId: brand.id,
      brandName: brand.name,
      styleId: existing?.styleId ?? null,
      words: all,
      sizeChartId: category.sizeChartId ?? null,
      wordsChanged:
        existing !== undefined &&
        (Object.keys(all) as (keyof StyleWords)[]).some((key) => all[key] !== existing[key]),
      pricesChanged:
        existing !== undefined &&
        (existing.listedMrp !== prices.mrp || existing.listedPrice !== prices.price),
      sizes,
      prices,
    });
  }
  return { planned, errors };
}

/** A style's sizes as the rows price them: an existing size keeps what its row leaves blank. */
function planSizes(
  style: StyleRows,
  existing: ExistingStyle | undefined,
  refs: References,
  err: (line: number, column: ImportColumn | Written, message: string) => void,
): PlannedSize[] {
  const sizes: PlannedSize[] = [];
  for (const row of style.sizes) {
    const known = existing?.sizes.find((size) => lower(size.size) === lower(row.size));
    if (known && row.ean !== null && row.ean !== known.ean) {
      const message = importMessage("eanChange", { size: known.size, code: style.code, ean: known.ean });
      err(row.line, "ean", message);
      continue;
    }
    const refused = row.units.filter(({ centre }) => refs.centres !== null && !refs.centres.includes(centre));
    for (const { centre } of refused) {
      const message = importMessage("centreOutOfScope", { centre });
      err(row.line, refs.unitsColumn(centre), message);
    }
    if (refused.length > 0) continue;
    const holder = row.ean === null ? undefined : refs.eans.get(row.ean);
    if (!known && holder) {
      const message = importMessage("eanTaken", { ean: row.ean ?? "", code: holder.code, size: holder.size });
      err(row.line, "ean", message);
      continue;
    }
    const ean = row.ean ?? known?.ean;
    const mrp = row.mrp ?? known?.mrp;
    const price = row.price ?? known?.price;
    if (ean === undefined) err(row.line, "ean", IMPORT_MESSAGES.requiredForNewSize);
    if (mrp === undefined) err(row.line, "mrp", IMPORT_MESSAGES.requiredForNewSize);
    if (price === undefined) err(row.line, "price", IMPORT_MESSAGES.requiredForNewSize);
    if (ean === undefined || mrp === undefined || price === undefined) continue;
    if (price > mrp) {
      err(row.line, "price", IMPORT_MESSAGES.priceAboveMrp);
      continue;
    }
    sizes.push({
      line: row.line,
      size: known?.size ?? row.size,
      ean,
      mrp,
      price,
      skuId: known?.skuId ?? null,
      priceChanged: known !== undefined && (known.mrp !== mrp || known.price !== price),
      units: row.units,
    });
  }
  return sizes;
}

/** Where an import's units for a size at a centre are kept between the dry run and the apply. */
export const stockKey = (code: string, size: string, centre: string) => `${code}|${lower(size)}|${centre}`;

export type StockStep =
  | { kind: "none" }
  | { kind: "change"; delta: number; unitsAfter: number }
  | { kind: "stale"; units: number };

/**
 * A file's units for a size at a centre, as the stock module's `set` (decision 66): units the dry run
 * saw there (`seen`) leave it as it is now (an order may have taken some since); others set it,
 * refused when the units moved since the dry run.
 */
export function stockStepOf(wanted: number, seen: number, current: number): StockStep {
  if (wanted === seen) return { kind: "none" };
  const plan = planStockChange(current, { mode: "set", units: wanted, seen });
  if (plan.kind === "stale") return plan;
  if (plan.kind !== "change" || plan.delta === 0) return { kind: "none" };
  return plan;
}
