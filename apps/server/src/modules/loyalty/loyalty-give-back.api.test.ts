import { randomUUID } from "node:crypto";
import { schema } from "@odin/db";
import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/api-fixture";
import { grantPoints, testLoyalty } from "../../testing/checkout";
import type { LoyaltyService } from "./loyalty.service";
import { giveBack } from "./loyalty-give-back";

const test = useTestApp();
let loyalty: LoyaltyService;

beforeAll(async () => {
  loyalty = testLoyalty(test);
});

/** A shopper with 1,000 points at a brand who redeemed ₹600 of them on an order. */
async function redeemed() {
  const buyer = await test.shopper();
  const { brandId } = await test.sizes.size({ mrp: 99_900, price: 99_900, stock: 1 });
  const userId = buyer.user.id;
  await grantPoints(test, loyalty, { userId, brandId, points: 1_000 });
  const orderRef = `OD${randomUUID().slice(0, 8)}`;
  const { db } = test.database;
  const paid = await db.transaction((tx) =>
    loyalty.redeem(tx, { userId, orderRef, items: [{ brandId, payable: 99_900 }], amount: 60_000 }),
  );
  expect(paid.ok).toBe(true);
  const give = (amount: number, key: string, forBrand = brandId) =>
    db.transaction((tx) =>
      giveBack(tx, { userId, orderRef, brandId: forBrand, amount, key, now: new Date() }),
    );
  const balance = async () =>
    (await loyalty.balances(userId)).find((row) => row.brandId === brandId)?.balance;
  return { userId, brandId, orderRef, give, balance };
}

describe("giving back part of an order's redemption", () => {
  it("gives back an amount once per key, and never more than was redeemed", async () => {
    const { give, balance } = await redeemed();
    expect(await balance()).toBe(400);
    expect(await give(20_000, "cancel:1")).toEqual({ amount: 20_000, points: 200 });
    expect(await give(20_000, "cancel:1")).toEqual({ amount: 20_000, points: 200 });
    expect(await balance()).toBe(600);
    expect(await give(90_000, "cancel:2")).toEqual({ amount: 40_000, points: 400 });
    expect(await give(10_000, "cancel:3")).toEqual({ amount: 0, points: 0 });
    expect(await balance()).toBe(1_000);
  });

  it("gives nothing for another brand, and the ledger agrees with the balance", async () => {
    const { userId, brandId, give, balance } = await redeemed();
    expect(await give(10_000, "cancel:1", brandId + 100_000)).toEqual({ amount: 0, points: 0 });
    expect(await give(10_000, "cancel:2")).toEqual({ amount: 10_000, points: 100 });
    const entries = await test.database.db
      .select()
      .from(schema.loyaltyEntries)
      .where(eq(schema.loyaltyEntries.userId, userId));
    expect(entries.reduce((sum, entry) => sum + entry.points, 0)).toBe(await balance());
    const [row] = await test.database.db
      .select()
      .from(schema.loyaltyBalances)
      .where(inArray(schema.loyaltyBalances.userId, [userId]));
    expect(row).toMatchObject({ brandId, points: 500 });
  });
});
