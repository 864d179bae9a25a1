import { ORDERS, paymentResponse } from "@odin/contracts";
import { queryRows, schema } from "@odin/db";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LoyaltyService } from "../modules/loyalty";
import { CANCEL_UNCOLLECTED_PICKUP } from "../modules/orders";
import { servicesOf } from "../platform/composition";
import { startJobRunner } from "../platform/jobs-runner";
import { useTestApp } from "../testing/api-fixture";
import type { FixtureSize } from "../testing/bag-fixture";
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
} from "../testing/checkout";
import { advanceOrder } from "../testing/order-lifecycle";
import { cancelUncollectedPickup, cancelUncollectedPickupJob } from "./cancel-uncollected-pickup";

const test = useTestApp();
let loyalty: LoyaltyService;
let store: CentreRef;

beforeAll(async () => {
  loyalty = testLoyalty(test);
  store = await centreOf(test, "store");
});
afterAll(async () => {
  const { db } = test.database;
  await db.delete(schema.jobs).where(eq(schema.jobs.name, CANCEL_UNCOLLECTED_PICKUP));
});

/** A pickup order of `size` at the store, paid with points; answers the buyer and the order's row. */
async function pickupOrder(
  size: FixtureSize,
): Promise<{ buyer: Buyer; order: typeof schema.orders.$inferSelect }> {
  const buyer = await test.shopper();
  await grantPoints(test, loyalty, { userId: buyer.user.id, brandId: size.brandId, points: 2_000 });
  await checkoutAs(test, buyer, { type: "update", cartItems: [{ skuId: size.skuId }] });
  await addAddress(test, buyer, store.pincode);
  const bag = await checkoutAs(test, buyer, {
    page: "payment",
    selectedPaymentMode: "LOYALTY",
    selectedShippingMethods: [{ skuId: size.skuId, shippingMethod: "STOREPICK", storeId: store.id }],
  });
  const body = placement(bag, { paymentTypeCode: "LOYALTY", pricingDetails: { netAmount: 0 } });
  const response = await call(test, buyer, "POST", "/api/payment/make", body, {
    "idempotency-key": newKey(),
  });
  expect(response.statusCode, response.body).toBe(200);
  const { orderId } = paymentResponse.parse(response.json());
  const [order] = await test.database.db
    .select()
    .from(schema.orders)
    .where(eq(schema.orders.orderNumber, orderId));
  if (!order) throw new Error("no order");
  return { buyer, order };
}

async function heldAtStore(skuId: number): Promise<number> {
  const [row] = await queryRows<{ quantity: number }>(
    test.database.db,
    sql`select quantity from stock where sku_id = ${skuId} and fc_id = ${store.id}`,
  );
  return row?.quantity ?? 0;
}

const jobOf = async (orderNumber: string) =>
  (
    await test.database.db
      .select()
      .from(schema.jobs)
      .where(and(eq(schema.jobs.name, CANCEL_UNCOLLECTED_PICKUP), eq(schema.jobs.key, orderNumber)))
  )[0];

describe("store pickup not collected within 7 days (spec 3 §2, §9)", () => {
  it("is cancelled by the job written with the order: stock back at the store, points back", async () => {
    const size = await test.sizes.size({
      mrp: 199_900,
      price: 149_900,
      stock: 0,
      heldAt: [{ fcId: store.id, quantity: 2 }],
    });
    const { buyer, order } = await pickupOrder(size);
    expect(await heldAtStore(size.skuId)).toBe(1);
    expect((await loyalty.balances(buyer.user.id))[0]?.balance).toBe(2_000 - 1_499);

    const job = await jobOf(order.orderNumber);
    const days = ((job?.runAt.getTime() ?? 0) - order.createdAt.getTime()) / 86_400_000;
    expect(days).toBe(ORDERS.storePickupAutoCancelDays);
    expect(job?.state).toBe("pending");

    // The 7 days pass.
    await test.database.db
      .update(schema.jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(schema.jobs.id, job?.id ?? 0));
    const runner = startJobRunner({
      db: test.database.db,
      log: test.app.log,
      handlers: [cancelUncollectedPickupJob({ lifecycle: servicesOf(test.app).lifecycle })],
      pollIntervalMs: 60_000,
    });
    try {
      await runner.drainDue();
    } finally {
      await runner.stop();
    }
    expect((await jobOf(order.orderNumber))?.state).toBe("done");
    const items = await test.database.db
      .select()
      .from(schema.orderItems)
      .where(eq(schema.orderItems.orderId, order.id));
    expect(items.map((item) => item.status)).toEqual(["CANCELLED"]);
    const [after] = await test.database.db.select().from(schema.orders).where(eq(schema.orders.id, order.id));
    expect(after?.status).toBe("CANCELLED");
    expect(await heldAtStore(size.skuId)).toBe(2);
    expect((await loyalty.balances(buyer.user.id))[0]?.balance).toBe(2_000);

    // Run again (a retry after a crash): nothing is left to do.
    const again = await test.database.db.transaction((tx) =>
      cancelUncollectedPickup(tx, order.id, {
        lifecycle: servicesOf(test.app).lifecycle,
        now: new Date(),
      }),
    );
    expect(again).toBe(0);
    expect(await heldAtStore(size.skuId)).toBe(2);
  });

  it("leaves a collected pickup alone", async () => {
    const size = await test.sizes.size({
      mrp: 199_900,
      price: 149_900,
      stock: 0,
      heldAt: [{ fcId: store.id, quantity: 1 }],
    });
    const { order } = await pickupOrder(size);
    await advanceOrder(test, order.orderNumber, "PACKED", "CUSTOMERPICKCOMPLETE");
    const cancelled = await test.database.db.transaction((tx) =>
      cancelUncollectedPickup(tx, order.id, {
        lifecycle: servicesOf(test.app).lifecycle,
        now: new Date(),
      }),
    );
    expect(cancelled).toBe(0);
    expect(await heldAtStore(size.skuId)).toBe(0);
  });
});
