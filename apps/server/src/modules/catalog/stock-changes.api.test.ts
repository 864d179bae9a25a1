import { queryRows, schema } from "@odin/db";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/api-fixture";
import type { FixtureSize } from "../../testing/bag-fixture";
import { centreOf } from "../../testing/checkout";

const test = useTestApp();
let storeId: number;

beforeAll(async () => {
  storeId = (await centreOf(test, "store")).id;
});

async function changesOf(size: FixtureSize): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    test.database.db,
    sql`select count(*)::int as n from catalog_changes where style_id = ${size.styleId}`,
  );
  return row?.n ?? 0;
}

/** Sets the units of the size at the store, and answers how many catalog changes that recorded. */
async function setAtStore(size: FixtureSize, quantity: number): Promise<number> {
  const before = await changesOf(size);
  await test.database.db
    .update(schema.stock)
    .set({ quantity })
    .where(and(eq(schema.stock.skuId, size.skuId), eq(schema.stock.fcId, storeId)));
  return (await changesOf(size)) - before;
}

describe("stock changes the catalog records (decision 30)", () => {
  it("skips a change no listing or product page shows", async () => {
    // 30 at the warehouse, 40 at the store: what can be bought stays capped at 10 either way.
    const size = await test.sizes.size({
      mrp: 99_900,
      price: 99_900,
      stock: 30,
      heldAt: [{ fcId: storeId, quantity: 40 }],
    });
    expect(await setAtStore(size, 39)).toBe(0);
    expect(await setAtStore(size, 45)).toBe(0);
  });

  it("records a centre starting or stopping to hold the size", async () => {
    const size = await test.sizes.size({
      mrp: 99_900,
      price: 99_900,
      stock: 30,
      heldAt: [{ fcId: storeId, quantity: 1 }],
    });
    expect(await setAtStore(size, 0)).toBe(1);
    expect(await setAtStore(size, 2)).toBe(1);
  });

  it("records a change of what can be bought, up to 10", async () => {
    const size = await test.sizes.size({
      mrp: 99_900,
      price: 99_900,
      stock: 4,
      heldAt: [{ fcId: storeId, quantity: 8 }],
    });
    // 12 in all: down to 11 shows nothing, to 9 shows (10 → 9), then every unit shows.
    expect(await setAtStore(size, 7)).toBe(0);
    expect(await setAtStore(size, 5)).toBe(1);
    expect(await setAtStore(size, 4)).toBe(1);
  });
});
