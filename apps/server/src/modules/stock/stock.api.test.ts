import { randomUUID } from "node:crypto";
import { stockChangeAnswer, styleStock } from "@odin/contracts";
import { schema } from "@odin/db";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/api-fixture";
import type { FixtureSize } from "../../testing/bag-fixture";
import { centreOf, placeCodOrder } from "../../testing/checkout";
import { createRole, createStaff, signInStaff, staffWith, type TestStaff } from "../../testing/staff";
import { problemOf } from "../../testing/test-app";

/** Stock per size and centre from the back office: each change with its reason, never a silent overwrite. */

const test = useTestApp();
let manager: TestStaff;
let reader: TestStaff;
let size: FixtureSize;
let warehouse: number;
let store: number;

beforeAll(async () => {
  manager = await staffWith(test, ["catalogue:read", "catalogue:write"]);
  reader = await staffWith(test, ["catalogue:read"]);
  size = await test.sizes.size({ mrp: 99_900, price: 99_900, stock: 5 });
  const { db } = test.database;
  const [held] = await db
    .select({ fcId: schema.stock.fcId })
    .from(schema.stock)
    .where(eq(schema.stock.skuId, size.skuId));
  warehouse = held?.fcId as number;
  const [aStore] = await db
    .select({ id: schema.fulfilmentCentres.id })
    .from(schema.fulfilmentCentres)
    .where(eq(schema.fulfilmentCentres.kind, "store"))
    .limit(1);
  store = aStore?.id as number;
});

const change = (body: Record<string, unknown>, staff = manager) =>
  test.app.inject({
    method: "POST",
    url: `/admin/api/styles/${size.styleId}/stock`,
    headers: staff.headers,
    payload: { skuId: size.skuId, fcId: warehouse, reason: "Cycle count", requestId: randomUUID(), ...body },
  });

async function unitsAt(fcId: number): Promise<number | undefined> {
  const [row] = await test.database.db
    .select({ quantity: schema.stock.quantity })
    .from(schema.stock)
    .where(and(eq(schema.stock.skuId, size.skuId), eq(schema.stock.fcId, fcId)));
  return row?.quantity;
}

const stockPage = async (staff = manager) =>
  styleStock.parse(
    (
      await test.app.inject({
        method: "GET",
        url: `/admin/api/styles/${size.styleId}/stock`,
        headers: staff.headers,
      })
    ).json(),
  );

describe("a style's stock", () => {
  it("shows units per size and centre", async () => {
    const page = await stockPage(reader);
    expect(page.sizes).toEqual([
      {
        skuId: size.skuId,
        size: "M",
        centres: [expect.objectContaining({ fcId: warehouse, units: 5, reserved: 0, kind: "warehouse" })],
      },
    ]);
  });

  it("sets the units counted when they are still what the form showed, with the reason kept", async () => {
    const answer = await change({ mode: "set", units: 8, seen: 5 });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(stockChangeAnswer.parse(answer.json())).toEqual({
      skuId: size.skuId,
      fcId: warehouse,
      units: 8,
      created: true,
    });
    expect(await unitsAt(warehouse)).toBe(8);
    const page = await stockPage();
    expect(page.changes[0]).toMatchObject({ delta: 3, unitsAfter: 8, reason: "Cycle count", size: "M" });
  });

  it("refuses a set when the units changed since the form showed them, and changes nothing", async () => {
    const answer = await change({ mode: "set", units: 20, seen: 5 });
    expect(answer.statusCode).toBe(409);
    expect(problemOf(answer)).toMatchObject({ code: "STOCK_CHANGED", data: { units: 8 } });
    expect(problemOf(answer)?.detail).toContain("changed to 8");
    expect(await unitsAt(warehouse)).toBe(8);
  });

  it("adjusts up and down, never below none", async () => {
    expect((await change({ mode: "adjust", units: -3, reason: "Two damaged, one lost" })).statusCode).toBe(
      200,
    );
    expect(await unitsAt(warehouse)).toBe(5);
    const below = await change({ mode: "adjust", units: -6 });
    expect(below.statusCode).toBe(409);
    expect(problemOf(below)).toMatchObject({ code: "STOCK_BELOW_ZERO", data: { units: 5 } });
    const zero = await change({ mode: "adjust", units: 0 });
    expect(zero.statusCode).toBe(400);
  });

  it("stocks a centre that never held the size", async () => {
    const answer = await change({ fcId: store, mode: "set", units: 2, seen: 0 });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await unitsAt(store)).toBe(2);
    const page = await stockPage();
    expect(page.sizes[0]?.centres.map((centre) => centre.fcId)).toEqual(
      [warehouse, store].sort((a, b) => a - b),
    );
  });

  it("changes once for a double submit, and refuses the request id reused for another centre", async () => {
    const requestId = randomUUID();
    const first = await change({ mode: "adjust", units: 4, requestId });
    const second = await change({ mode: "adjust", units: 4, requestId });
    expect(stockChangeAnswer.parse(first.json()).created).toBe(true);
    expect(second.statusCode, second.body).toBe(200);
    expect(stockChangeAnswer.parse(second.json())).toMatchObject({ created: false, units: 9 });
    expect(await unitsAt(warehouse)).toBe(9);
    const reused = await change({ fcId: store, mode: "adjust", units: 1, requestId });
    expect(problemOf(reused)?.code).toBe("STOCK_REQUEST_REUSED");
  });

  it("needs a reason, catalogue:write, a size of the style, and a centre within the staff member's scope", async () => {
    expect((await change({ mode: "adjust", units: 1, reason: " " })).statusCode).toBe(400);
    expect((await change({ mode: "adjust", units: 1 }, reader)).statusCode).toBe(403);
    expect((await change({ mode: "adjust", units: 1, skuId: 2_000_000_000 })).statusCode).toBe(404);
    expect(problemOf(await change({ mode: "adjust", units: 1, fcId: 2_000_000_000 }))?.code).toBe(
      "UNKNOWN_CENTRE",
    );
    const storeStaff = await signInStaff(
      test,
      await createStaff(test, await createRole(test, ["catalogue:read", "catalogue:write"]), {
        centreIds: [store],
      }),
    );
    const elsewhere = await change({ mode: "adjust", units: 1 }, storeStaff);
    expect(elsewhere.statusCode).toBe(403);
    expect(problemOf(elsewhere)?.code).toBe("OUT_OF_SCOPE");
    const ownStore = await change({ fcId: store, mode: "adjust", units: 1 }, storeStaff);
    expect(ownStore.statusCode, ownStore.body).toBe(200);
  });

  it("refuses a staff member of another brand, to read the stock and to change it", async () => {
    const brands = await test.database.db.select({ id: schema.brands.id }).from(schema.brands);
    const other = brands.find((brand) => brand.id !== size.brandId)?.id as number;
    const elsewhere = await signInStaff(
      test,
      await createStaff(test, await createRole(test, ["catalogue:read", "catalogue:write"]), {
        brandIds: [other],
      }),
    );
    const read = await test.app.inject({
      method: "GET",
      url: `/admin/api/styles/${size.styleId}/stock`,
      headers: elsewhere.headers,
    });
    expect(read.statusCode).toBe(403);
    expect((await change({ mode: "adjust", units: 1 }, elsewhere)).statusCode).toBe(403);
  });

  it("records each change in the style's history", async () => {
    const page = await test.app.inject({
      method: "GET",
      url: `/admin/api/styles/${size.styleId}`,
      headers: manager.headers,
    });
    const actions = page.json().audit.map((entry: { action: string }) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(["stock-set", "stock-adjust"]));
  });

  it("shows the units an open order took as reserved at its centre", async () => {
    const before = (await unitsAt(warehouse)) as number;
    const buyer = await test.shopper();
    const { pincode } = await centreOf(test, "warehouse");
    await placeCodOrder(test, buyer, [{ skuId: size.skuId, qty: 2 }], pincode);
    const centre = (await stockPage()).sizes[0]?.centres.find((row) => row.fcId === warehouse);
    expect(centre).toMatchObject({ units: before - 2, reserved: 2 });
  });

  it("takes turns with other changes: two adjustments at once both count", {
    tags: ["postgres"],
  }, async () => {
    const before = (await unitsAt(warehouse)) as number;
    const answers = await Promise.all(Array.from({ length: 6 }, () => change({ mode: "adjust", units: 1 })));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await unitsAt(warehouse)).toBe(before + 6);
  });

  it("never overwrites a change made meanwhile: of sets seeing the same units, one wins", {
    tags: ["postgres"],
  }, async () => {
    const seen = (await unitsAt(warehouse)) as number;
    const answers = await Promise.all([
      change({ mode: "set", units: seen + 10, seen }),
      change({ mode: "set", units: seen + 20, seen }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200);
    expect(await unitsAt(warehouse)).toBe(stockChangeAnswer.parse(winner?.json()).units);
  });
});
