import { type Database, schema } from "@odin/db";
import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { ListingQuery } from "./listing-query";

const { styles, brands } = schema;

export interface StyleCardRow {
  id: number;
  code: string;
  slug: string;
  name: string;
  brandName: string;
  articleType: string;
  colour: string;
  colourCode: string;
  mrp: number;
  price: number;
  discountPercent: number;
  isNew: boolean;
  inStock: boolean;
  imageViews: string[];
  /** Number of styles matching the query, before the limit (the same on every row). */
  total: number;
}

function conditions(query: ListingQuery): SQL | undefined {
  const parts: (SQL | undefined)[] = [
    query.brands.length ? inArray(brands.code, query.brands) : undefined,
    query.colours.length ? inArray(styles.colour, query.colours) : undefined,
    query.occasions.length ? inArray(styles.occasion, query.occasions) : undefined,
    query.genders.length ? inArray(styles.gender, query.genders) : undefined,
    query.articles.length ? inArray(styles.articleType, query.articles) : undefined,
    query.newArrivals ? eq(styles.isNew, true) : undefined,
    query.onSale ? eq(styles.onSale, true) : undefined,
  ];
  return and(...parts);
}

const ORDER: Record<ListingQuery["sort"], SQL[]> = {
  popularity: [desc(styles.popularity), asc(styles.id)],
  newest: [desc(styles.createdAt), asc(styles.id)],
  price_asc: [asc(styles.price), asc(styles.id)],
  price_desc: [desc(styles.price), asc(styles.id)],
  discount: [desc(styles.discountPercent), asc(styles.id)],
};

/** In-stock styles first, then the requested order, with the match count; one query, no per-row look-ups. */
export async function findStyleCards(
  db: Database,
  query: ListingQuery,
  limit: number,
): Promise<StyleCardRow[]> {
  return db
    .select({
      id: styles.id,
      code: styles.code,
      slug: styles.slug,
      name: styles.name,
      brandName: brands.name,
      articleType: styles.articleType,
      colour: styles.colour,
      colourCode: styles.colourCode,
      mrp: styles.mrp,
      price: styles.price,
      discountPercent: styles.discountPercent,
      isNew: styles.isNew,
      inStock: styles.inStock,
      imageViews: styles.imageViews,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(styles)
    .innerJoin(brands, eq(brands.id, styles.brandId))
    .where(conditions(query))
    .orderBy(desc(styles.inStock), ...ORDER[query.sort])
    .limit(limit);
}
