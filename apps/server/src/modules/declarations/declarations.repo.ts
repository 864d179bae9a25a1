import type { BrandDeclarations, StyleDeclarations } from "@odin/contracts";
import { type Executor, queryRows, schema } from "@odin/db";
import { eq, sql } from "drizzle-orm";
import type { ChartData, DeclaredStyle } from "./declarations-rules";
import { NO_STYLE_DECLARATIONS } from "./declarations-rules";

const { brandDeclarations, styleDeclarations, brands } = schema;

const BRAND_COLUMNS = {
  makerRole: brandDeclarations.makerRole,
  makerName: brandDeclarations.makerName,
  makerAddress: brandDeclarations.makerAddress,
  countryOfOrigin: brandDeclarations.countryOfOrigin,
  careEmail: brandDeclarations.careEmail,
  carePhone: brandDeclarations.carePhone,
  sellerName: brandDeclarations.sellerName,
  sellerAddress: brandDeclarations.sellerAddress,
};

export interface BrandWithDeclarations {
  brandId: number;
  code: string;
  name: string;
  declarations: BrandDeclarations | null;
}

/** Every brand (or those of `brandIds`) with its declarations, in the brands' order. */
export async function listBrandDeclarations(
  db: Executor,
  brandIds: readonly number[] | null,
): Promise<BrandWithDeclarations[]> {
  const rows = await queryRows<{
    brandId: number;
    code: string;
    name: string;
    declarations: BrandDeclarations | null;
  }>(
    db,
    sql`select b.id as "brandId", b.code, b.name,
          case when d.brand_id is null then null else json_build_object(
            'makerRole', d.maker_role, 'makerName', d.maker_name, 'makerAddress', d.maker_address,
            'countryOfOrigin', d.country_of_origin, 'careEmail', d.care_email, 'carePhone', d.care_phone,
            'sellerName', d.seller_name, 'sellerAddress', d.seller_address) end as declarations
        from brands b left join brand_declarations d on d.brand_id = b.id
        where ${brandIds === null ? sql`true` : sql`b.id = any(${`{${brandIds.join(",")}}`}::int[])`}
        order by b.position, b.id`,
  );
  return rows;
}

export async function findBrand(db: Executor, brandId: number) {
  const [row] = await db
    .select({ brandId: brands.id, code: brands.code, name: brands.name })
    .from(brands)
    .where(eq(brands.id, brandId));
  return row;
}

export async function findBrandDeclarations(
  db: Executor,
  brandId: number,
): Promise<BrandDeclarations | null> {
  const [row] = await db
    .select(BRAND_COLUMNS)
    .from(brandDeclarations)
    .where(eq(brandDeclarations.brandId, brandId));
  return row ?? null;
}

export async function saveBrandDeclarations(
  db: Executor,
  brandId: number,
  values: BrandDeclarations,
): Promise<void> {
  await db
    .insert(brandDeclarations)
    .values({ brandId, ...values })
    .onConflictDoUpdate({ target: brandDeclarations.brandId, set: { ...values, updatedAt: sql`now()` } });
}

export async function findStyleDeclarations(db: Executor, styleId: number): Promise<StyleDeclarations> {
  const [row] = await db
    .select({
      makerRole: styleDeclarations.makerRole,
      makerName: styleDeclarations.makerName,
      makerAddress: styleDeclarations.makerAddress,
      countryOfOrigin: styleDeclarations.countryOfOrigin,
      careEmail: styleDeclarations.careEmail,
      carePhone: styleDeclarations.carePhone,
      sellerName: styleDeclarations.sellerName,
      sellerAddress: styleDeclarations.sellerAddress,
      packaged: styleDeclarations.packaged,
      netQuantity: styleDeclarations.netQuantity,
      netQuantityMeasure: styleDeclarations.netQuantityMeasure,
      madeOn: styleDeclarations.madeOn,
      dimensions: styleDeclarations.dimensions,
    })
    .from(styleDeclarations)
    .where(eq(styleDeclarations.styleId, styleId));
  return row ?? NO_STYLE_DECLARATIONS;
}

export async function saveStyleDeclarations(
  db: Executor,
  styleId: number,
  values: StyleDeclarations,
): Promise<void> {
  await db
    .insert(styleDeclarations)
    .values({ styleId, ...values })
    .onConflictDoUpdate({ target: styleDeclarations.styleId, set: { ...values, updatedAt: sql`now()` } });
}

/** What the rules read of a style besides its own declarations, and its brand (for the staff's scope). */
export interface StyleFactsForDeclarations {
  brandId: number;
  sizes: { size: string; mrp: number }[];
  chart: ChartData | null;
  returnable: boolean;
  mrp: number;
}

export async function findStyleFacts(
  db: Executor,
  styleId: number,
): Promise<StyleFactsForDeclarations | undefined> {
  const [row] = await queryRows<StyleFactsForDeclarations>(
    db,
    sql`select s.brand_id as "brandId", s.returnable, s.mrp,
          coalesce((select json_agg(json_build_object('size', k.size, 'mrp', k.mrp) order by k.position, k.id)
                    from skus k where k.style_id = s.id), '[]') as sizes,
          (select c.data from size_charts c where c.id = s.size_chart_id) as chart
        from styles s where s.id = ${styleId}`,
  );
  return row;
}

/** A style as the rules read it, or undefined for an unknown style. */
export async function findDeclaredStyle(
  db: Executor,
  styleId: number,
): Promise<(DeclaredStyle & { brandId: number }) | undefined> {
  const facts = await findStyleFacts(db, styleId);
  if (!facts) return undefined;
  const [own, brand] = await Promise.all([
    findStyleDeclarations(db, styleId),
    findBrandDeclarations(db, facts.brandId),
  ]);
  return { ...facts, own, brand };
}
