import { adminReturnDetails, type OrderDetailsItem, orderDetails, returnResponse } from "@odin/contracts";
import { schema } from "@odin/db";
import { inArray, like, or } from "drizzle-orm";
import { expect } from "vitest";
import type { FixtureSize } from "./bag-fixture";
import { call } from "./checkout";
import type { OnlinePaymentKit } from "./online-payment";
import { advanceOrder } from "./order-lifecycle";
import { type PlacedTestOrder, placedOrders } from "./placed-orders";
import { addNeft, removeReturns, returnAddresses } from "./returns";
import type { TestStaff } from "./staff";
import type { TestApp } from "./test-app";

/**
 * Test helpers of the back office's returns (decision 60): a delivered order with a return asked for
 * by its shopper through the storefront's API, the back office's calls, and what the shopper sees.
 */

export interface ReturnedItem {
  order: PlacedTestOrder;
  itemId: number;
  returnId: string;
  neftId: number | undefined;
}

export function adminReturnsKit(test: TestApp, online: OnlinePaymentKit) {
  const orders = placedOrders(test, online);
  const shoppers: number[] = [];

  async function sizes(): Promise<FixtureSize[]> {
    return [
      await online.fixture.size({ mrp: 149_900, price: 99_900, stock: 5 }),
      await online.fixture.size({ mrp: 99_900, price: 79_900, stock: 5 }),
    ];
  }

  /** A delivered order (cash on delivery or card) whose first item its shopper asked to return by reverse pickup. */
  async function returned(pay: "cod" | "card", placed?: PlacedTestOrder): Promise<ReturnedItem> {
    const order =
      placed ?? (pay === "cod" ? await orders.cod(await sizes()) : await orders.card(await sizes()));
    shoppers.push(order.buyer.user.id);
    await advanceOrder(test, order.orderNumber, "PACKED", "SHIPPED", "DELIVERED");
    const { near } = await returnAddresses(test, order.buyer, online.warehouse.pincode);
    const neftId = pay === "cod" ? await addNeft(test, order.buyer) : undefined;
    const itemId = order.items[0]?.id ?? 0;
    const made = await call(test, order.buyer, "POST", "/api/returns", {
      orderId: order.orderNumber,
      itemId,
      reasonId: 2,
      comment: "Too loose at the shoulders",
      address: { addressId: near },
      ...(neftId ? { neftId } : {}),
    });
    expect(made.statusCode, made.body).toBe(200);
    return { order, itemId, returnId: returnResponse.parse(made.json()).returnId, neftId };
  }

  /** A back-office call as the admin app makes it (a body on every write). */
  function admin(staff: TestStaff, method: "GET" | "POST" | "PUT", url: string, payload: object = {}) {
    return test.app.inject({ method, url, headers: staff.headers, ...(method === "GET" ? {} : { payload }) });
  }

  /** A return's page, checked against its contract. */
  async function page(staff: TestStaff, returnId: string) {
    const answer = await admin(staff, "GET", `/admin/api/returns/${returnId}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return adminReturnDetails.parse(answer.json());
  }

  /** The item as its shopper sees it on Order details. */
  async function shopperSees(returned: ReturnedItem): Promise<OrderDetailsItem> {
    const { order, itemId } = returned;
    const answer = await call(test, order.buyer, "GET", `/api/orders/${order.orderNumber}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const item = orderDetails.parse(answer.json()).items.find((candidate) => candidate.itemId === itemId);
    if (!item) throw new Error(`no item ${itemId} on the shopper's page`);
    return item;
  }

  /** The outbox's messages whose key names `text` (the test app's scope prefixes every key). */
  const messagesNaming = (text: string) =>
    test.database.db
      .select()
      .from(schema.outboxMessages)
      .where(like(schema.outboxMessages.idempotencyKey, `%${text}%`));

  /** Removes the kit's returns, payouts and their jobs (orders and shoppers go with the payment kit). */
  async function remove(): Promise<void> {
    const { db } = test.database;
    const payouts = await db
      .select({ reference: schema.payouts.reference })
      .from(schema.payouts)
      .where(inArray(schema.payouts.userId, shoppers.length > 0 ? shoppers : [0]));
    if (payouts.length > 0)
      await db
        .delete(schema.jobs)
        .where(or(...payouts.map((row) => like(schema.jobs.key, `${row.reference}:%`))));
    await removeReturns(test, shoppers);
  }

  return { orders, shoppers, sizes, returned, admin, page, shopperSees, messagesNaming, remove };
}

export type AdminReturnsKit = ReturnType<typeof adminReturnsKit>;
