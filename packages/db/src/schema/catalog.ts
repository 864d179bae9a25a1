import { CATALOG_STATUSES } from "@odin/contracts";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

/** A brand with its own sub-site (spec 2 §1: about 17 brands have their own site). */
export const brands = pgTable("brands", {
  id: serial("id").primaryKey(),
  /** Short brand code used by the spec (nw, us, fm, se, ...). */
  code: text("code").notNull().unique(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  /** Path of the brand sub-site, e.g. /nw. */
  subSitePath: text("sub_site_path").notNull(),
  legalBrandNames: text("legal_brand_names").array().notNull(),
  parentBrand: text("parent_brand").notNull(),
  brandType: text("brand_type").notNull(),
  description: text("description").notNull(),
  /** Colour used for the brand's logo and banners. */
  colour: text("colour").notNull(),
  /** The one brand whose navigation may show 8 top-level entries instead of 7. */
  wideNavigation: boolean("wide_navigation").notNull().default(false),
  position: integer("position").notNull(),
});

/** Category tree: gender (level 1) > group (level 2) > article type (level 3). */
export const categories = pgTable(
  "categories",
  {
    id: serial("id").primaryKey(),
    parentId: integer("parent_id"),
    level: smallint("level").notNull(),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    gender: text("gender").notNull(),
    /** Set on article-type leaves only. */
    articleType: text("article_type"),
    /** Article types that cannot be returned (innerwear, lingerie, fragrances, beauty). */
    returnable: boolean("returnable").notNull().default(true),
    position: integer("position").notNull(),
  },
  (t) => [index("categories_parent_idx").on(t.parentId)],
);

/**
 * A promotion: shown on the product page, and as a coupon in the bag (spec 3 §2, §3). The styles it
 * covers are its `style_promotions` rows. Money is paise; `value` is a percent for `percent`, paise for
 * `flat`, the number of pieces bought per free piece for `buyXgetY` and the points multiplier for
 * `loyaltyMultiplier`; `included` is a discount already in the prices (nothing more comes off).
 */
export const promotions = pgTable(
  "promotions",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull().unique(),
    displayDiscount: text("display_discount").notNull(),
    tnc: text("tnc").notNull(),
    kind: text("kind")
      .$type<"percent" | "flat" | "buyXgetY" | "included" | "loyaltyMultiplier">()
      .notNull()
      .default("included"),
    value: integer("value").notNull().default(0),
    /** The eligible items must be worth at least this much (after their price discount). */
    minBagValue: integer("min_bag_value").notNull().default(0),
    maxDiscount: integer("max_discount"),
    validFrom: timestamp("valid_from", { withTimezone: true }),
    validUntil: timestamp("valid_until", { withTimezone: true }),
    /** Once per shopper in this many days (null: no limit; 36500: once ever). */
    oncePerDays: integer("once_per_days"),
    firstOrderOnly: boolean("first_order_only").notNull().default(false),
    /** Only when paid this way: PREPAID, UPI or CARD (spec 3 promotion payment constraints). */
    paymentConstraint: text("payment_constraint").$type<"PREPAID" | "UPI" | "CARD">(),
    /** False: it cannot apply to a bag holding an item of another promotion that is not combinable. */
    combinable: boolean("combinable").notNull().default(true),
    /**
     * The brands whose every style it covers, those added later too (a trigger on `styles` adds
     * their rows to `style_promotions`); null when its styles were chosen otherwise (the seed's rules).
     */
    brandIds: integer("brand_ids").array(),
    /** The orders it may be used on in all (null: no total limit); `redemptions` counts those holding it. */
    maxRedemptions: integer("max_redemptions"),
    redemptions: integer("redemptions").notNull().default(0),
    /** Set while staff hold it back: it applies nowhere until resumed. */
    pausedAt: timestamp("paused_at", { withTimezone: true }),
    /** Set when staff ended it, for good. */
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (t) => [
    check(
      "promotions_redemptions_within_limit",
      sql`${t.redemptions} >= 0 and (${t.maxRedemptions} is null or ${t.redemptions} <= ${t.maxRedemptions})`,
    ),
    check("promotions_limit_positive", sql`${t.maxRedemptions} is null or ${t.maxRedemptions} > 0`),
  ],
);

export const sizeCharts = pgTable("size_charts", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  data: jsonb("data").notNull(),
});

/** A style is what a shopper sees as one product: one colourway of a design. */
export const styles = pgTable(
  "styles",
  {
    /** Given by the seed, or by `styles_id_seq` (an import of new styles). */
    id: integer("id").primaryKey().default(sql`nextval('styles_id_seq')`),
    /** 10-11 character uppercase/digit code that ends the product page address. */
    code: text("code").notNull().unique(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    brandId: integer("brand_id").notNull(),
    categoryId: integer("category_id").notNull(),
    gender: text("gender").notNull(),
    articleType: text("article_type").notNull(),
    colour: text("colour").notNull(),
    colourCode: text("colour_code").notNull(),
    secondaryColour: text("secondary_colour"),
    occasion: text("occasion").notNull(),
    /** Prices in paise. */
    mrp: integer("mrp").notNull(),
    price: integer("price").notNull(),
    discountPercent: smallint("discount_percent").notNull(),
    hsnCode: text("hsn_code").notNull(),
    isNew: boolean("is_new").notNull().default(false),
    onSale: boolean("on_sale").notNull().default(false),
    inStock: boolean("in_stock").notNull().default(true),
    returnable: boolean("returnable").notNull().default(true),
    story: text("story").notNull(),
    tags: text("tags").array().notNull(),
    sizeChartId: integer("size_chart_id"),
    /** Image views available, in display order (front, back, detail). */
    imageViews: text("image_views").array().notNull(),
    /** Groups the colourways of one design (the other colours on a product page). */
    designCode: text("design_code").notNull(),
    popularity: integer("popularity").notNull().default(0),
    catalogStatus: text("catalog_status", { enum: CATALOG_STATUSES }).notNull().default("content_image_done"),
    /** Shown to shoppers: listings, search, its product page, bags and orders. Unpublished, it is none of them. */
    published: boolean("published").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("styles_brand_idx").on(t.brandId),
    index("styles_category_idx").on(t.categoryId),
    index("styles_design_idx").on(t.designCode),
    index("styles_gender_article_idx").on(t.gender, t.articleType),
    index("styles_popularity_idx").on(sql`${t.popularity} desc`),
  ],
);

export const stylePromotions = pgTable(
  "style_promotions",
  {
    styleId: integer("style_id").notNull(),
    promotionId: integer("promotion_id").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.styleId, t.promotionId] }),
    index("style_promotions_promo_idx").on(t.promotionId),
  ],
);

/** A stock-keeping unit: one size of a style. */
export const skus = pgTable(
  "skus",
  {
    /** Given by the seed, or by `skus_id_seq` (a size added in the back office). */
    id: integer("id").primaryKey().default(sql`nextval('skus_id_seq')`),
    styleId: integer("style_id").notNull(),
    size: text("size").notNull(),
    /** Alternate size shown with a label, e.g. "32" with label "Waist (in)". */
    tenantSize: text("tenant_size"),
    tenantSizeLabel: text("tenant_size_label"),
    ean: text("ean").notNull().unique(),
    mrp: integer("mrp").notNull(),
    price: integer("price").notNull(),
    position: smallint("position").notNull(),
  },
  (t) => [index("skus_style_idx").on(t.styleId)],
);
