import type { ImportError, ImportResult } from "@odin/contracts";
import { type Executor, queryRows, schema } from "@odin/db";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { ArticleTypeRef, BrandRef, ExistingSize, ExistingStyle } from "./catalogue-import-plan";

const { catalogueImports } = schema;

export type ImportRecord = typeof catalogueImports.$inferSelect;
type ImportActor = ImportRecord["actor"];

/** Rows a statement of the apply writes at a time (one JSON parameter each). */
export const BATCH = 5_000;

/** The rows as one jsonb parameter, read back as a table `v` of the given columns. */
const recordset = (rows: readonly object[], columns: string) =>
  sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(${sql.raw(columns)})`;
/** A list as one jsonb parameter, read back as a set of text. */
const textSet = (values: readonly string[]) =>
  sql`(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;

export async function insertImport(
  db: Executor,
  values: {
    staffId: number;
    actor: ImportActor;
    brandIds: readonly number[] | null;
    centreIds: readonly number[] | null;
    fileName: string;
    csv: string;
  },
): Promise<ImportRecord> {
  const copy = (ids: readonly number[] | null) => (ids === null ? null : [...ids]);
  const [row] = await db
    .insert(catalogueImports)
    .values({ ...values, brandIds: copy(values.brandIds), centreIds: copy(values.centreIds) })
    .returning();
  if (!row) throw new Error("the import was not inserted");
  return row;
}

export async function findImport(db: Executor, importId: number): Promise<ImportRecord | undefined> {
  const [row] = await db.select().from(catalogueImports).where(eq(catalogueImports.id, importId));
  return row;
}

/** The rows read so far (a statement of its own: the page polls it while the job runs). */
export async function setRowsChecked(db: Executor, importId: number, rows: number): Promise<void> {
  await db.update(catalogueImports).set({ rowsChecked: rows }).where(eq(catalogueImports.id, importId));
}

/** The dry run's outcome, written only while the import is still being checked. */
export async function finishCheck(
  db: Executor,
  importId: number,
  outcome: { rows: number; errorCount: number; errors: ImportError[]; seen: Record<string, number> },
): Promise<void> {
  await db
    .update(catalogueImports)
    .set({
      status: outcome.errorCount > 0 ? "invalid" : "checked",
      rowsTotal: outcome.rows,
      rowsChecked: outcome.rows,
      errorCount: outcome.errorCount,
      errors: outcome.errors,
      seen: outcome.seen,
      finishedAt: sql`now()`,
    })
    .where(and(eq(catalogueImports.id, importId), eq(catalogueImports.status, "checking")));
}

/** Checked → applying, once: false when it is not a clean dry run (or already started). */
export async function startApply(db: Executor, importId: number): Promise<boolean> {
  const rows = await db
    .update(catalogueImports)
    .set({ status: "applying", rowsChecked: 0, finishedAt: null })
    .where(and(eq(catalogueImports.id, importId), eq(catalogueImports.status, "checked")))
    .returning({ id: catalogueImports.id });
  return rows.length > 0;
}

/** The apply's outcome: applied with what it changed, or invalid with the errors it met (nothing changed). */
export async function finishApply(
  db: Executor,
  importId: number,
  outcome: { result: ImportResult; rows: number } | { errorCount: number; errors: ImportError[] },
): Promise<void> {
  const set =
    "result" in outcome
      ? {
          status: "applied" as const,
          result: outcome.result,
          rowsApplied: outcome.rows,
          rowsChecked: outcome.rows,
        }
      : { status: "invalid" as const, errorCount: outcome.errorCount, errors: outcome.errors };
  await db
    .update(catalogueImports)
    .set({ ...set, finishedAt: sql`now()` })
    .where(and(eq(catalogueImports.id, importId), eq(catalogueImports.status, "applying")));
}

export function findBrands(db: Executor): Promise<BrandRef[]> {
  return db
    .select({ id: schema.brands.id, code: schema.brands.code, name: schema.brands.name })
    .from(schema.brands);
}

/** Article types (level 3) with their gender and the size chart most of their styles have. */
export function findArticleTypes(db: Executor): Promise<ArticleTypeRef[]> {
  return queryRows<ArticleTypeRef>(
    db,
    sql`select c.id as "categoryId", c.gender, c.name, c.article_type as "articleType", c.returnable,
          (select mode() within group (order by s.size_chart_id) from styles s
            where s.category_id = c.id and s.size_chart_id is not null) as "sizeChartId"
        from categories c where c.level = 3 and c.article_type is not null`,
  );
}

export function findCentres(db: Executor): Promise<{ id: number; code: string }[]> {
  return db
    .select({ id: schema.fulfilmentCentres.id, code: schema.fulfilmentCentres.code })
    .from(schema.fulfilmentCentres);
}

/** The styles of these codes with their sizes; `lock` takes their rows for the apply's transaction. */
export async function findStyles(
  db: Executor,
  codes: readonly string[],
  lock: boolean,
): Promise<ExistingStyle[]> {
  const styles = await queryRows<Omit<ExistingStyle, "sizes">>(
    db,
    sql`select s.id as "styleId", s.code, s.brand_id as "brandId", s.name, s.story, s.category_id as "categoryId",
          s.gender, s.article_type as "articleType", coalesce(c.name, s.article_type) as "articleTypeName",
          s.returnable, s.colour, s.colour_code as "colourCode", s.occasion, s.hsn_code as "hsnCode",
          s.mrp as "listedMrp", s.price as "listedPrice"
        from styles s left join categories c on c.id = s.category_id
        where s.code in ${textSet(codes)}
        order by s.id
        ${lock ? sql`for update of s` : sql``}`,
  );
  if (styles.length === 0) return [];
  const sizes = await queryRows<ExistingSize & { styleId: number }>(
    db,
    sql`select k.id as "skuId", k.style_id as "styleId", k.size, k.ean, k.mrp, k.price from skus k
        where k.style_id in (select (jsonb_array_elements_text(${JSON.stringify(styles.map((style) => style.styleId))}::jsonb))::int)
        order by k.position, k.id`,
  );
  const byStyle = new Map<number, ExistingSize[]>();
  for (const { styleId, ...size } of sizes) {
    const list = byStyle.get(styleId) ?? [];
    list.push(size);
    byStyle.set(styleId, list);
  }
  return styles.map((style) => ({ ...style, sizes: byStyle.get(style.styleId) ?? [] }));
}

/** The sizes in the database that have these EANs. */
export function findEans(db: Executor, eans: readonly string[]) {
  return queryRows<{ ean: string; skuId: number; code: string; size: string }>(
    db,
    sql`select k.ean, k.id as "skuId", s.code, k.size from skus k join styles s on s.id = k.style_id
        where k.ean in ${textSet(eans)}`,
  );
}

/** Units of these sizes at these centres (a size a centre never held has no row). */
export function findUnits(db: Executor, skuIds: readonly number[], fcIds: readonly number[]) {
  return queryRows<{ skuId: number; fcId: number; units: number }>(
    db,
    sql`select sku_id as "skuId", fc_id as "fcId", quantity as units from stock
        where sku_id in (select (jsonb_array_elements_text(${JSON.stringify(skuIds)}::jsonb))::int)
          and fc_id in (select (jsonb_array_elements_text(${JSON.stringify(fcIds)}::jsonb))::int)`,
  );
}

/** Runs `write` on each batch of `rows` in turn. */
export async function inBatches<T>(
  rows: readonly T[],
  write: (batch: readonly T[]) => Promise<void>,
): Promise<void> {
  for (let at = 0; at < rows.length; at += BATCH) await write(rows.slice(at, at + BATCH));
}

export interface NewStyleRow {
  code: string;
  slug: string;
  name: string;
  brandId: number;
  categoryId: number;
  gender: string;
  articleType: string;
  colour: string;
  colourCode: string;
  occasion: string;
  mrp: number;
  price: number;
  discountPercent: number;
  onSale: boolean;
  hsnCode: string;
  returnable: boolean;
  story: string;
  sizeChartId: number | null;
}

/** New styles, unpublished, their ids from `styles_id_seq`; answers each code's id. */
export function insertStyles(db: Executor, rows: readonly NewStyleRow[]) {
  return queryRows<{ styleId: number; code: string }>(
    db,
    sql`insert into styles (code, slug, name, brand_id, category_id, gender, article_type, colour, colour_code,
          occasion, mrp, price, discount_percent, on_sale, hsn_code, returnable, story, tags, size_chart_id,
          image_views, design_code, is_new, published)
        select v.code, v.slug, v.name, v."brandId", v."categoryId", v.gender, v."articleType", v.colour,
          v."colourCode", v.occasion, v.mrp, v.price, v."discountPercent", v."onSale", v."hsnCode", v.returnable,
          v.story, '{}', v."sizeChartId", '{}', v.code, true, false
        from ${recordset(rows, `code text, slug text, name text, "brandId" int, "categoryId" int, gender text, "articleType" text, colour text, "colourCode" text, occasion text, mrp int, price int, "discountPercent" int, "onSale" boolean, "hsnCode" text, returnable boolean, story text, "sizeChartId" int`)}
        returning id as "styleId", code`,
  );
}

export type StyleUpdateRow = Omit<NewStyleRow, "code" | "slug" | "brandId" | "sizeChartId"> & {
  styleId: number;
};

/** Existing styles' words, category and listed prices. */
export async function updateStyles(db: Executor, rows: readonly StyleUpdateRow[]): Promise<void> {
  await db.execute(
    sql`update styles s set name = v.name, category_id = v."categoryId", gender = v.gender,
          article_type = v."articleType", colour = v.colour, colour_code = v."colourCode", occasion = v.occasion,
          mrp = v.mrp, price = v.price, discount_percent = v."discountPercent", on_sale = v."onSale",
          hsn_code = v."hsnCode", returnable = v.returnable, story = v.story
        from ${recordset(rows, `"styleId" int, name text, "categoryId" int, gender text, "articleType" text, colour text, "colourCode" text, occasion text, mrp int, price int, "discountPercent" int, "onSale" boolean, "hsnCode" text, returnable boolean, story text`)}
        where s.id = v."styleId"`,
  );
}

export interface NewSizeRow {
  styleId: number;
  size: string;
  ean: string;
  mrp: number;
  price: number;
  /** The file's line: sizes are placed after the style's others in file order. */
  line: number;
}

/** New sizes, ids from `skus_id_seq`; answers each one's id with its style and size. */
export function insertSizes(db: Executor, rows: readonly NewSizeRow[]) {
  return queryRows<{ skuId: number; styleId: number; size: string }>(
    db,
    sql`insert into skus (style_id, size, ean, mrp, price, position)
        select v."styleId", v.size, v.ean, v.mrp, v.price,
          coalesce((select max(k.position) from skus k where k.style_id = v."styleId"), 0)
            + row_number() over (partition by v."styleId" order by v.line)
        from ${recordset(rows, `"styleId" int, size text, ean text, mrp int, price int, line int`)}
        returning id as "skuId", style_id as "styleId", size`,
  );
}

export async function updateSizePrices(
  db: Executor,
  rows: readonly { skuId: number; mrp: number; price: number }[],
): Promise<void> {
  await db.execute(
    sql`update skus k set mrp = v.mrp, price = v.price
        from ${recordset(rows, `"skuId" int, mrp int, price int`)} where k.id = v."skuId"`,
  );
}

/**
 * The units of these sizes at these centres, their rows locked for the transaction (the stock
 * module's rule: a centre that never held a size gets a row of none first).
 */
export async function lockUnits(db: Executor, pairs: readonly { skuId: number; fcId: number }[]) {
  const set = (columns: SQL) => sql`${recordset(pairs, `"skuId" int, "fcId" int`)} ${columns}`;
  await db.execute(
    sql`insert into stock (sku_id, fc_id, quantity) select v."skuId", v."fcId", 0 from ${set(sql``)}
        on conflict do nothing`,
  );
  return queryRows<{ skuId: number; fcId: number; units: number }>(
    db,
    sql`select q.sku_id as "skuId", q.fc_id as "fcId", q.quantity as units from stock q
        join ${set(sql``)} on q.sku_id = v."skuId" and q.fc_id = v."fcId"
        order by q.sku_id, q.fc_id
        for update of q`,
  );
}

export interface StockChangeRow {
  skuId: number;
  fcId: number;
  delta: number;
  unitsAfter: number;
  reason: string;
  staffId: number;
  requestId: string;
}

/** Each change a `stock_changes` row with its reason, and the units it leaves. */
export async function writeStock(db: Executor, rows: readonly StockChangeRow[]): Promise<void> {
  const columns = `"skuId" int, "fcId" int, delta int, "unitsAfter" int, reason text, "staffId" int, "requestId" text`;
  await db.execute(
    sql`insert into stock_changes (sku_id, fc_id, delta, units_after, reason, staff_id, request_id)
        select v."skuId", v."fcId", v.delta, v."unitsAfter", v.reason, v."staffId", v."requestId"
        from ${recordset(rows, columns)}`,
  );
  await db.execute(
    sql`update stock q set quantity = v."unitsAfter" from ${recordset(rows, columns)}
        where q.sku_id = v."skuId" and q.fc_id = v."fcId"`,
  );
}
