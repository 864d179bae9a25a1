import type { BrandDeclarations, StyleDeclarations } from "@odin/contracts";
import { type Database, queryRows, schema } from "@odin/db";
import { eq, type SQL, sql } from "drizzle-orm";
import type { StyleCardSource } from "../catalog";
import { photoVersionsOf, promotionShown } from "../catalog";
import type { ChartData } from "../declarations";

/** A collection page of the `page_routes` table, for breadcrumbs. */
export interface PageLink {
  title: string;
  path: string;
}

export interface SkuStockRow {
  id: number;
  size: string;
  tenantSize: string | null;
  tenantSizeLabel: string | null;
  mrp: number;
  price: number;
  /** Units held across every fulfilment centre. */
  quantity: number;
}

export interface ColourwayRow {
  styleId: number;
  colour: string;
  colourCode: string;
  slug: string;
  code: string;
  inStock: boolean;
}

/** Everything a product page shows about one style. */
export interface StyleDetailRow extends StyleCardSource {
  gender: string;
  returnable: boolean;
  story: string;
  tags: string[];
  sizeChartId: number | null;
  brandCode: string;
  brandName: string;
  legalBrandNames: string[];
  parentBrand: string;
  articleTypeName: string | null;
  promotions: { code: string; displayDiscount: string; tnc: string }[];
  rating: { average: number; count: number; distribution: number[] };
  genderPage: PageLink | null;
  articlePage: PageLink | null;
  /** Every colourway of the design, this one included, in id order. */
  colours: ColourwayRow[];
  /** In size order. */
  skus: SkuStockRow[];
  /** The style's own legal declarations (null: none of its own), its brand's, and its size chart's data. */
  ownDeclarations: StyleDeclarations | null;
  brandDeclarations: BrandDeclarations | null;
  chart: ChartData | null;
}

/** A style holds stock when any of its SKUs has units somewhere. */
const holdsStock = (styleId: SQL) =>
  sql`exists (select 1 from skus k join stock q on q.sku_id = k.id where k.style_id = ${styleId} and q.quantity > 0)`;

const collectionPage = (reference: SQL) =>
  sql`(select json_build_object('title', pr.title, 'path', pr.path) from page_routes pr
       where pr.type = 'Collection' and pr.reference = ${reference} limit 1)`;

/** One query: the style with its brand, category, promotions, rating, collections, colourways and SKU stock. */
export async function findStyleDetail(db: Database, styleId: number): Promise<StyleDetailRow | undefined> {
  const [row] = await queryRows<StyleDetailRow>(
    db,
    sql`select s.id, s.code, s.slug, s.name, s.gender, s.article_type as "articleType", s.colour,
          s.colour_code as "colourCode", s.mrp, s.price, s.discount_percent as "discountPercent",
          s.is_new as "isNew", s.returnable, s.story, s.tags, s.size_chart_id as "sizeChartId",
          s.image_views as "imageViews", ${photoVersionsOf(sql`s.id`)} as photos,
          b.code as "brandCode", b.name as "brandName",
          b.legal_brand_names as "legalBrandNames", b.parent_brand as "parentBrand",
          c.name as "articleTypeName",
          coalesce((select json_agg(json_build_object('code', p.code, 'displayDiscount', p.display_discount,
                      'tnc', p.tnc) order by p.id)
                    from style_promotions sp join promotions p on p.id = sp.promotion_id
                    where sp.style_id = s.id and ${promotionShown(sql`p`)}), '[]') as promotions,
          (select json_build_object('average', coalesce(round(avg(r.rating), 1), 0), 'count', count(*),
                    'distribution', json_build_array(count(*) filter (where r.rating = 1),
                      count(*) filter (where r.rating = 2), count(*) filter (where r.rating = 3),
                      count(*) filter (where r.rating = 4), count(*) filter (where r.rating = 5)))
             from reviews r where r.style_id = s.id and r.status = 'PUBLISHED') as rating,
          ${collectionPage(sql`'gender=' || s.gender`)} as "genderPage",
          ${collectionPage(sql`'gender=' || s.gender || '&article=' || s.article_type`)} as "articlePage",
          (select json_agg(json_build_object('styleId', o.id, 'colour', o.colour, 'colourCode', o.colour_code,
                    'slug', o.slug, 'code', o.code, 'inStock', ${holdsStock(sql`o.id`)}) order by o.id)
             from styles o where o.design_code = s.design_code and o.published) as colours,
          coalesce((select json_agg(json_build_object('id', k.id, 'size', k.size, 'tenantSize', k.tenant_size,
                      'tenantSizeLabel', k.tenant_size_label, 'mrp', k.mrp, 'price', k.price,
                      'quantity', (select coalesce(sum(q.quantity), 0) from stock q
                                   where q.sku_id = k.id and q.quantity > 0)) order by k.position)
                    from skus k where k.style_id = s.id), '[]') as skus,
          (select json_build_object('makerRole', d.maker_role, 'makerName', d.maker_name,
                    'makerAddress', d.maker_address, 'countryOfOrigin', d.country_of_origin,
                    'careEmail', d.care_email, 'carePhone', d.care_phone, 'sellerName', d.seller_name,
                    'sellerAddress', d.seller_address, 'packaged', d.packaged, 'netQuantity', d.net_quantity,
                    'netQuantityMeasure', d.net_quantity_measure, 'madeOn', d.made_on, 'dimensions', d.dimensions)
             from style_declarations d where d.style_id = s.id) as "ownDeclarations",
          (select json_build_object('makerRole', d.maker_role, 'makerName', d.maker_name,
                    'makerAddress', d.maker_address, 'countryOfOrigin', d.country_of_origin,
                    'careEmail', d.care_email, 'carePhone', d.care_phone, 'sellerName', d.seller_name,
                    'sellerAddress', d.seller_address)
             from brand_declarations d where d.brand_id = s.brand_id) as "brandDeclarations",
          (select z.data from size_charts z where z.id = s.size_chart_id) as chart
        from styles s
        join brands b on b.id = s.brand_id
        left join categories c on c.id = s.category_id
        where s.id = ${styleId} and s.published`,
  );
  return row;
}

/** What a product card shows: the card's style fields with the brand name and stock. */
export interface StyleCardRow extends StyleCardSource {
  brandName: string;
  inStock: boolean;
}

const CARD_COLUMNS = sql`s.id, s.code, s.slug, s.name, b.name as "brandName", s.article_type as "articleType",
  s.colour, s.colour_code as "colourCode", s.mrp, s.price, s.discount_percent as "discountPercent",
  s.is_new as "isNew", s.image_views as "imageViews", ${photoVersionsOf(sql`s.id`)} as photos`;

const idArray = (ids: readonly number[]) => `{${ids.join(",")}}`;

/** Cards of the given styles, in no particular order; unknown and unpublished ids are left out. */
export async function findStyleCards(db: Database, styleIds: readonly number[]): Promise<StyleCardRow[]> {
  if (styleIds.length === 0) return [];
  return queryRows<StyleCardRow>(
    db,
    sql`select ${CARD_COLUMNS}, ${holdsStock(sql`s.id`)} as "inStock"
        from styles s join brands b on b.id = s.brand_id
        where s.id = any(${idArray(styleIds)}::int[]) and s.published`,
  );
}

/**
 * In-stock styles of the same article type and gender as `styleId`, not of its design, nearest in
 * price first. The inner query sorts the candidates without touching stock (`offset 0` keeps the
 * stock test out of it), so the stock test runs only until `limit` styles are found.
 */
export async function findSimilarStyleCards(
  db: Database,
  styleId: number,
  limit: number,
): Promise<StyleCardRow[]> {
  return queryRows<StyleCardRow>(
    db,
    sql`select c.id, c.code, c.slug, c.name, c."brandName", c."articleType", c.colour, c."colourCode", c.mrp,
          c.price, c."discountPercent", c."isNew", c."imageViews", c.photos, true as "inStock"
        from (select ${CARD_COLUMNS}, abs(s.price - t.price) as gap
              from styles t
              join styles s on s.gender = t.gender and s.article_type = t.article_type
                and s.design_code <> t.design_code and s.published
              join brands b on b.id = s.brand_id
              where t.id = ${styleId}
              order by gap, s.id
              offset 0) c
        where ${holdsStock(sql`c.id`)}
        order by c.gap, c.id
        limit ${limit}`,
  );
}

export async function findSizeChart(db: Database, id: number) {
  const { sizeCharts } = schema;
  const [row] = await db.select().from(sizeCharts).where(eq(sizeCharts.id, id));
  return row;
}
