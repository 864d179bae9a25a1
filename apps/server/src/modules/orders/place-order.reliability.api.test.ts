import { checkoutResponse, paymentResponse } from "@odin/contracts";
import { queryRows, schema } from "@odin/db";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { useTestApp } from "../../testing/api-fixture";
import type { FixtureSize } from "../../testing/bag-fixture";
import {
  addAddress,
  type Buyer,
  type CentreRef,
  call,
  centreOf,
  checkoutAs,
  grantPoints,
  newKey,
  placement,
  testLoyalty,
} from "../../testing/checkout";
import type { LoyaltyService } from "../loyalty/loyalty.service";

/**
 * Placing orders under concurrency (the checkout issue's reliability list), through the REST API. On
 * PostgreSQL the placements really run at once; PGlite has one connection, so there they take turns
 * and the rounds are fewer. The orders are paid with loyalty points, so no one-time code is needed;
 * their sizes cost more than the free-delivery value, since points pay for goods, not delivery.
 */

const ON_POSTGRES = inject("testDatabase").engine === "postgres";
const ROUNDS = ON_POSTGRES ? 20 : 1;
const SHOPPERS = ON_POSTGRES ? 200 : 20;

const test = useTestApp();
let loyalty: LoyaltyService;
let warehouse: CentreRef;

beforeAll(async () => {
  loyalty = testLoyalty(test);
  warehouse = await centreOf(test, "warehouse");
});

/** A shopper with points enough for `size` × `qty`, the size in the bag, an address and standard delivery. */
async function loyalBuyer(size: FixtureSize, qty = 1): Promise<Buyer> {
  const buyer = await test.shopper();
  await grantPoints(test, loyalty, { userId: buyer.user.id, brandId: size.brandId, points: 100_000 });
  await addAddress(test, buyer, warehouse.pincode);
  await fill(buyer, size, qty);
  return buyer;
}

/** Puts the size in the buyer's bag and chooses standard delivery for it. */
async function fill(buyer: Buyer, size: FixtureSize, qty = 1) {
  await checkoutAs(test, buyer, { type: "update", cartItems: [{ skuId: size.skuId, qty, mode: "set" }] });
  await checkoutAs(test, buyer, {
    page: "shipping",
    selectedShippingMethods: [{ skuId: size.skuId, shippingMethod: "standard" }],
  });
}

/** The loyalty placement of the buyer's bag as the payment step shows it. */
async function loyaltyPlacement(buyer: Buyer) {
  const bag = await checkoutAs(test, buyer, { page: "payment", selectedPaymentMode: "LOYALTY" });
  return placement(bag, { paymentTypeCode: "LOYALTY", useLoyalty: true, pricingDetails: { netAmount: 0 } });
}

const make = (buyer: Buyer, body: object, key = newKey()) =>
  call(test, buyer, "POST", "/api/payment/make", body, { "idempotency-key": key });

async function unitsOf(skuId: number): Promise<number> {
  const [row] = await queryRows<{ units: number }>(
    test.database.db,
    sql`select coalesce(sum(quantity), 0)::int as units from stock where sku_id = ${skuId}`,
  );
  return row?.units ?? -1;
}

const ordersOf = (userId: number) =>
  test.database.db.select().from(schema.orders).where(eq(schema.orders.userId, userId));

describe("the last unit of a size", () => {
  // 4,000 placements on PostgreSQL: on a busy machine they take minutes, and the test asserts who
  // wins, not how fast.
  const timeout = 900_000;
  it(`goes to exactly one of ${SHOPPERS} shoppers placing at once, ${ROUNDS} times over`, {
    tags: ["postgres"],
    timeout,
  }, async () => {
    const size = await test.sizes.size({ mrp: 199_900, price: 149_900, stock: 1 });
    const shoppers: Buyer[] = [];
    for (let i = 0; i < SHOPPERS; i++) shoppers.push(await loyalBuyer(size));
    // A refused placement leaves its bag as it was, so only the winner's is filled and read again.
    const bodies = await Promise.all(shoppers.map(loyaltyPlacement));
    let winner: number | undefined;
    for (let round = 0; round < ROUNDS; round++) {
      await test.sizes.setStock(size.skuId, 1);
      if (winner !== undefined) {
        const buyer = shoppers[winner] as Buyer;
        await fill(buyer, size);
        bodies[winner] = await loyaltyPlacement(buyer);
      }
      const answers = await Promise.all(shoppers.map((buyer, i) => make(buyer, bodies[i] as object)));
      const placed = answers.filter((answer) => answer.statusCode === 200);
      expect(placed, `round ${round}`).toHaveLength(1);
      expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(SHOPPERS - 1);
      expect(await unitsOf(size.skuId)).toBe(0);
      winner = answers.findIndex((answer) => answer.statusCode === 200);
    }
    const [count] = await queryRows<{ n: number }>(
      test.database.db,
      sql`select count(*)::int as n from order_items where sku_id = ${size.skuId}`,
    );
    expect(count?.n).toBe(ROUNDS);
  });
});

describe("one idempotency key", () => {
  it("sent 5 times at once makes one order and five identical answers", { tags: ["postgres"] }, async () => {
    const size = await test.sizes.size({ mrp: 199_900, price: 149_900, stock: 3 });
    const buyer = await loyalBuyer(size);
    const body = await loyaltyPlacement(buyer);
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 5 }, () => make(buyer, body, key)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const first = paymentResponse.parse(answers[0]?.json());
    for (const answer of answers) expect(answer.json()).toEqual(first);
    expect(await ordersOf(buyer.user.id)).toHaveLength(1);
    expect(await unitsOf(size.skuId)).toBe(2);
  });
});

describe("a placement that fails half-way", () => {
  it("leaves no order, no reservation and no loyalty debit", async () => {
    const size = await test.sizes.size({ mrp: 199_900, price: 149_900, stock: 4 });
    const buyer = await loyalBuyer(size, 2);
    const body = await loyaltyPlacement(buyer);
    const before = await loyalty.balances(buyer.user.id);
    // The confirmation SMS is written last, after the stock, the order, the points and the bag: a
    // database that refuses it fails the placement at its very end.
    const { db } = test.database;
    await db.execute(
      sql.raw(`create function refuse_sms() returns trigger language plpgsql as $$
      begin raise exception 'outbox refused'; end $$`),
    );
    await db.execute(
      sql.raw(`create trigger refuse_sms before insert on outbox_messages for each row
      when (new.recipient = '${buyer.user.mobileNumber}') execute function refuse_sms()`),
    );
    try {
      const failed = await make(buyer, body);
      expect(failed.statusCode).toBe(500);
    } finally {
      await db.execute(sql.raw("drop trigger refuse_sms on outbox_messages"));
      await db.execute(sql.raw("drop function refuse_sms()"));
    }
    expect(await ordersOf(buyer.user.id)).toEqual([]);
    expect(await unitsOf(size.skuId)).toBe(4);
    expect(await loyalty.balances(buyer.user.id)).toEqual(before);
    const bag = checkoutResponse.parse((await call(test, buyer, "POST", "/api/checkout", {})).json());
    expect(bag.products.map((product) => [product.skuId, product.qty])).toEqual([[size.skuId, 2]]);
    // The same placement goes through once the fault is gone.
    expect((await make(buyer, body)).statusCode).toBe(200);
  });
});
