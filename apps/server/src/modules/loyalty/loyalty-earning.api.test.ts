import { schema } from "@odin/db";
import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/api-fixture";
import { type Buyer, type CentreRef, centreOf, grantPoints, testLoyalty } from "../../testing/checkout";
import { type PlacedOrder, placeCodOrderWithItems } from "../../testing/order-status";
import type { LoyaltyService } from "./loyalty.service";

const test = useTestApp();
let warehouse: CentreRef;
let loyalty: LoyaltyService;

beforeAll(async () => {
  warehouse = await centreOf(test, "warehouse");
  loyalty = testLoyalty(test);
});

async function buyer(): Promise<Buyer> {
  const made = await test.shopper();
  return made;
}

/** A buyer's order of two ₹999 sizes of the fixture's brand (Neelam Weaves: Classic 5%, Silver 7% from 1,500 points). */
async function orderOf(who: Buyer): Promise<PlacedOrder> {
  const sizes = [
    await test.sizes.size({ mrp: 99_900, price: 99_900, stock: 5 }),
    await test.sizes.size({ mrp: 99_900, price: 99_900, stock: 5 }),
  ];
  return placeCodOrderWithItems(test, who, sizes, warehouse);
}

const delivered = (order: PlacedOrder) =>
  order.items.map((item) => ({ itemId: item.itemId, brandId: item.brandId, paidAmount: item.lineTotal }));

const earn = (userId: number, order: PlacedOrder, items = delivered(order)) =>
  test.database.db.transaction((tx) =>
    loyalty.earnForDelivered(tx, { userId, orderRef: order.orderId, items }),
  );

const takeBack = (userId: number, order: PlacedOrder, itemIds: number[]) =>
  test.database.db.transaction((tx) =>
    loyalty.takeBackForReturned(tx, { userId, orderRef: order.orderId, itemIds }),
  );

const balanceOf = async (userId: number) => (await loyalty.balances(userId))[0];

const entriesOf = (userId: number) =>
  test.database.db
    .select()
    .from(schema.loyaltyEntries)
    .where(eq(schema.loyaltyEntries.userId, userId))
    .orderBy(asc(schema.loyaltyEntries.id));

/** The balance rows equal the sums of the entries. */
async function expectLedgerConsistent(userId: number) {
  const sum = (await entriesOf(userId)).reduce((total, entry) => total + entry.points, 0);
  const rows = await test.database.db
    .select()
    .from(schema.loyaltyBalances)
    .where(eq(schema.loyaltyBalances.userId, userId));
  expect(rows.reduce((total, row) => total + row.points, 0)).toBe(sum);
}

describe("points earned by delivered items", () => {
  it("credits each item at the shopper's tier, once however often the delivery is reported", async () => {
    const who = await buyer();
    const order = await orderOf(who);
    const [first, second] = order.items;
    // ₹999 at the entry tier's 5%: ₹49.95, 49 points.
    expect(await earn(who.user.id, order, delivered(order).slice(0, 1))).toEqual([
      { itemId: first?.itemId, brandId: first?.brandId, points: 49 },
    ]);
    expect(await earn(who.user.id, order)).toEqual([
      { itemId: second?.itemId, brandId: second?.brandId, points: 49 },
    ]);
    expect(await earn(who.user.id, order)).toEqual([]);
    expect(await balanceOf(who.user.id)).toMatchObject({ earned: 98, balance: 98, value: 9_800 });
    const earns = (await entriesOf(who.user.id)).map((entry) => [entry.kind, entry.itemId, entry.orderRef]);
    expect(earns).toEqual([
      ["earn", first?.itemId, order.orderId],
      ["earn", second?.itemId, order.orderId],
    ]);
    await expectLedgerConsistent(who.user.id);
  });

  it("earns at the higher rate of a tier reached by the points of the last 12 months", async () => {
    const who = await buyer();
    const order = await orderOf(who);
    await grantPoints(test, loyalty, {
      userId: who.user.id,
      brandId: order.items[0]?.brandId ?? 0,
      points: 1_500,
    });
    // Silver's 7% of ₹999: ₹69.93, 69 points per item.
    expect((await earn(who.user.id, order)).map((item) => item.points)).toEqual([69, 69]);
  });

  it("gives nothing for another shopper's order, nor for an item named with another brand", async () => {
    const [owner, other] = [await buyer(), await buyer()];
    const order = await orderOf(owner);
    expect(await earn(other.user.id, order)).toEqual([]);
    const misnamed = delivered(order).map((item) => ({ ...item, brandId: item.brandId + 1 }));
    expect(await earn(owner.user.id, order, misnamed)).toEqual([]);
    expect(await loyalty.balances(other.user.id)).toEqual([]);
    expect(await loyalty.balances(owner.user.id)).toEqual([]);
  });
});

describe("points taken back for returned items", () => {
  it("takes back what the item earned, once", async () => {
    const who = await buyer();
    const order = await orderOf(who);
    await earn(who.user.id, order);
    const itemId = order.items[0]?.itemId ?? 0;
    const answer = [{ itemId, brandId: order.items[0]?.brandId, earned: 49, takenBack: 49 }];
    expect(await takeBack(who.user.id, order, [itemId])).toEqual(answer);
    expect(await takeBack(who.user.id, order, [itemId])).toEqual(answer);
    // Points Earned counts only what the kept item earned.
    expect(await balanceOf(who.user.id)).toMatchObject({ earned: 49, balance: 49 });
    expect((await entriesOf(who.user.id)).filter((entry) => entry.kind === "take_back")).toHaveLength(1);
    await expectLedgerConsistent(who.user.id);
  });

  it("takes what is left when the points were spent, from the brand's other points too, never below zero", async () => {
    const who = await buyer();
    const order = await orderOf(who);
    const [item] = order.items;
    const brandId = item?.brandId ?? 0;
    await earn(who.user.id, order, delivered(order).slice(0, 1));
    await grantPoints(test, loyalty, { userId: who.user.id, brandId, points: 20 });
    // 59 points spent: the item's 49 (they expire first), then 10 of the later 20.
    const spent = await test.database.db.transaction((tx) =>
      loyalty.redeem(tx, {
        userId: who.user.id,
        orderRef: `spent-${order.orderId}`,
        items: [{ brandId, payable: 500_000 }],
        amount: 5_900,
      }),
    );
    expect(spent.ok).toBe(true);
    // The item's own lot is empty: the 10 points left at the brand are taken, and 39 stay spent.
    expect(await takeBack(who.user.id, order, [item?.itemId ?? 0])).toEqual([
      { itemId: item?.itemId, brandId, earned: 49, takenBack: 10 },
    ]);
    expect(await balanceOf(who.user.id)).toMatchObject({ balance: 0 });
    await expectLedgerConsistent(who.user.id);
  });

  it("takes nothing for another shopper, for another order's reference or for an item that earned nothing", async () => {
    const [owner, other] = [await buyer(), await buyer()];
    const order = await orderOf(owner);
    await earn(owner.user.id, order, delivered(order).slice(0, 1));
    const itemIds = order.items.map((item) => item.itemId);
    expect(await takeBack(other.user.id, order, itemIds)).toEqual([]);
    expect(await takeBack(owner.user.id, { ...order, orderId: "OD1" }, itemIds)).toEqual([]);
    expect(await takeBack(owner.user.id, order, itemIds.slice(1))).toEqual([]);
    expect(await balanceOf(owner.user.id)).toMatchObject({ earned: 49, balance: 49 });
  });
});
