import { randomInt } from "node:crypto";
import { discountPercent } from "@odin/contracts";
import { type Database, schema } from "@odin/db";
import { inArray, sql } from "drizzle-orm";

/**
 * Styles, sizes, stock and promotions of the bag's API tests, made per test file with ids of their
 * own (house rule 10: the PostgreSQL run shares one database between files) and removed at the end.
 * Prices in paise.
 */

export interface FixtureSize {
  skuId: number;
  styleId: number;
  /** The brand of its style (loyalty points of this brand pay for it). */
  brandId: number;
  name: string;
}

export interface SizeSpec {
  mrp: number;
  price: number;
  /** Units in stock at one warehouse (0: sold out). */
  stock: number;
  hsnCode?: string;
  /** Ids of promotions the style carries. */
  promotionIds?: number[];
  /** Units held at other centres (stores, for pickup), besides `stock` at the warehouse. */
  heldAt?: { fcId: number; quantity: number }[];
}

export type PromotionSpec = Partial<typeof schema.promotions.$inferInsert> & { code: string };

export interface BagFixture {
  size(spec: SizeSpec): Promise<FixtureSize>;
  promotion(spec: PromotionSpec): Promise<number>;
  setStock(skuId: number, quantity: number): Promise<void>;
  remove(): Promise<void>;
}

export function createBagFixture(db: Database): BagFixture {
  let next = randomInt(100_000, 900_000) * 1000 + 1_000_000_000;
  const styleIds: number[] = [];
  const promotionIds: number[] = [];
  const tag = String(next).slice(-6);

  /** The warehouse every fixture size is stocked at. */
  async function warehouseId(): Promise<number> {
    const [row] = await db
      .select({ id: schema.fulfilmentCentres.id })
      .from(schema.fulfilmentCentres)
      .where(sql`${schema.fulfilmentCentres.kind} = 'warehouse'`)
      .orderBy(schema.fulfilmentCentres.id)
      .limit(1);
    if (!row) throw new Error("the test catalog has no warehouse");
    return row.id;
  }

  return {
    async size(spec) {
      next += 1;
      const styleId = next;
      const skuId = next;
      const name = `Bag Test Style ${styleId}`;
      const [brand] = await db
        .select({ id: schema.brands.id })
        .from(schema.brands)
        .orderBy(schema.brands.id)
        .limit(1);
      const brandId = brand?.id ?? 1;
      const [category] = await db.select({ id: schema.categories.id }).from(schema.categories).limit(1);
      await db.insert(schema.styles).values({
        id: styleId,
        code: `BT${styleId}`,
        slug: `bag-test-${styleId}`,
        name,
        brandId,
        categoryId: category?.id ?? 1,
        gender: "Men",
        articleType: "tshirts",
        colour: "Blue",
        colourCode: "#1565c0",
        occasion: "Casual",
        mrp: spec.mrp,
        price: spec.price,
        discountPercent: discountPercent(spec.mrp, spec.price),
        hsnCode: spec.hsnCode ?? "6109",
        story: "A style of the bag tests.",
        tags: [],
        imageViews: [],
        designCode: `BT${styleId}`,
      });
      styleIds.push(styleId);
      await db.insert(schema.skus).values({
        id: skuId,
        styleId,
        size: "M",
        ean: `BT${skuId}`,
        mrp: spec.mrp,
        price: spec.price,
        position: 0,
      });
      await db.insert(schema.stock).values({ skuId, fcId: await warehouseId(), quantity: spec.stock });
      for (const held of spec.heldAt ?? []) await db.insert(schema.stock).values({ skuId, ...held });
      for (const promotionId of spec.promotionIds ?? []) {
        await db.insert(schema.stylePromotions).values({ styleId, promotionId });
      }
      return { skuId, styleId, brandId, name };
    },

    async promotion(spec) {
      const [row] = await db
        .insert(schema.promotions)
        .values({
          displayDiscount: spec.code,
          tnc: `Terms of ${spec.code}.`,
          ...spec,
          code: `${spec.code}${tag}`,
        })
        .returning({ id: schema.promotions.id });
      if (!row) throw new Error("no promotion inserted");
      promotionIds.push(row.id);
      return row.id;
    },

    async setStock(skuId, quantity) {
      await db
        .update(schema.stock)
        .set({ quantity })
        .where(inArray(schema.stock.skuId, [skuId]));
    },

    async remove() {
      if (styleIds.length > 0) {
        const skuIds = await db
          .select({ id: schema.skus.id })
          .from(schema.skus)
          .where(inArray(schema.skus.styleId, styleIds))
          .then((rows) => rows.map((row) => row.id));
        await db.delete(schema.bagItems).where(inArray(schema.bagItems.skuId, skuIds));
        await db.delete(schema.stock).where(inArray(schema.stock.skuId, skuIds));
        await db.delete(schema.stockChanges).where(inArray(schema.stockChanges.skuId, skuIds));
        await db.delete(schema.skus).where(inArray(schema.skus.styleId, styleIds));
        await db.delete(schema.styleDeclarations).where(inArray(schema.styleDeclarations.styleId, styleIds));
        await db.delete(schema.stylePhotos).where(inArray(schema.stylePhotos.styleId, styleIds));
        await db.delete(schema.stylePromotions).where(inArray(schema.stylePromotions.styleId, styleIds));
        await db.delete(schema.styles).where(inArray(schema.styles.id, styleIds));
      }
      if (promotionIds.length > 0) {
        await db
          .delete(schema.couponRedemptions)
          .where(inArray(schema.couponRedemptions.promotionId, promotionIds));
        await db.delete(schema.promotions).where(inArray(schema.promotions.id, promotionIds));
      }
    },
  };
}

/** A promotion's code as the fixture stored it (with the file's tag). */
export async function promotionCode(db: Database, id: number): Promise<string> {
  const [row] = await db
    .select({ code: schema.promotions.code })
    .from(schema.promotions)
    .where(inArray(schema.promotions.id, [id]));
  if (!row) throw new Error("no such promotion");
  return row.code;
}
