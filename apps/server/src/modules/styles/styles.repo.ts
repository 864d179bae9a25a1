import type { CatalogueOptions, StyleSummary } from "@odin/contracts";
import { type Executor, queryRows, schema } from "@odin/db";
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { StylePrices } from "./styles-rules";

const { styles, skus, categories, sizeCharts } = schema;

const intArray = (ids: readonly number[]) => `{${ids.join(",")}}`;

/** Units a size's centres hold for sale, and units open orders (not yet shipped) took from them. */
const UNITS = (sku: SQL) =>
  sql`coalesce((select sum(q.quantity) from stock q where q.sku_id = ${sku} and q.quantity > 0), 0)::int`;
const RESERVED = (sku: SQL) =>
  sql`coalesce((select sum(i.quantity) from order_items i
                where i.sku_id = ${sku} and i.status in ('PAYMENT_PENDING', 'PLACED', 'PACKED')), 0)::int`;
const HELD = sql`exists (select 1 from skus k join stock q on q.sku_id = k.id where k.style_id = s.id and q.quantity > 0)`;

export interface StyleFilter {
  q?: string;
  brandId?: number;
  categoryId?: number;
  published?: boolean;
  inStock?: boolean;
  /** Paise. */
  priceMin?: number;
  priceMax?: number;
  /** Styles below this id (the page after). */
  below?: number;
  brandIds: readonly number[] | null;
  limit: number;
}

/** A page of styles, newest first, `limit` + 1 rows so the caller knows whether another page follows. */
export function searchStyles(db: Executor, filter: StyleFilter): Promise<StyleSummary[]> {
  const conditions: SQL[] = [];
  if (filter.q) {
    const words = `%${filter.q.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
    conditions.push(sql`(s.code = upper(${filter.q}) or s.name ilike ${words})`);
  }
  if (filter.brandId !== undefined) conditions.push(sql`s.brand_id = ${filter.brandId}`);
  if (filter.categoryId !== undefined) {
    conditions.push(sql`s.category_id in (
      select c.id from categories c left join categories p on p.id = c.parent_id
      where c.id = ${filter.categoryId} or c.parent_id = ${filter.categoryId} or p.parent_id = ${filter.categoryId})`);
  }
  if (filter.published !== undefined) conditions.push(sql`s.published = ${filter.published}`);
  if (filter.inStock !== undefined) conditions.push(filter.inStock ? HELD : sql`not ${HELD}`);
  if (filter.priceMin !== undefined) conditions.push(sql`s.price >= ${filter.priceMin}`);
  if (filter.priceMax !== undefined) conditions.push(sql`s.price <= ${filter.priceMax}`);
  if (filter.below !== undefined) conditions.push(sql`s.id < ${filter.below}`);
  if (filter.brandIds !== null) conditions.push(sql`s.brand_id = any(${intArray(filter.brandIds)}::int[])`);
  const where = conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`;
  return queryRows<StyleSummary>(
    db,
    sql`select s.id as "styleId", s.code, s.name, b.name as "brandName", s.gender,
          coalesce(c.name, s.article_type) as "articleTypeName", s.colour, s.mrp, s.price, s.published,
          (select count(*) from skus k where k.style_id = s.id)::int as sizes,
          coalesce((select sum(q.quantity) from skus k join stock q on q.sku_id = k.id
                    where k.style_id = s.id and q.quantity > 0), 0)::int as units
        from styles s
        join brands b on b.id = s.brand_id
        left join categories c on c.id = s.category_id
        where ${where}
        order by s.id desc
        limit ${filter.limit + 1}`,
  );
}

export interface StyleRecord {
  styleId: number;
  code: string;
  slug: string;
  name: string;
  story: string;
  brandId: number;
  brandName: string;
  categoryId: number;
  gender: string;
  articleType: string;
  articleTypeName: string;
  colour: string;
  colourCode: string;
  occasion: string;
  tags: string[];
  hsnCode: string;
  sizeChartId: number | null;
  returnable: boolean;
  published: boolean;
}

/** A style with its brand and category names; `lock` takes its row for the transaction. */
export async function findStyle(
  db: Executor,
  styleId: number,
  lock = false,
): Promise<StyleRecord | undefined> {
  const [row] = await queryRows<StyleRecord>(
    db,
    sql`select s.id as "styleId", s.code, s.slug, s.name, s.story, s.brand_id as "brandId", b.name as "brandName",
          s.category_id as "categoryId", s.gender, s.article_type as "articleType",
          coalesce(c.name, s.article_type) as "articleTypeName", s.colour, s.colour_code as "colourCode",
          s.occasion, s.tags, s.hsn_code as "hsnCode", s.size_chart_id as "sizeChartId", s.returnable,
          s.published
        from styles s join brands b on b.id = s.brand_id left join categories c on c.id = s.category_id
        where s.id = ${styleId}
        ${lock ? sql`for update of s` : sql``}`,
  );
  return row;
}

export interface SizeRecord {
  skuId: number;
  size: string;
  ean: string;
  mrp: number;
  price: number;
  units: number;
  reserved: number;
}

/** A style's sizes in order, with their units for sale and those open orders hold. */
export function findSizes(db: Executor, styleId: number): Promise<SizeRecord[]> {
  return queryRows<SizeRecord>(
    db,
    sql`select k.id as "skuId", k.size, k.ean, k.mrp, k.price, ${UNITS(sql`k.id`)} as units,
          ${RESERVED(sql`k.id`)} as reserved
        from skus k where k.style_id = ${styleId}
        order by k.position, k.id`,
  );
}

export async function findArticleType(db: Executor, categoryId: number) {
  const [row] = await db
    .select({
      level: categories.level,
      gender: categories.gender,
      articleType: categories.articleType,
      returnable: categories.returnable,
    })
    .from(categories)
    .where(eq(categories.id, categoryId));
  return row;
}

export async function sizeChartExists(db: Executor, id: number): Promise<boolean> {
  const rows = await db.select({ id: sizeCharts.id }).from(sizeCharts).where(eq(sizeCharts.id, id));
  return rows.length > 0;
}

export type StyleChanges = {
  name: string;
  story: string;
  categoryId: number;
  gender: string;
  articleType: string;
  returnable: boolean;
  colour: string;
  colourCode: string;
  occasion: string;
  tags: string[];
  hsnCode: string;
  sizeChartId: number | null;
};

export async function updateStyle(db: Executor, styleId: number, changes: StyleChanges): Promise<void> {
  await db.update(styles).set(changes).where(eq(styles.id, styleId));
}

export async function setPublished(db: Executor, styleId: number, published: boolean): Promise<void> {
  await db.update(styles).set({ published }).where(eq(styles.id, styleId));
}

/** The style's listed prices, kept equal to its sizes' (stylePricesOf). */
export async function setStylePrices(db: Executor, styleId: number, prices: StylePrices): Promise<void> {
  await db.update(styles).set(prices).where(eq(styles.id, styleId));
}

export async function findSizePrices(db: Executor, styleId: number) {
  return db.select({ mrp: skus.mrp, price: skus.price }).from(skus).where(eq(skus.styleId, styleId));
}

export async function findSize(db: Executor, styleId: number, skuId: number) {
  const [row] = await db
    .select({ skuId: skus.id, size: skus.size, mrp: skus.mrp, price: skus.price })
    .from(skus)
    .where(and(eq(skus.id, skuId), eq(skus.styleId, styleId)))
    .for("update");
  return row;
}

export async function setSizePrice(db: Executor, skuId: number, mrp: number, price: number): Promise<void> {
  await db.update(skus).set({ mrp, price }).where(eq(skus.id, skuId));
}

export async function sizeNamed(db: Executor, styleId: number, size: string): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from skus where style_id = ${styleId} and lower(size) = lower(${size}) limit 1`,
  );
  return rows.length > 0;
}

export async function eanTaken(db: Executor, ean: string): Promise<boolean> {
  const rows = await db.select({ id: skus.id }).from(skus).where(eq(skus.ean, ean)).limit(1);
  return rows.length > 0;
}

/** A new size after the style's others; its id comes from `skus_id_seq`. */
export async function insertSize(
  db: Executor,
  styleId: number,
  size: { size: string; ean: string; mrp: number; price: number },
): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into skus (style_id, size, ean, mrp, price, position)
        select ${styleId}, ${size.size}, ${size.ean}, ${size.mrp}, ${size.price},
               coalesce(max(position), 0) + 1
          from skus where style_id = ${styleId}
        returning id`,
  );
  if (!row) throw new Error("the size was not inserted");
  return row.id;
}

/** What the catalogue's forms choose from. */
export async function catalogueOptions(db: Executor): Promise<CatalogueOptions> {
  const [brands, categoryRows, charts, occasions, centres] = await Promise.all([
    db
      .select({ id: schema.brands.id, code: schema.brands.code, name: schema.brands.name })
      .from(schema.brands)
      .orderBy(asc(schema.brands.position), asc(schema.brands.id)),
    db
      .select({
        id: categories.id,
        name: categories.name,
        gender: categories.gender,
        level: categories.level,
        parentId: categories.parentId,
        position: categories.position,
      })
      .from(categories)
      .orderBy(asc(categories.level), asc(categories.position), asc(categories.id)),
    db.select({ id: sizeCharts.id, name: sizeCharts.name }).from(sizeCharts).orderBy(asc(sizeCharts.id)),
    queryRows<{ occasion: string }>(db, sql`select distinct occasion from styles order by occasion`),
    db
      .select({
        id: schema.fulfilmentCentres.id,
        code: schema.fulfilmentCentres.code,
        name: schema.fulfilmentCentres.name,
        kind: schema.fulfilmentCentres.kind,
      })
      .from(schema.fulfilmentCentres)
      .orderBy(asc(schema.fulfilmentCentres.id)),
  ]);
  return {
    brands,
    categories: treeOrder(categoryRows),
    sizeCharts: charts,
    occasions: occasions.map((row) => row.occasion),
    centres,
  };
}

type CategoryRow = CatalogueOptions["categories"][number] & { position: number };

/** Each gender, then its groups, each group followed by its article types: the order a select shows. */
function treeOrder(rows: readonly CategoryRow[]): CatalogueOptions["categories"] {
  const children = new Map<number | null, CategoryRow[]>();
  for (const row of rows) {
    const siblings = children.get(row.parentId) ?? [];
    siblings.push(row);
    children.set(row.parentId, siblings);
  }
  const ordered: CatalogueOptions["categories"] = [];
  const visit = (parentId: number | null) => {
    for (const { position: _position, ...row } of children.get(parentId) ?? []) {
      ordered.push(row);
      visit(row.id);
    }
  };
  visit(null);
  return ordered;
}
