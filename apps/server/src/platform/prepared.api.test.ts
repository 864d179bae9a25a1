import { type DatabaseHandle, schema, type Transaction } from "@odin/db";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../testing/test-app";
import { preparedQuery } from "./prepared";

const { brands } = schema;

describe("preparedQuery", () => {
  let database: DatabaseHandle;
  let builds = 0;
  const brandNamed = preparedQuery("test_brand_by_slug", (source) => {
    builds++;
    return source
      .select({ name: brands.name })
      .from(brands)
      .where(eq(brands.slug, sql.placeholder("slug")))
      .orderBy(asc(brands.id));
  });

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  async function aBrand() {
    const [brand] = await database.db.select({ slug: brands.slug, name: brands.name }).from(brands).limit(1);
    if (!brand) throw new Error("the test catalogue has no brands");
    return brand;
  }

  it("builds a query once for the database and answers each call with its own values", async () => {
    const first = await aBrand();
    builds = 0;
    expect(await brandNamed(database.db, { slug: first.slug })).toEqual([{ name: first.name }]);
    expect(await brandNamed(database.db, { slug: "no-such-brand" })).toEqual([]);
    expect(await brandNamed(database.db, { slug: first.slug })).toEqual([{ name: first.name }]);
    expect(builds).toBe(1);
  });

  it("runs inside a transaction on the transaction's connection, seeing its uncommitted changes", async () => {
    const brand = await aBrand();
    builds = 0;
    let seen: unknown;
    const rolledBack = await database.db
      .transaction(async (tx: Transaction) => {
        await tx.update(brands).set({ name: "Renamed in a transaction" }).where(eq(brands.slug, brand.slug));
        seen = await brandNamed(tx, { slug: brand.slug });
        tx.rollback();
      })
      .then(
        () => false,
        () => true,
      );
    expect(rolledBack).toBe(true);
    expect(seen).toEqual([{ name: "Renamed in a transaction" }]);
    expect(builds).toBe(1);
    expect(await brandNamed(database.db, { slug: brand.slug })).toEqual([{ name: brand.name }]);
  });
});
