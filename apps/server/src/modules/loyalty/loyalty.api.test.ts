import { randomBytes } from "node:crypto";
import { ERROR_CODES } from "@odin/contracts";
import { schema } from "@odin/db";
import { asc, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/api-fixture";
import { createUser } from "../../testing/auth";
import { findLots } from "./loyalty.repo";
import { createLoyaltyService, type LoyaltyService, type PayableItem } from "./loyalty.service";

const { loyaltyEntries: entries, loyaltyBalances: balances } = schema;
const CONFIG = { paisePerPoint: 100, validDays: 365 };
const DAY_MS = 86_400_000;

const test = useTestApp();
let loyalty: LoyaltyService;
let brand: { nw: number; us: number; se: number };
const shoppers: number[] = [];

beforeAll(async () => {
  loyalty = createLoyaltyService({ db: test.database.db, config: CONFIG });
  const rows = await test.database.db.select().from(schema.brands);
  const idOf = (code: string) => Number(rows.find((row) => row.code === code)?.id);
  brand = { nw: idOf("nw"), us: idOf("us"), se: idOf("se") };
});
afterAll(async () => {
  // Deleting the accounts deletes their entries and balances.
  if (shoppers.length > 0)
    await test.database.db.delete(schema.users).where(inArray(schema.users.id, shoppers));
});

const ref = (label: string) => `${label}-${randomBytes(6).toString("hex")}`;
const db = () => test.database.db;

async function shopper(): Promise<number> {
  const { id } = await createUser(test);
  shoppers.push(id);
  return id;
}

async function grant(userId: number, brandId: number, points: number, service = loyalty) {
  await db().transaction((tx) => service.earn(tx, { userId, brandId, points, orderRef: ref("earned") }));
}

function redeem(
  userId: number,
  items: PayableItem[],
  amount: number,
  orderRef = ref("order"),
  service = loyalty,
) {
  return db().transaction((tx) => service.redeem(tx, { userId, orderRef, items, amount }));
}

const reverse = (userId: number, orderRef: string, service = loyalty) =>
  db().transaction((tx) => service.reverse(tx, { userId, orderRef }));

/** The service as it will answer `days` from now. */
function later(days: number): LoyaltyService {
  const now = () => new Date(Date.now() + days * DAY_MS);
  return createLoyaltyService({ db: test.database.db, config: CONFIG, now });
}

const entriesOf = (userId: number) =>
  db().select().from(entries).where(eq(entries.userId, userId)).orderBy(asc(entries.id));

async function balanceRows(userId: number): Promise<Record<number, number>> {
  const rows = await db().select().from(balances).where(eq(balances.userId, userId));
  return Object.fromEntries(rows.map((row) => [row.brandId, row.points]));
}

/** The balance rows equal the sums of the entries, brand by brand, and no lot gave more than it held. */
async function expectLedgerConsistent(userId: number) {
  const sums: Record<number, number> = {};
  for (const entry of await entriesOf(userId))
    sums[entry.brandId] = (sums[entry.brandId] ?? 0) + entry.points;
  expect(await balanceRows(userId)).toEqual(sums);
  const lots = await findLots(db(), userId);
  expect(lots.filter((lot) => lot.remaining < 0 || lot.remaining > lot.earned)).toEqual([]);
}

describe("balances and what points can pay", () => {
  it("shows the demo shoppers' seeded balances, without the lapsed lot", async () => {
    const [asha] = await db().select().from(schema.users).where(eq(schema.users.email, "asha@example.in"));
    const points = await loyalty.balances(Number(asha?.id));
    expect(
      points.map(({ brandCode, earned, balance, value }) => ({ brandCode, earned, balance, value })),
    ).toEqual([
      { brandCode: "nw", earned: 2_800, balance: 2_500, value: 250_000 },
      { brandCode: "us", earned: 600, balance: 600, value: 60_000 },
      { brandCode: "se", earned: 400, balance: 400, value: 40_000 },
    ]);
    expect(points[0]?.brandName).toBe("Neelam Weaves");
  });

  it("answers per brand, and nothing of one shopper's points to another", async () => {
    const [owner, other] = [await shopper(), await shopper()];
    await grant(owner, brand.us, 700);
    await grant(owner, brand.us, 300);
    expect(await loyalty.balances(owner)).toEqual([
      expect.objectContaining({ brandId: brand.us, earned: 1_000, balance: 1_000, value: 100_000 }),
    ]);
    const items = [{ brandId: brand.us, payable: 250_000 }];
    expect(await loyalty.usableFor(owner, items)).toEqual({
      usable: 100_000,
      byBrand: [{ brandId: brand.us, amount: 100_000 }],
    });
    expect(await loyalty.balances(other)).toEqual([]);
    expect(await loyalty.usableFor(other, items)).toEqual({ usable: 0, byBrand: [] });
  });

  it("credits an order's earning at a brand once", async () => {
    const userId = await shopper();
    const orderRef = ref("earned");
    const earn = () =>
      db().transaction((tx) => loyalty.earn(tx, { userId, brandId: brand.nw, points: 120, orderRef }));
    await earn();
    await earn();
    expect((await loyalty.balances(userId))[0]).toMatchObject({ earned: 120, balance: 120 });
    await expectLedgerConsistent(userId);
  });
});

describe("paying with points", () => {
  it("pays a whole bag or part of one, then a reversal gives everything back", async () => {
    const userId = await shopper();
    await grant(userId, brand.nw, 2_000);
    await grant(userId, brand.se, 300);
    const items = [
      { brandId: brand.nw, payable: 129_900 },
      { brandId: brand.se, payable: 49_900 },
    ];
    const orderRef = ref("order");
    const paid = await redeem(userId, items, 159_900, orderRef);
    expect(paid).toEqual({
      ok: true,
      value: {
        orderRef,
        amount: 159_900,
        points: 1_599,
        byBrand: [
          { brandId: brand.nw, amount: 129_900, points: 1_299 },
          { brandId: brand.se, amount: 30_000, points: 300 },
        ].sort((a, b) => a.brandId - b.brandId),
      },
    });
    expect(await balanceRows(userId)).toEqual({ [brand.nw]: 701, [brand.se]: 0 });
    expect((await loyalty.usableFor(userId, items)).usable).toBe(70_100);

    const back = await reverse(userId, orderRef);
    expect(back).toMatchObject({ orderRef, amount: 159_900, points: 1_599 });
    expect(await balanceRows(userId)).toEqual({ [brand.nw]: 2_000, [brand.se]: 300 });
    expect((await loyalty.usableFor(userId, items)).usable).toBe(159_900);
    expect(await reverse(userId, orderRef)).toEqual(back);
    expect((await entriesOf(userId)).map((entry) => entry.kind).sort()).toEqual(
      ["earn", "earn", "redeem", "redeem", "reverse", "reverse"].sort(),
    );
    await expectLedgerConsistent(userId);
  });

  it("answers a repeated redemption of an order with the first, debiting once", async () => {
    const userId = await shopper();
    await grant(userId, brand.us, 1_000);
    const items = [{ brandId: brand.us, payable: 79_900 }];
    const orderRef = ref("order");
    const first = await redeem(userId, items, 50_000, orderRef);
    expect(await redeem(userId, items, 50_000, orderRef)).toEqual(first);
    expect(await balanceRows(userId)).toEqual({ [brand.us]: 500 });
    const otherwise = await redeem(userId, items, 40_000, orderRef);
    expect(otherwise).toMatchObject({ ok: false, problem: { name: "orderRedeemedOtherwise" } });
    await reverse(userId, orderRef);
    expect(await redeem(userId, items, 50_000, orderRef)).toMatchObject({ ok: false });
    expect(await balanceRows(userId)).toEqual({ [brand.us]: 1_000 });
  });

  it("refuses too little with the spec's code and message and writes nothing", async () => {
    const userId = await shopper();
    await grant(userId, brand.us, 500);
    await grant(userId, brand.nw, 5_000);
    const before = await entriesOf(userId);
    // The brand's points pay only for its own items: NW's points do nothing for US items.
    const refused = await redeem(userId, [{ brandId: brand.us, payable: 99_900 }], 50_100);
    expect(refused).toEqual({
      ok: false,
      problem: {
        name: "insufficient",
        status: 409,
        code: ERROR_CODES.loyaltyRedeemFailed,
        detail: "Insufficient Loyalty money. Please select one more payment option available",
      },
    });
    expect(await entriesOf(userId)).toEqual(before);
    expect(await balanceRows(userId)).toEqual({ [brand.us]: 500, [brand.nw]: 5_000 });
  });

  it("keeps nothing of a redemption whose transaction rolls back", async () => {
    const userId = await shopper();
    await grant(userId, brand.se, 800);
    const before = await entriesOf(userId);
    const orderRef = ref("order");
    const placed = db().transaction(async (tx) => {
      const paid = await loyalty.redeem(tx, {
        userId,
        orderRef,
        items: [{ brandId: brand.se, payable: 60_000 }],
        amount: 60_000,
      });
      expect(paid.ok).toBe(true);
      throw new Error("the order could not be placed");
    });
    await expect(placed).rejects.toThrow("the order could not be placed");
    expect(await entriesOf(userId)).toEqual(before);
    expect(await balanceRows(userId)).toEqual({ [brand.se]: 800 });
  });

  it("refuses another shopper's order: no redemption under its reference, no reversal of it", async () => {
    const [owner, other] = [await shopper(), await shopper()];
    await grant(owner, brand.nw, 1_000);
    await grant(other, brand.nw, 1_000);
    const items = [{ brandId: brand.nw, payable: 99_900 }];
    const orderRef = ref("order");
    expect((await redeem(owner, items, 40_000, orderRef)).ok).toBe(true);
    expect(await redeem(other, items, 40_000, orderRef)).toMatchObject({
      ok: false,
      problem: { name: "orderRedeemedOtherwise", code: ERROR_CODES.loyaltyRedeemFailed },
    });
    expect(await reverse(other, orderRef)).toEqual({ orderRef, amount: 0, points: 0, byBrand: [] });
    expect(await balanceRows(owner)).toEqual({ [brand.nw]: 600 });
    expect(await balanceRows(other)).toEqual({ [brand.nw]: 1_000 });
    expect((await entriesOf(other)).map((entry) => entry.kind)).toEqual(["earn"]);
  });
});

describe("expiry", () => {
  it("leaves expired points unusable and writes them off at the next redemption", async () => {
    const userId = await shopper();
    await grant(userId, brand.us, 400);
    await grant(userId, brand.us, 250, later(200));
    const items = [{ brandId: brand.us, payable: 99_900 }];
    const yearOn = later(CONFIG.validDays + 1);
    expect(await yearOn.usableFor(userId, items)).toEqual({
      usable: 25_000,
      byBrand: [{ brandId: brand.us, amount: 25_000 }],
    });
    expect((await yearOn.balances(userId))[0]).toMatchObject({ earned: 650, balance: 250 });
    expect((await redeem(userId, items, 25_100, ref("order"), yearOn)).ok).toBe(false);
    expect((await redeem(userId, items, 25_000, ref("order"), yearOn)).ok).toBe(true);
    expect((await entriesOf(userId)).map(({ kind, points }) => [kind, points])).toEqual([
      ["earn", 400],
      ["earn", 250],
      ["expire", -400],
      ["redeem", -250],
    ]);
    await expectLedgerConsistent(userId);
    expect(await balanceRows(userId)).toEqual({ [brand.us]: 0 });
  });

  it("lets points given back to a lapsed lot lapse with it", async () => {
    const userId = await shopper();
    await grant(userId, brand.nw, 300);
    const orderRef = ref("order");
    expect((await redeem(userId, [{ brandId: brand.nw, payable: 20_000 }], 20_000, orderRef)).ok).toBe(true);
    const yearOn = later(CONFIG.validDays + 1);
    expect(await reverse(userId, orderRef, yearOn)).toMatchObject({ amount: 20_000, points: 200 });
    expect((await entriesOf(userId)).map(({ kind, points }) => [kind, points])).toEqual([
      ["earn", 300],
      ["redeem", -200],
      ["reverse", 200],
      ["expire", -300],
    ]);
    await expectLedgerConsistent(userId);
  });
});

describe("the ledger stays consistent", () => {
  it("keeps each balance row equal to the sum of its entries through a mixed sequence", async () => {
    const userId = await shopper();
    const items = [
      { brandId: brand.nw, payable: 150_000 },
      { brandId: brand.us, payable: 80_000 },
    ];
    await grant(userId, brand.nw, 900);
    await grant(userId, brand.us, 400);
    const first = ref("order");
    expect((await redeem(userId, items, 110_000, first)).ok).toBe(true);
    await grant(userId, brand.nw, 1_100);
    const second = ref("order");
    expect((await redeem(userId, items, 50_050, second)).ok).toBe(true);
    await reverse(userId, first);
    await grant(userId, brand.us, 200, later(CONFIG.validDays - 10));
    // A year on, only the last lot is live: the others are written off first.
    expect((await redeem(userId, items, 20_000, ref("order"), later(CONFIG.validDays + 5))).ok).toBe(true);
    await expectLedgerConsistent(userId);
    const kinds = new Set((await entriesOf(userId)).map((entry) => entry.kind));
    expect([...kinds].sort()).toEqual(["earn", "expire", "redeem", "reverse"]);
  });

  it("lets 20 concurrent redemptions take no more than the balance", { tags: ["postgres"] }, async () => {
    const userId = await shopper();
    await grant(userId, brand.se, 5_000);
    const items = [{ brandId: brand.se, payable: 30_000 }];
    const results = await Promise.all(
      Array.from({ length: 20 }, () => redeem(userId, items, 30_000).catch((error: unknown) => error)),
    );
    const paid = results.filter((result) => (result as { ok?: boolean }).ok === true);
    expect(paid).toHaveLength(16);
    expect(results.filter((result) => (result as { ok?: boolean }).ok === false)).toHaveLength(4);
    expect(await balanceRows(userId)).toEqual({ [brand.se]: 200 });
    await expectLedgerConsistent(userId);
  });

  it("debits once for 20 concurrent redemptions of one order", { tags: ["postgres"] }, async () => {
    const userId = await shopper();
    await grant(userId, brand.nw, 1_000);
    const orderRef = ref("order");
    const items = [{ brandId: brand.nw, payable: 50_000 }];
    const results = await Promise.all(
      Array.from({ length: 20 }, () => redeem(userId, items, 50_000, orderRef)),
    );
    expect(results.every((result) => result.ok)).toBe(true);
    expect(await balanceRows(userId)).toEqual({ [brand.nw]: 500 });
    const [row] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(entries)
      .where(eq(entries.orderRef, orderRef));
    expect(row?.n).toBe(1);
  });
});
