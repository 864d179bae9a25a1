import { formatMessage } from "@odin/contracts";
import { schema } from "@odin/db";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { useTestApp } from "../../testing/api-fixture";
import type { FixtureSize } from "../../testing/bag-fixture";
import {
  addAddress,
  type Buyer,
  call,
  checkoutAs,
  grantPoints,
  placeCodOrder,
  placement,
  testLoyalty,
} from "../../testing/checkout";
import {
  type OnlinePaymentKit,
  onlinePaymentKit,
  type StartedPayment,
  TEST_CARD,
} from "../../testing/online-payment";
import { backToStore, type PageForm, submit } from "../../testing/online-payment-forms";
import { advanceOrder } from "../../testing/order-lifecycle";
import { problemOf } from "../../testing/test-app";
import { RELEASE_PAYMENT_RESERVATION } from "./order-jobs";

/**
 * A coupon limited to one use, and the first-order coupon, are used once (decision 28's rules with
 * decision 41's reserved orders): an order holds its coupon, and the shopper's first order, from the
 * moment it is reserved, whether it is paid online, by cash on delivery or by points; a reservation
 * given up gives them back, a payment keeps them. On PostgreSQL the orders really run at once; PGlite
 * has one connection, so there they take turns and two are enough.
 */

const ON_POSTGRES = inject("testDatabase").engine === "postgres";
const AT_ONCE = ON_POSTGRES ? [2, 20] : [2];

/** The seed's once-per-account coupon and its first-order coupon, with the reason each is refused. */
const COUPONS = [
  { code: "EXTRA10", refusal: "alreadyUsed" },
  { code: "FIRST250", refusal: "firstOrderOnly" },
] as const;
/** The seed's coupon without a limit of use (20% off a prepaid order). */
const UNLIMITED = "FESTIVE20";

const test = useTestApp();
let online: OnlinePaymentKit;
const promotionIds = new Map<string, number>();

beforeAll(async () => {
  online = await onlinePaymentKit(test);
  for (const code of [...COUPONS.map((coupon) => coupon.code), UNLIMITED]) {
    const [row] = await test.database.db
      .select({ id: schema.promotions.id })
      .from(schema.promotions)
      .where(eq(schema.promotions.code, code));
    if (!row) throw new Error(`the seed has no ${code}`);
    promotionIds.set(code, row.id);
  }
});
afterAll(async () => {
  await online.remove();
});

/** A ₹3,500 size that carries the coupon (above the minimum of both). */
function sizeFor(code: string): Promise<FixtureSize> {
  const carried = [promotionIds.get(code) ?? -1];
  return online.fixture.size({ mrp: 350_000, price: 350_000, stock: 50, promotionIds: carried });
}

/** A new shopper with an address at the kit's warehouse, and a size that carries the coupon. */
async function shopperFor(code: string): Promise<{ buyer: Buyer; size: FixtureSize }> {
  const buyer = await online.newBuyer();
  await addAddress(test, buyer, online.warehouse.pincode);
  return { buyer, size: await sizeFor(code) };
}

/** One unit of the size in the bag (afresh, or as a lapsed order gave it back), by standard delivery. */
async function fill(buyer: Buyer, size: FixtureSize) {
  await checkoutAs(test, buyer, { type: "update", cartItems: [{ skuId: size.skuId, qty: 1, mode: "set" }] });
  await checkoutAs(test, buyer, {
    page: "shipping",
    selectedShippingMethods: [{ skuId: size.skuId, shippingMethod: "standard" }],
  });
}

const applyCoupon = (buyer: Buyer, code: string) =>
  call(test, buyer, "POST", "/api/checkout", { type: "update", couponCode: code });

/** Pays each attempt at the sandbox gateway's page, then sends all their returns to us at once. */
async function payAllAtOnce(payments: readonly StartedPayment[]) {
  const returns: PageForm[] = [];
  for (const payment of payments) {
    const { answered } = await online.payAtGateway(payment.transactionId, {
      ...TEST_CARD,
      outcome: "success",
    });
    returns.push(backToStore(answered.body));
  }
  const answers = await Promise.all(returns.map((form) => submit(test, form)));
  for (const answer of answers) expect(answer.statusCode, answer.body).toBeLessThan(400);
}

/** The order's reservation lapses (its attempt and window long gone) and its release job runs. */
async function lapse(payment: StartedPayment) {
  const { db } = test.database;
  await db
    .update(schema.paymentTransactions)
    .set({ createdAt: sql`now() - interval '2 hours'`, expiresAt: sql`now() - interval '1 hour'` })
    .where(eq(schema.paymentTransactions.transactionId, payment.transactionId));
  const [order] = await db
    .update(schema.orders)
    .set({ reservedUntil: sql`now() - interval '1 minute'` })
    .where(eq(schema.orders.orderNumber, payment.orderId))
    .returning({ id: schema.orders.id });
  await online.runJob(RELEASE_PAYMENT_RESERVATION, { orderId: order?.id ?? -1 });
  expect((await online.orderOf(payment.orderId)).releasedAt).not.toBeNull();
}

/** A lapsed order paid again by card, at the amount it was reserved at. */
function payAgain(buyer: Buyer, payment: StartedPayment, size: FixtureSize) {
  return online.make(buyer, {
    paymentTypeCode: "CREDIT_CARD",
    orderId: payment.orderId,
    productsShippingDetails: [{ skuId: size.skuId, qty: 1, shippingMethod: "standard" }],
    pricingDetails: { netAmount: payment.amount },
  });
}

/** The shopper's uses of the coupon as its rules count them, and their orders placed with it. */
async function usesOf(userId: number, code: string) {
  const { db } = test.database;
  const redemptions = await db
    .select()
    .from(schema.couponRedemptions)
    .where(
      and(
        eq(schema.couponRedemptions.userId, userId),
        eq(schema.couponRedemptions.promotionId, promotionIds.get(code) ?? -1),
      ),
    );
  const discounted = await db
    .select()
    .from(schema.orders)
    .where(
      and(
        eq(schema.orders.userId, userId),
        eq(schema.orders.couponCode, code),
        eq(schema.orders.status, "PLACED"),
      ),
    );
  return { redemptions: redemptions.length, discounted: discounted.length };
}

describe.each(COUPONS)("$code", ({ code, refusal }) => {
  const refused = formatMessage.coupon(refusal, { code });

  it.each(AT_ONCE)(
    "is used once by %i card orders opened together and paid at once",
    { tags: ["postgres"] },
    async (count) => {
      const { buyer, size } = await shopperFor(code);
      const applied: number[] = [];
      const opened: StartedPayment[] = [];
      for (let i = 0; i < count; i++) {
        await fill(buyer, size);
        const answer = await applyCoupon(buyer, code);
        if (answer.statusCode !== 200) expect(problemOf(answer)?.detail).toBe(refused);
        applied.push(answer.statusCode);
        opened.push(await online.start(buyer, "CREDIT_CARD"));
      }
      await payAllAtOnce(opened);
      const uses = await usesOf(buyer.user.id, code);
      console.info(
        `${count} card orders opened together with ${code}: ${uses.redemptions} redemption(s), ` +
          `${uses.discounted} discounted order(s)`,
      );
      expect(uses).toEqual({ redemptions: 1, discounted: 1 });
      expect(applied).toEqual([200, ...Array<number>(count - 1).fill(400)]);
    },
  );

  it.each(AT_ONCE)(
    "goes to one of %i lapsed orders paid again at once",
    { tags: ["postgres"] },
    async (count) => {
      const { buyer } = await shopperFor(code);
      if (code === "EXTRA10") {
        // A shopper who has ordered before: the orders paid again meet on the coupon's row alone.
        const earlier = await sizeFor(code);
        await placeCodOrder(test, buyer, [{ skuId: earlier.skuId, qty: 1 }], online.warehouse.pincode);
      }
      const lapsed: { payment: StartedPayment; size: FixtureSize }[] = [];
      for (let i = 0; i < count; i++) {
        // Each order has a size of its own (no stock row shared); a lapsed order gives its size and its
        // coupon back to the bag, and the next order takes the coupon with a new size.
        const size = await sizeFor(code);
        await fill(buyer, size);
        const previous = lapsed.at(-1)?.size;
        if (previous)
          await checkoutAs(test, buyer, { type: "delete", cartItems: [{ skuId: previous.skuId }] });
        else expect((await applyCoupon(buyer, code)).statusCode).toBe(200);
        const payment = await online.start(buyer, "CREDIT_CARD");
        expect((await online.orderOf(payment.orderId)).couponCode).toBe(code);
        await lapse(payment);
        lapsed.push({ payment, size });
      }
      const answers = await Promise.all(lapsed.map(({ payment, size }) => payAgain(buyer, payment, size)));
      const reserved = answers.flatMap((answer, i) => {
        const payment = lapsed[i]?.payment;
        if (answer.statusCode !== 200 || !payment) return [];
        return [{ ...payment, transactionId: answer.json().transactionId as string }];
      });
      await payAllAtOnce(reserved);
      const uses = await usesOf(buyer.user.id, code);
      console.info(
        `${count} lapsed orders with ${code} paid again at once: ${reserved.length} reserved, ` +
          `${uses.redemptions} redemption(s), ${uses.discounted} discounted order(s)`,
      );
      expect(uses).toEqual({ redemptions: 1, discounted: 1 });
      expect(reserved).toHaveLength(1);
      for (const answer of answers.filter((one) => one.statusCode !== 200)) {
        expect(answer.statusCode).toBe(409);
        expect(problemOf(answer)).toMatchObject({ code: "COUPON_NOT_APPLICABLE", detail: refused });
      }
    },
  );

  it("stays used once its payment settles", async () => {
    const { buyer, size } = await shopperFor(code);
    await fill(buyer, size);
    expect((await applyCoupon(buyer, code)).statusCode).toBe(200);
    const paid = await online.start(buyer, "CREDIT_CARD");
    await payAllAtOnce([paid]);
    const order = await online.orderOf(paid.orderId);
    expect(order.status).toBe("PLACED");
    // The release job that was written with the reservation finds nothing to give back.
    await online.runJob(RELEASE_PAYMENT_RESERVATION, { orderId: order.id });
    await fill(buyer, size);
    const again = await applyCoupon(buyer, code);
    expect(again.statusCode).toBe(400);
    expect(problemOf(again)?.detail).toBe(refused);
    expect(await usesOf(buyer.user.id, code)).toEqual({ redemptions: 1, discounted: 1 });
  });

  it("is held while a failed payment's order waits for a retry, and free again once it lapses", async () => {
    const { buyer, size } = await shopperFor(code);
    await fill(buyer, size);
    expect((await applyCoupon(buyer, code)).statusCode).toBe(200);
    const failed = await online.start(buyer, "CREDIT_CARD");
    const { answered } = await online.payAtGateway(failed.transactionId, {
      ...TEST_CARD,
      outcome: "failure",
    });
    await submit(test, backToStore(answered.body));
    expect((await online.orderOf(failed.orderId)).status).toBe("PAYMENT_FAILED");
    await fill(buyer, await sizeFor(code));
    const meanwhile = await applyCoupon(buyer, code);
    expect(meanwhile.statusCode).toBe(400);
    expect(problemOf(meanwhile)?.detail).toBe(refused);

    await lapse(failed);
    const bag = await checkoutAs(test, buyer, { page: "myBag", type: "read" });
    expect(bag.overview).toMatchObject({ couponCode: code, isCouponApplied: true });
    await checkoutAs(test, buyer, {
      page: "shipping",
      selectedShippingMethods: bag.products.map((product) => ({
        skuId: product.skuId,
        shippingMethod: "standard",
      })),
    });
    const next = await online.start(buyer, "CREDIT_CARD");
    expect((await online.orderOf(next.orderId)).couponCode).toBe(code);
  });

  it("comes back when an unpaid order is cancelled", async () => {
    const { buyer, size } = await shopperFor(code);
    await fill(buyer, size);
    expect((await applyCoupon(buyer, code)).statusCode).toBe(200);
    const unpaid = await online.start(buyer, "CREDIT_CARD");
    await advanceOrder(test, unpaid.orderId, "CANCELLED");
    expect((await online.orderOf(unpaid.orderId)).status).toBe("CANCELLED");
    await fill(buyer, size);
    expect((await applyCoupon(buyer, code)).statusCode).toBe(200);
  });

  it.each(["CASH_ON_DELIVERY", "LOYALTY"])(
    "is held by an order paid by %s once it is placed",
    async (type) => {
      const { buyer, size } = await shopperFor(code);
      await checkoutAs(test, buyer, { type: "update", cartItems: [{ skuId: size.skuId, qty: 1 }] });
      expect((await applyCoupon(buyer, code)).statusCode).toBe(200);
      const items = [{ skuId: size.skuId, qty: 1 }];
      let orderNumber: string;
      if (type === "CASH_ON_DELIVERY") {
        orderNumber = await placeCodOrder(test, buyer, items, online.warehouse.pincode);
      } else {
        const grant = { userId: buyer.user.id, brandId: size.brandId, points: 10_000 };
        await grantPoints(test, testLoyalty(test), grant);
        await fill(buyer, size);
        const bag = await checkoutAs(test, buyer, { page: "payment", selectedPaymentMode: "LOYALTY" });
        const pricingDetails = { netAmount: 0 };
        const made = await online.make(
          buyer,
          placement(bag, { paymentTypeCode: "LOYALTY", useLoyalty: true, pricingDetails }),
        );
        expect(made.statusCode, made.body).toBe(200);
        orderNumber = made.json().orderId as string;
      }
      expect(await online.orderOf(orderNumber)).toMatchObject({ couponCode: code, status: "PLACED" });
      await fill(buyer, size);
      expect(problemOf(await applyCoupon(buyer, code))?.detail).toBe(refused);
      expect(await usesOf(buyer.user.id, code)).toEqual({ redemptions: 1, discounted: 1 });
    },
  );
});

describe("the shopper's first order", () => {
  it("is an order waiting for its payment, and passes to the next one when it lapses", async () => {
    const { buyer, size } = await shopperFor("FIRST250");
    await fill(buyer, size);
    const first = await online.start(buyer, "CREDIT_CARD");
    await fill(buyer, size);
    const second = await online.start(buyer, "CREDIT_CARD");
    await fill(buyer, size);
    const refused = formatMessage.coupon("firstOrderOnly", { code: "FIRST250" });
    expect(problemOf(await applyCoupon(buyer, "FIRST250"))?.detail).toBe(refused);
    // The first lapses; the second, still waiting for its payment, is now the shopper's first order.
    await lapse(first);
    expect(problemOf(await applyCoupon(buyer, "FIRST250"))?.detail).toBe(refused);
    await lapse(second);
    expect((await applyCoupon(buyer, "FIRST250")).statusCode).toBe(200);
  });
});

describe("a coupon without a limit of use", () => {
  it("goes with every order of the shopper's, and no order holds it", async () => {
    const { buyer, size } = await shopperFor(UNLIMITED);
    const orders: string[] = [];
    for (let i = 0; i < 2; i++) {
      await fill(buyer, size);
      expect((await applyCoupon(buyer, UNLIMITED)).statusCode).toBe(200);
      orders.push((await online.start(buyer, "CREDIT_CARD")).orderId);
    }
    for (const orderId of orders) expect((await online.orderOf(orderId)).couponCode).toBe(UNLIMITED);
    expect((await usesOf(buyer.user.id, UNLIMITED)).redemptions).toBe(0);
  });
});
