import { sql } from "drizzle-orm";
import type { Database } from "../client";
import * as schema from "../schema";
import { buildDemoCatalog, type DemoCatalog } from "./build";
import { col, insertColumns, insertRows, syncSequence } from "./bulk";
import { buildDemoOrders, insertDemoOrders } from "./demo-orders";
import { insertLoyaltyLedger } from "./loyalty";
import { insertStaff } from "./staff";
import { buildUsers, type UserRow } from "./users";

export { buildDemoCatalog, type DemoCatalog } from "./build";
export { seedBulkAfterSales, seedBulkOrders } from "./bulk-orders";
export { createRandom, Random } from "./random";
export { DEMO_PASSWORD, DEMO_USERS, type DemoUser } from "./users";

export interface SeedOptions {
  /** Number of styles (products); 5,000 for the demo store, 100,000 for benchmarks. */
  styles: number;
  log?: (message: string) => void;
}

export interface SeedSummary {
  brands: number;
  categories: number;
  styles: number;
  skus: number;
  stockRows: number;
  stores: number;
  pincodes: number;
  users: number;
  reviews: number;
  documents: number;
  /** Wall-clock time of the whole seed. */
  milliseconds: number;
}

/** True when the catalog already holds styles. */
export async function isSeeded(db: Database): Promise<boolean> {
  const rows = await db.select({ id: schema.styles.id }).from(schema.styles).limit(1);
  return rows.length > 0;
}

async function insertReference(db: Database, catalog: DemoCatalog, users: UserRow[]): Promise<void> {
  await insertRows(db, schema.brands, catalog.brands);
  await insertRows(db, schema.brandDeclarations, catalog.brandDeclarations);
  await insertRows(db, schema.categories, catalog.categories);
  await insertRows(db, schema.promotions, catalog.promotions);
  await insertRows(db, schema.sizeCharts, catalog.sizeCharts);
  await insertRows(db, schema.fulfilmentCentres, catalog.centres);
  await insertRows(db, schema.contentDocuments, catalog.contentDocuments, 20);
  await insertRows(db, schema.pageRoutes, catalog.pageRoutes);
  await insertRows(db, schema.users, users);
  const serialTables = [
    schema.brands,
    schema.categories,
    schema.promotions,
    schema.sizeCharts,
    schema.fulfilmentCentres,
    schema.contentDocuments,
    schema.users,
  ];
  for (const table of serialTables) await syncSequence(db, table);
  await insertLoyaltyLedger(db, users, catalog.brands);
  await insertStaff(db, users);
}

async function insertStyles(db: Database, { styles }: DemoCatalog): Promise<void> {
  await insertColumns(
    db,
    schema.styles,
    {
      id: col("int4", styles, (s) => s.id),
      code: col("text", styles, (s) => s.code),
      slug: col("text", styles, (s) => s.slug),
      name: col("text", styles, (s) => s.name),
      brandId: col("int4", styles, (s) => s.brandId),
      categoryId: col("int4", styles, (s) => s.categoryId),
      gender: col("text", styles, (s) => s.gender),
      articleType: col("text", styles, (s) => s.articleType),
      colour: col("text", styles, (s) => s.colour),
      colourCode: col("text", styles, (s) => s.colourCode),
      secondaryColour: col("text", styles, (s) => s.secondaryColour),
      occasion: col("text", styles, (s) => s.occasion),
      mrp: col("int4", styles, (s) => s.mrp),
      price: col("int4", styles, (s) => s.price),
      discountPercent: col("int2", styles, (s) => s.discountPercent),
      hsnCode: col("text", styles, (s) => s.hsnCode),
      isNew: col("bool", styles, (s) => s.isNew),
      onSale: col("bool", styles, (s) => s.onSale),
      inStock: col("bool", styles, (s) => s.inStock),
      returnable: col("bool", styles, (s) => s.returnable),
      story: col("text", styles, (s) => s.story),
      tags: col("text[]", styles, (s) => s.tags),
      sizeChartId: col("int4", styles, (s) => s.sizeChartId),
      imageViews: col("text[]", styles, (s) => s.imageViews),
      designCode: col("text", styles, (s) => s.designCode),
      popularity: col("int4", styles, (s) => s.popularity),
      createdAt: col("timestamptz", styles, (s) => s.createdAt),
    },
    10_000,
  );
}

async function insertCatalog(db: Database, catalog: DemoCatalog): Promise<void> {
  const { skus, stylePromotions, styleDeclarations, pincodes, stock } = catalog;
  await insertStyles(db, catalog);
  await insertRows(db, schema.styleDeclarations, styleDeclarations);
  await insertColumns(db, schema.stylePromotions, {
    styleId: col("int4", stylePromotions, (r) => r.styleId),
    promotionId: col("int4", stylePromotions, (r) => r.promotionId),
  });
  await insertColumns(db, schema.skus, {
    id: col("int4", skus, (s) => s.id),
    styleId: col("int4", skus, (s) => s.styleId),
    size: col("text", skus, (s) => s.size),
    tenantSize: col("text", skus, (s) => s.tenantSize),
    tenantSizeLabel: col("text", skus, (s) => s.tenantSizeLabel),
    ean: col("text", skus, (s) => s.ean),
    mrp: col("int4", skus, (s) => s.mrp),
    price: col("int4", skus, (s) => s.price),
    position: col("int2", skus, (s) => s.position),
  });
  // New styles and sizes (the back office, an import) take the ids after the seed's.
  await syncSequence(db, schema.styles);
  await syncSequence(db, schema.skus);
  await insertColumns(db, schema.pincodes, {
    pincode: col("text", pincodes, (p) => p.pincode),
    city: col("text", pincodes, (p) => p.city),
    district: col("text", pincodes, (p) => p.district),
    state: col("text", pincodes, (p) => p.state),
    latitude: col("float8", pincodes, (p) => p.latitude),
    longitude: col("float8", pincodes, (p) => p.longitude),
  });
  await insertColumns(
    db,
    schema.stock,
    {
      skuId: { type: "int4", values: stock.skuId },
      fcId: { type: "int4", values: stock.fcId },
      quantity: { type: "int4", values: stock.quantity },
    },
    200_000,
  );
  const { reviews } = catalog;
  await insertColumns(db, schema.reviews, {
    styleId: { type: "int4", values: reviews.styleId },
    authorName: { type: "text", values: reviews.authorName },
    rating: { type: "int2", values: reviews.rating },
    text: { type: "text", values: reviews.text },
    colour: { type: "text", values: reviews.colour },
    size: { type: "text", values: reviews.size },
    status: { type: "text", values: reviews.status },
    createdAt: { type: "timestamptz", values: reviews.createdAt },
    updatedAt: { type: "timestamptz", values: reviews.createdAt },
  });
}

const ANALYZED_TABLES = [
  "styles",
  "skus",
  "stock",
  "style_promotions",
  "pincodes",
  "fulfilment_centres",
  "categories",
  "brands",
  "reviews",
];

/**
 * Fills an empty, migrated database with the demo store in one transaction: everything is
 * computed in memory first, then written with multi-row and `unnest` inserts.
 */
export async function seedDemoStore(db: Database, options: SeedOptions): Promise<SeedSummary> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const elapsed = () => `${Math.round(performance.now() - started)} ms`;
  const [catalog, users] = await Promise.all([
    Promise.resolve().then(() => buildDemoCatalog(options.styles)),
    buildUsers(),
  ]);
  log(
    `seed: generated ${catalog.styles.length} styles, ${catalog.skus.length} SKUs, ${catalog.stock.skuId.length} stock rows (${elapsed()})`,
  );
  await db.transaction(async (tx) => {
    const txDb = tx as unknown as Database;
    await insertReference(txDb, catalog, users);
    log(`seed: brands, categories, stores, content and users written (${elapsed()})`);
    await insertCatalog(txDb, catalog);
    log(`seed: styles, SKUs, pincodes and stock written (${elapsed()})`);
    await insertDemoOrders(txDb, buildDemoOrders({ users, ...catalog }));
  });
  await db.execute(sql.raw(`analyze ${ANALYZED_TABLES.join(", ")}`));
  const summary: SeedSummary = {
    brands: catalog.brands.length,
    categories: catalog.categories.length,
    styles: catalog.styles.length,
    skus: catalog.skus.length,
    stockRows: catalog.stock.skuId.length,
    stores: catalog.centres.filter((centre) => centre.kind === "store").length,
    pincodes: catalog.pincodes.length,
    users: users.length,
    reviews: catalog.reviews.styleId.length,
    documents: catalog.contentDocuments.length,
    milliseconds: Math.round(performance.now() - started),
  };
  log(`seed: done in ${elapsed()}`);
  return summary;
}
