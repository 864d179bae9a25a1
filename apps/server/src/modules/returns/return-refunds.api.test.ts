import { returnDetailsResponse, returnResponse } from "@odin/contracts";
import { schema } from "@odin/db";
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/api-fixture";
import { signIn } from "../../testing/auth";
import { type Buyer, call, removeBuyers } from "../../testing/checkout";
import { type OnlinePaymentKit, onlinePaymentKit } from "../../testing/online-payment";
import { advanceOrder } from "../../testing/order-lifecycle";
import { type PlacedTestOrder, placedOrders } from "../../testing/placed-orders";
import { addNeft, removeReturns, returnAddresses } from "../../testing/returns";
import { createTestApp, type TestApp } from "../../testing/test-app";
import type { PayoutInput } from "../bank-transfer/bank-transfer.service";
import { findOrderById, itemsOf } from "../orders/orders.repo";
import { refundForReturned } from "./return-refunds";

/**
 * A return's refund (decision 49): a card-paid item goes back to its source, a cash-on-delivery one by
 * bank transfer; asked once when the item is RETURNED. Self-ship is offered only with its flag on.
 */

const test = useTestApp();
let online: OnlinePaymentKit;
let orders: ReturnType<typeof placedOrders>;
const shoppers: number[] = [];
afterAll(() => removeBuyers(test, shoppers));

beforeAll(async () => {
  online = await onlinePaymentKit(test);
  orders = placedOrders(test, online);
});
afterAll(async () => {
  await removeReturns(test, shoppers);
  await test.database.db.delete(schema.jobs).where(like(schema.jobs.key, "TX%"));
  await online.remove();
});

async function delivered(pay: "cod" | "card"): Promise<PlacedTestOrder> {
  const sizes = [
    await online.fixture.size({ mrp: 149_900, price: 99_900, stock: 5 }),
    await online.fixture.size({ mrp: 99_900, price: 79_900, stock: 5 }),
  ];
  const order = pay === "cod" ? await orders.cod(sizes) : await orders.card(sizes);
  shoppers.push(order.buyer.user.id);
  await advanceOrder(test, order.orderNumber, "PACKED", "SHIPPED", "DELIVERED");
  return order;
}

const first = (order: PlacedTestOrder) => {
  const item = order.items[0];
  if (!item) throw new Error("no item");
  return item;
};

const details = (app: TestApp, buyer: Buyer, order: PlacedTestOrder) =>
  call(app, buyer, "POST", "/api/returns/details", { orderId: order.orderNumber, itemId: first(order).id });

/** Runs the hook as the lifecycle would on a move of the order's first item to RETURNED. */
async function returned(order: PlacedTestOrder, payouts: PayoutInput[]) {
  const { db } = test.database;
  const hook = refundForReturned({
    requestPayout: async (_tx, input) => {
      payouts.push(input);
      return { ok: true };
    },
  });
  const item = first(order);
  await db.transaction(async (tx) => {
    const row = await findOrderById(tx, order.orderId);
    if (!row) throw new Error("no order");
    const items = (await itemsOf(tx, order.orderId)).filter((candidate) => candidate.id === item.id);
    const move = {
      orderId: order.orderId,
      itemIds: [item.id],
      to: "RETURNED" as const,
      by: "operator" as const,
      now: new Date(),
    };
    await hook(tx, { order: row, items, events: [], move });
  });
}

describe("the refund of a returned item", () => {
  it("goes back to the card it was paid with, no bank transfer asked", async () => {
    const order = await delivered("card");
    const answer = returnDetailsResponse.parse((await details(test, order.buyer, order)).json());
    expect(answer).toMatchObject({
      isNeftNeeded: false,
      refundDestinations: ["source"],
      refundAmountDetails: { totalRefund: first(order).lineTotal, toSource: first(order).lineTotal },
    });
    const { near } = await returnAddresses(test, order.buyer, online.warehouse.pincode);
    const made = await call(test, order.buyer, "POST", "/api/returns", {
      orderId: order.orderNumber,
      itemId: first(order).id,
      reasonId: 3,
      address: { addressId: near },
    });
    expect(made.statusCode, made.body).toBe(200);
    const payouts: PayoutInput[] = [];
    await advanceOrder(
      test,
      order.orderNumber,
      { itemIds: [first(order).id], to: "PICKED_UP" },
      { itemIds: [first(order).id], to: "RETURNED" },
    );
    await returned(order, payouts);
    expect(payouts).toEqual([]);
    const refunds = await test.database.db
      .select()
      .from(schema.paymentRefunds)
      .where(
        like(schema.paymentRefunds.idempotencyKey, `return:${returnResponse.parse(made.json()).returnId}`),
      );
    expect(refunds.map((refund) => refund.amount)).toEqual([first(order).lineTotal]);
  });

  it("pays cash on delivery back to the chosen bank account, once", async () => {
    const order = await delivered("cod");
    const { near } = await returnAddresses(test, order.buyer, online.warehouse.pincode);
    const neftId = await addNeft(test, order.buyer);
    const made = await call(test, order.buyer, "POST", "/api/returns", {
      orderId: order.orderNumber,
      itemId: first(order).id,
      reasonId: 2,
      address: { addressId: near },
      neftId,
    });
    const { returnId } = returnResponse.parse(made.json());
    const payouts: PayoutInput[] = [];
    await returned(order, payouts);
    await returned(order, payouts);
    expect(payouts).toEqual([
      {
        userId: order.buyer.user.id,
        neftId,
        amount: first(order).lineTotal,
        reference: returnId,
        reason: "return",
      },
    ]);
    const [row] = await test.database.db
      .select()
      .from(schema.returns)
      .where(eq(schema.returns.returnNumber, returnId));
    expect(row?.status).toBe("REFUND_REQUESTED");
  });
});

describe("self-ship", () => {
  it("is offered after reverse pickup, with where to send the parcel, only while its flag is on", async () => {
    const order = await delivered("cod");
    const flagged = await createTestApp({
      database: test.database,
      env: { ODIN_FEATURE_FLAGS: "selfShipReturn=true" },
    });
    try {
      // Tokens are signed by each app's own secret: sign in again.
      const signedIn = await signIn(flagged, order.buyer.user.email, order.buyer.user.password);
      const buyer = { user: order.buyer.user, token: signedIn.json().access_token as string };
      const answer = returnDetailsResponse.parse((await details(flagged, buyer, order)).json());
      expect(answer.returnModes.map((mode) => [mode.mode, mode.isDefault])).toEqual([
        ["REVERSEPICKUP", true],
        ["SELFSHIP", false],
      ]);
      expect(answer.selfShipInfo?.address.fcId).toBe(first(order).fcId);
      const neftId = await addNeft(flagged, buyer);
      const made = await call(flagged, buyer, "POST", "/api/returns", {
        orderId: order.orderNumber,
        itemId: first(order).id,
        reasonId: 7,
        returnMode: "SELFSHIP",
        neftId,
      });
      expect(made.statusCode, made.body).toBe(200);
      expect(returnResponse.parse(made.json()).returnMode).toBe("SELFSHIP");
    } finally {
      await flagged.close();
    }
  });
});
