import { verify } from "@node-rs/argon2";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../client";
import { migrateDatabase } from "../migrate";
import * as schema from "../schema";
import { DEMO_PASSWORD, isSeeded, type SeedSummary, seedDemoStore } from "./index";

let handle: DatabaseHandle;
let summary: SeedSummary;
let seededBefore: boolean;
const messages: string[] = [];

beforeAll(async () => {
  handle = await openDatabase({ dataDir: "memory://" });
  await migrateDatabase(handle);
  seededBefore = await isSeeded(handle.db);
  summary = await seedDemoStore(handle.db, { styles: 300, log: (message) => messages.push(message) });
}, 180_000);

afterAll(async () => {
  await handle?.close();
});

async function count(table: string): Promise<number> {
  const result = (await handle.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]?.n ?? -1;
}

describe("seedDemoStore on PGlite", () => {
  it("reports what it wrote, and the tables hold exactly that", async () => {
    expect(seededBefore).toBe(false);
    expect(await isSeeded(handle.db)).toBe(true);
    expect(summary.styles).toBe(300);
    expect(summary.skus).toBeGreaterThanOrEqual(1_200);
    expect(summary.stores).toBeGreaterThanOrEqual(150);
    // Five shoppers' and buyers' accounts, and one staff account per built-in role.
    expect(summary.users).toBe(10);
    expect(summary.milliseconds).toBeGreaterThan(0);
    expect(messages.at(-1)).toMatch(/^seed: done/);
    expect(await count("brands")).toBe(summary.brands);
    expect(await count("categories")).toBe(summary.categories);
    expect(await count("styles")).toBe(300);
    expect(await count("skus")).toBe(summary.skus);
    expect(await count("stock")).toBe(summary.stockRows);
    expect(await count("pincodes")).toBe(summary.pincodes);
    expect(await count("users")).toBe(10);
    expect(await count("staff_roles")).toBe(5);
    expect(await count("staff_members")).toBe(6);
    expect(await count("content_documents")).toBe(summary.documents);
    expect(await count("fulfilment_centres where kind = 'store'")).toBe(summary.stores);
  });

  it("has the brand codes of the spec and styles for each of them", async () => {
    const rows = await handle.db
      .select({ code: schema.brands.code, styles: sql<number>`count(${schema.styles.id})::int` })
      .from(schema.brands)
      .leftJoin(schema.styles, eq(schema.styles.brandId, schema.brands.id))
      .groupBy(schema.brands.code);
    const byCode = new Map(rows.map((row) => [row.code, row.styles]));
    for (const code of ["nw", "us", "fm", "se"]) expect(byCode.get(code), code).toBeGreaterThan(0);
  });

  it("stores arrays, dates and nulls as written", async () => {
    const [style] = await handle.db.select().from(schema.styles).where(eq(schema.styles.id, 1_000_001));
    expect(style?.code).toMatch(/^[A-Z0-9]{11}$/);
    expect(style?.tags.length).toBeGreaterThanOrEqual(3);
    expect(style?.createdAt).toBeInstanceOf(Date);
    expect(await count("styles where cardinality(image_views) = 0")).toBeGreaterThan(0);
    expect(await count("skus where tenant_size is null")).toBeGreaterThan(0);
  });

  it("leaves serial sequences past the seeded ids", async () => {
    const [brand] = await handle.db
      .insert(schema.brands)
      .values({
        code: "zz",
        name: "Test Brand",
        slug: "test-brand",
        subSitePath: "/zz",
        legalBrandNames: ["Test Brand"],
        parentBrand: "Test",
        brandType: "Apparel",
        description: "Test",
        colour: "#000000",
        position: 99,
      })
      .returning({ id: schema.brands.id });
    expect(brand?.id).toBe(summary.brands + 1);
    await handle.db.delete(schema.brands).where(eq(schema.brands.code, "zz"));
  });

  it("creates the demo accounts with argon2id hashes of the demo password", async () => {
    const [asha] = await handle.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.mobileNumber, "9876543210"));
    expect(asha).toMatchObject({
      firstName: "Asha",
      lastName: "Rao",
      email: "asha@example.in",
      roles: ["ROLE_END_USER"],
      isEmailVerified: true,
      isMobileNumberVerified: true,
    });
    expect(asha?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verify(asha?.passwordHash ?? "", DEMO_PASSWORD)).toBe(true);
    const [dual] = await handle.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, "dual@example.in"));
    expect(dual?.roles).toEqual(["ROLE_END_USER", "ROLE_BUSINESS_USER"]);
  });
});
