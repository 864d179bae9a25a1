import { randomUUID } from "node:crypto";
import { auditPage, customerPage, customerPointsAnswer, loyaltyPointsData } from "@odin/contracts";
import { schema } from "@odin/db";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/api-fixture";
import { type Buyer, call, grantPoints, testLoyalty } from "../../testing/checkout";
import { createRole, createStaff, signInStaff, staffWith, type TestStaff } from "../../testing/staff";
import { problemOf } from "../../testing/test-app";

/** Adjusting a shopper's points from the back office (loyalty:write): ledger entries, never an edited balance. */

const test = useTestApp();
let care: TestStaff;
let brandId: number;
let otherBrandId: number;

beforeAll(async () => {
  care = await staffWith(test, ["loyalty:write", "customers:read", "audit:read"]);
  const brands = await test.database.db.select({ id: schema.brands.id }).from(schema.brands).limit(2);
  [brandId, otherBrandId] = brands.map((brand) => brand.id) as [number, number];
});

const adjust = (userId: number, body: Record<string, unknown>, headers = care.headers) =>
  test.app.inject({ method: "POST", url: `/admin/api/customers/${userId}/points`, headers, payload: body });

const body = (points: number, extra: Record<string, unknown> = {}) => ({
  brandId,
  points,
  reason: "Goodwill for a late delivery",
  requestId: randomUUID(),
  ...extra,
});

/** The shopper's entries and balance row at the brand, straight from the tables. */
async function ledgerOf(userId: number, brand = brandId) {
  const { db } = test.database;
  const entries = await db
    .select()
    .from(schema.loyaltyEntries)
    .where(and(eq(schema.loyaltyEntries.userId, userId), eq(schema.loyaltyEntries.brandId, brand)))
    .orderBy(schema.loyaltyEntries.id);
  const [balance] = await db
    .select()
    .from(schema.loyaltyBalances)
    .where(and(eq(schema.loyaltyBalances.userId, userId), eq(schema.loyaltyBalances.brandId, brand)));
  return {
    entries,
    balance: balance?.points ?? 0,
    sum: entries.reduce((total, entry) => total + entry.points, 0),
  };
}

async function auditOf(userId: number) {
  const answer = await test.app.inject({
    method: "GET",
    url: `/admin/api/audit?resource=customer&resourceId=${userId}`,
    headers: care.headers,
  });
  return auditPage.parse(answer.json()).entries;
}

async function shopperWith(points: number): Promise<Buyer> {
  const buyer = await test.shopper();
  if (points > 0) await grantPoints(test, testLoyalty(test), { userId: buyer.user.id, brandId, points });
  return buyer;
}

describe("adjusting a shopper's points (loyalty:write)", () => {
  it("credits a lot of its own with the reason, audited with its diff, spendable but not counted as earned", async () => {
    const buyer = await shopperWith(100);
    const request = body(250);
    const answer = await adjust(buyer.user.id, request);
    expect(answer.statusCode, answer.body).toBe(200);
    const adjusted = customerPointsAnswer.parse(answer.json());
    expect(adjusted).toMatchObject({ brandId, points: 250, balance: 350, created: true });
    expect(adjusted.entries).toEqual([
      expect.objectContaining({
        kind: "adjust",
        points: 250,
        reason: request.reason,
        expiresAt: expect.any(String),
      }),
    ]);
    const ledger = await ledgerOf(buyer.user.id);
    expect(ledger).toMatchObject({ balance: 350, sum: 350 });
    expect(ledger.entries.at(-1)).toMatchObject({ idempotencyKey: `adjust:${request.requestId}#1` });

    const [entry] = await auditOf(buyer.user.id);
    expect(entry).toMatchObject({ action: "points-adjust", actor: { id: care.id } });
    expect(entry?.changes).toEqual({
      balance: { from: 100, to: 350 },
      brandId: { from: null, to: brandId },
      points: { from: null, to: 250 },
      reason: { from: null, to: request.reason },
      requestId: { from: null, to: request.requestId },
    });

    // The shopper sees the balance; "Points Earned" stays what purchases earned (no tier from a gift).
    const own = loyaltyPointsData.parse((await call(test, buyer, "GET", "/api/loyalty/points")).json());
    expect(own.totals).toMatchObject({ pointsEarned: 100, loyaltyBalance: 350 });

    // Points given are points like any other: a redemption spends them.
    const loyalty = testLoyalty(test);
    const paid = await test.database.db.transaction((tx) =>
      loyalty.redeem(tx, {
        userId: buyer.user.id,
        orderRef: `test-${randomUUID()}`,
        items: [{ brandId, payable: 35_000 }],
        amount: 35_000,
      }),
    );
    expect(paid.ok).toBe(true);
    expect(await ledgerOf(buyer.user.id)).toMatchObject({ balance: 0, sum: 0 });
  });

  it("debits the lots that expire first, and refuses to go below zero, writing nothing", async () => {
    const buyer = await shopperWith(100);
    expect((await adjust(buyer.user.id, body(50))).statusCode).toBe(200);
    const taken = await adjust(buyer.user.id, body(-120));
    expect(taken.statusCode, taken.body).toBe(200);
    const debit = customerPointsAnswer.parse(taken.json());
    expect(debit).toMatchObject({ points: -120, balance: 30, created: true });
    // The earned lot expires first (both last a year; it is older): all of it, then 20 of the credit.
    expect(debit.entries.map((entry) => entry.points)).toEqual([-100, -20]);
    expect(await ledgerOf(buyer.user.id)).toMatchObject({ balance: 30, sum: 30 });

    const refused = await adjust(buyer.user.id, body(-31));
    expect(refused.statusCode).toBe(409);
    expect(problemOf(refused)).toMatchObject({ code: "POINTS_BELOW_ZERO", data: { balance: 30 } });
    expect(await ledgerOf(buyer.user.id)).toMatchObject({ balance: 30, sum: 30 });
    expect((await auditOf(buyer.user.id)).map((entry) => entry.action)).toEqual([
      "points-adjust",
      "points-adjust",
    ]);
    const none = await shopperWith(0);
    expect(problemOf(await adjust(none.user.id, body(-1)))).toMatchObject({ code: "POINTS_BELOW_ZERO" });
  });

  it("adjusts once for a double submit, sequential or concurrent, and refuses the id reused otherwise", async () => {
    const buyer = await shopperWith(0);
    const request = body(40);
    const [first, second] = await Promise.all([
      adjust(buyer.user.id, request),
      adjust(buyer.user.id, request),
    ]);
    const answers = [first, second].map((answer) => customerPointsAnswer.parse(answer.json()));
    expect(answers.map((answer) => answer.created).sort()).toEqual([false, true]);
    expect(answers.map((answer) => answer.balance)).toEqual([40, 40]);
    const third = customerPointsAnswer.parse((await adjust(buyer.user.id, request)).json());
    expect(third).toMatchObject({ created: false, points: 40, balance: 40 });
    expect(await ledgerOf(buyer.user.id)).toMatchObject({ balance: 40, sum: 40 });
    expect((await ledgerOf(buyer.user.id)).entries).toHaveLength(1);
    const actions = (await auditOf(buyer.user.id)).map((entry) => entry.action);
    expect(actions.sort()).toEqual(["points-adjust", "points-adjust-repeated", "points-adjust-repeated"]);

    const other = await shopperWith(0);
    for (const [userId, changed] of [
      [other.user.id, {}],
      [buyer.user.id, { points: 41 }],
      [buyer.user.id, { brandId: otherBrandId }],
    ] as const) {
      const reused = await adjust(userId, { ...request, ...changed });
      expect(reused.statusCode, JSON.stringify(changed)).toBe(409);
      expect(problemOf(reused)?.code).toBe("POINTS_REQUEST_REUSED");
    }
    expect(await ledgerOf(other.user.id)).toMatchObject({ balance: 0, sum: 0 });
  });

  it("shows the adjustment and its audit entry on the customer's page", async () => {
    const buyer = await shopperWith(0);
    const request = body(75, { reason: "Missing item, order OD1" });
    expect((await adjust(buyer.user.id, request)).statusCode).toBe(200);
    const page = customerPage.parse(
      (await test.app.inject({ url: `/admin/api/customers/${buyer.user.id}`, headers: care.headers })).json(),
    );
    expect(page.loyalty).toEqual([
      expect.objectContaining({
        brandId,
        balance: 75,
        earned: 0,
        entries: [expect.objectContaining({ kind: "adjust", points: 75, reason: request.reason })],
      }),
    ]);
    expect(page.audit).toEqual([
      expect.objectContaining({ action: "points-adjust", resourceId: String(buyer.user.id) }),
    ]);
  });

  it("refuses bad input with 400, an unknown customer or a staff account with 404, a brand out of scope with 403", async () => {
    const buyer = await shopperWith(0);
    const bad: Record<string, unknown>[] = [
      body(0),
      body(100_001),
      body(-100_001),
      body(1.5),
      body(10, { reason: "" }),
      body(10, { reason: "  " }),
      body(10, { reason: "a\u0000b" }),
      body(10, { reason: "x".repeat(501) }),
      body(10, { requestId: "not-a-uuid" }),
      body(10, { requestId: undefined }),
      body(10, { brandId: 0 }),
    ];
    for (const payload of bad) {
      const answer = await adjust(buyer.user.id, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const unknownBrand = await adjust(buyer.user.id, body(10, { brandId: 2_147_483_647 }));
    expect(problemOf(unknownBrand)).toMatchObject({ status: 400, code: "UNKNOWN_BRAND" });
    const staff = await createStaff(test, "operations");
    for (const userId of [2_147_483_647, staff.id]) {
      const answer = await adjust(userId, body(10));
      expect(answer.statusCode, String(userId)).toBe(404);
    }
    const scoped = await signInStaff(
      test,
      await createStaff(test, await createRole(test, ["loyalty:write"]), { brandIds: [otherBrandId] }),
    );
    const outOfScope = await adjust(buyer.user.id, body(10), scoped.headers);
    expect(problemOf(outOfScope)).toMatchObject({ status: 403, code: "OUT_OF_SCOPE" });
    expect(
      (await adjust(buyer.user.id, body(10, { brandId: otherBrandId }), scoped.headers)).statusCode,
    ).toBe(200);
    const reader = await staffWith(test, ["customers:read"]);
    expect((await adjust(buyer.user.id, body(10), reader.headers)).statusCode).toBe(403);
    expect(await ledgerOf(buyer.user.id)).toMatchObject({ balance: 0, sum: 0 });
  });
});

describe("adjusting under concurrency (PostgreSQL)", () => {
  it("adjusts once for ten concurrent posts of one request", { tags: ["postgres"] }, async () => {
    const buyer = await shopperWith(0);
    const request = body(60);
    const answers = await Promise.all(Array.from({ length: 10 }, () => adjust(buyer.user.id, request)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    const created = answers.filter((answer) => customerPointsAnswer.parse(answer.json()).created);
    expect(created).toHaveLength(1);
    expect(await ledgerOf(buyer.user.id)).toMatchObject({ balance: 60, sum: 60 });
  });

  it("never takes more than the balance for concurrent debits", { tags: ["postgres"] }, async () => {
    const buyer = await shopperWith(100);
    const answers = await Promise.all(Array.from({ length: 8 }, () => adjust(buyer.user.id, body(-30))));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(5);
    expect(await ledgerOf(buyer.user.id)).toMatchObject({ balance: 10, sum: 10 });
  });

  it("lets one request id adjust only one shopper, however concurrent", { tags: ["postgres"] }, async () => {
    const [one, two] = [await shopperWith(0), await shopperWith(0)];
    const request = body(5);
    const answers = await Promise.all([adjust(one.user.id, request), adjust(two.user.id, request)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const { db } = test.database;
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(schema.loyaltyEntries)
      .where(eq(schema.loyaltyEntries.idempotencyKey, `adjust:${request.requestId}#1`));
    expect(row?.count).toBe(1);
  });
});
