import { schema } from "@odin/db";
import { asc, eq } from "drizzle-orm";
import { expect } from "vitest";
import type { FixtureSize } from "./bag-fixture";
import { type Buyer, placeCodOrder, readyToPay } from "./checkout";
import { type OnlinePaymentKit, TEST_CARD } from "./online-payment";
import { backToStore, submit } from "./online-payment-forms";
import type { TestApp } from "./test-app";

/** An order placed for a test: its number, row id, items (in id order) and shopper. */
export interface PlacedTestOrder {
  buyer: Buyer;
  orderNumber: string;
  orderId: number;
  items: (typeof schema.orderItems.$inferSelect)[];
}

/**
 * Orders placed as a shopper places them, one unit of each size by standard delivery from the kit's
 * warehouse: by cash on delivery (a verified code), or by card paid at the sandbox gateway's page.
 * `options` adds to the placement (`useLoyalty`, `pricingDetails`).
 */
export function placedOrders(test: TestApp, online: OnlinePaymentKit) {
  async function orderOf(buyer: Buyer, orderNumber: string): Promise<PlacedTestOrder> {
    const { db } = test.database;
    const [order] = await db.select().from(schema.orders).where(eq(schema.orders.orderNumber, orderNumber));
    if (!order) throw new Error(`no order ${orderNumber}`);
    const items = await db
      .select()
      .from(schema.orderItems)
      .where(eq(schema.orderItems.orderId, order.id))
      .orderBy(asc(schema.orderItems.id));
    return { buyer, orderNumber, orderId: order.id, items };
  }

  async function ready(sizes: readonly FixtureSize[], buyer?: Buyer) {
    const shopper = buyer ?? (await online.newBuyer());
    const items = sizes.map((size) => ({ skuId: size.skuId, qty: 1 }));
    await readyToPay(test, shopper, items, online.warehouse.pincode);
    return shopper;
  }

  return {
    async cod(sizes: readonly FixtureSize[], options: Record<string, unknown> = {}, buyer?: Buyer) {
      const shopper = buyer ?? (await online.newBuyer());
      const items = sizes.map((size) => ({ skuId: size.skuId, qty: 1 }));
      return orderOf(shopper, await placeCodOrder(test, shopper, items, online.warehouse.pincode, options));
    },

    /** The buyer (new unless given) with one unit of each size in the bag, at the shipping step. */
    ready,

    /** Places the buyer's ready bag by card and pays it at the gateway. */
    async payByCard(shopper: Buyer, options: Record<string, unknown> = {}) {
      const started = await online.start(shopper, "CREDIT_CARD", options);
      const paid = await online.payAtGateway(started.transactionId, { ...TEST_CARD, outcome: "success" });
      const back = await submit(test, backToStore(paid.answered.body));
      expect(back.statusCode, back.body).toBeLessThan(400);
      const order = await orderOf(shopper, started.orderId);
      expect(order.items.every((item) => item.status === "PLACED")).toBe(true);
      return { ...order, transactionId: started.transactionId, amount: started.amount };
    },

    async card(sizes: readonly FixtureSize[], options: Record<string, unknown> = {}) {
      return this.payByCard(await ready(sizes), options);
    },
  };
}
