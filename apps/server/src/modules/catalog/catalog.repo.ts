import type { PhotoVersions } from "@odin/contracts";
import { type Database, queryRows } from "@odin/db";
import { type SQL, sql } from "drizzle-orm";
import { photoVersionsOf } from "./photo-sql";
import { promotionShown } from "./promotion-sql";

/** What the in-memory catalog keeps of a style. Prices in paise; `createdAt` in epoch ms. */
export interface StyleRow {
  id: number;
  code: string;
  slug: string;
  name: string;
  brandId: number;
  gender: string;
  articleType: string;
  colour: string;
  colourCode: string;
  occasion: string;
  mrp: number;
  price: number;
  discountPercent: number;
  isNew: boolean;
  onSale: boolean;
  popularity: number;
  createdAt: number;
  imageViews: string[];
  photos: PhotoVersions | null;
  tags: string[];
}

export interface StyleExtras {
  styleId: number;
  /** Fulfilment centres holding at least one unit of one of its SKUs. */
  centres: number[] | null;
  promotionIds: number[] | null;
  ratingAverage: number | null;
  ratingCount: number | null;
}

export interface BrandRef {
  id: number;
  code: string;
  name: string;
  legalBrandNames: string[];
  parentBrand: string;
}

export interface PromotionRef {
  id: number;
  code: string;
  displayDiscount: string;
}

export interface CentreRef {
  id: number;
  code: string;
  kind: "warehouse" | "store";
  name: string;
  city: string;
  latitude: number;
  longitude: number;
  sameDayCapable: boolean;
  /** Only stores shown in the store locator offer pickup. */
  storeLocatorEnabled: boolean;
}

export interface PageRouteRef {
  path: string;
  type: string;
  title: string;
  reference: string;
}

/** `and s.id = any(ids)` when only some styles are wanted. */
const only = (column: SQL, ids: readonly number[] | null) =>
  ids ? sql`and ${column} = any(${`{${ids.join(",")}}`}::int[])` : sql``;

export function loadStyles(db: Database, ids: readonly number[] | null): Promise<StyleRow[]> {
  return queryRows<StyleRow>(
    db,
    sql`select s.id, s.code, s.slug, s.name, s.brand_id as "brandId", s.gender,
          s.article_type as "articleType", s.colour, s.colour_code as "colourCode", s.occasion,
          s.mrp, s.price, s.discount_percent as "discountPercent", s.is_new as "isNew",
          s.on_sale as "onSale", s.popularity,
          (extract(epoch from s.created_at) * 1000)::float8 as "createdAt",
          s.image_views as "imageViews", ${photoVersionsOf(sql`s.id`)} as photos, s.tags
        from styles s where s.published ${only(sql`s.id`, ids)}`,
  );
}

/**
 * Stock centres, promotions and published-review rating of each style, one row per style that has
 * any of them; set-based, so a full load is four scans whatever the catalog size.
 */
export function loadStyleExtras(db: Database, ids: readonly number[] | null): Promise<StyleExtras[]> {
  return queryRows<StyleExtras>(
    db,
    sql`with held as (
          select k.style_id, array_agg(distinct st.fc_id order by st.fc_id) as centres
          from skus k join stock st on st.sku_id = k.id
          where st.quantity > 0 ${only(sql`k.style_id`, ids)}
          group by k.style_id),
        promos as (
          select sp.style_id, array_agg(sp.promotion_id order by sp.promotion_id) as promotion_ids
          from style_promotions sp join promotions p on p.id = sp.promotion_id
          where ${promotionShown(sql`p`)} ${only(sql`sp.style_id`, ids)}
          group by sp.style_id),
        ratings as (
          select style_id, round(avg(rating), 1)::float8 as average, count(*)::int as count
          from reviews where status = 'PUBLISHED' ${only(sql`style_id`, ids)}
          group by style_id)
        select coalesce(h.style_id, p.style_id, r.style_id) as "styleId", h.centres,
          p.promotion_ids as "promotionIds", r.average as "ratingAverage", r.count as "ratingCount"
        from held h
        full join promos p on p.style_id = h.style_id
        full join ratings r on r.style_id = coalesce(h.style_id, p.style_id)`,
  );
}

export function loadBrands(db: Database): Promise<BrandRef[]> {
  return queryRows<BrandRef>(
    db,
    sql`select id, code, name, legal_brand_names as "legalBrandNames", parent_brand as "parentBrand"
        from brands order by position, id`,
  );
}

export function loadPromotions(db: Database): Promise<PromotionRef[]> {
  return queryRows<PromotionRef>(
    db,
    sql`select id, code, display_discount as "displayDiscount" from promotions p
        where ${promotionShown(sql`p`)} order by id`,
  );
}

export function loadCentres(db: Database): Promise<CentreRef[]> {
  return queryRows<CentreRef>(
    db,
    sql`select id, code, kind, name, city, latitude, longitude, same_day_capable as "sameDayCapable",
          store_locator_enabled as "storeLocatorEnabled"
        from fulfilment_centres order by id`,
  );
}

export function loadListingRoutes(db: Database): Promise<PageRouteRef[]> {
  return queryRows<PageRouteRef>(
    db,
    sql`select path, type, title, reference from page_routes
        where type in ('Collection', 'ProductListBanner', 'Brand')`,
  );
}
