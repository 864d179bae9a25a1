import { MESSAGES, orderRating, orderRatingView } from "@odin/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/api-fixture";
import { type Buyer, type CentreRef, call, centreOf } from "../../testing/checkout";
import { advanceOrder } from "../../testing/order-lifecycle";
import { type PlacedOrder, placeCodOrderWithItems } from "../../testing/order-status";
import { problemOf } from "../../testing/test-app";

const test = useTestApp();
let warehouse: CentreRef;

beforeAll(async () => {
  warehouse = await centreOf(test, "warehouse");
});

/** A buyer and their order of two sizes, just placed. */
async function placed(): Promise<{ who: Buyer; order: PlacedOrder }> {
  const who = await test.shopper();
  const sizes = [
    await test.sizes.size({ mrp: 99_900, price: 79_900, stock: 5 }),
    await test.sizes.size({ mrp: 59_900, price: 59_900, stock: 5 }),
  ];
  return { who, order: await placeCodOrderWithItems(test, who, sizes, warehouse) };
}

const rate = (who: Buyer | null, body: object) =>
  call(test, who, "POST", "/api/reviews/orderConfirmation", body);
const ratingOf = (who: Buyer | null, orderId: string) =>
  call(test, who, "GET", `/api/reviews/orderConfirmation/${orderId}`);

describe("POST /api/reviews/orderConfirmation", () => {
  it("refuses with 409 until an item is delivered, then saves the rating, and rating again changes it", async () => {
    const { who, order } = await placed();
    const early = await rate(who, { orderId: order.orderId, rating: 4 });
    expect(early.statusCode).toBe(409);
    expect(problemOf(early)).toMatchObject({
      code: "ORDER_NOT_RATEABLE",
      detail: MESSAGES.reviews.orderNotRateable,
    });
    expect(orderRatingView.parse((await ratingOf(who, order.orderId)).json())).toEqual({
      canRate: false,
      rating: null,
    });

    const delivered = [order.items[0]?.itemId ?? 0];
    await advanceOrder(test, order.orderId, "PACKED", "SHIPPED", { itemIds: delivered, to: "DELIVERED" });
    const first = await rate(who, { orderId: order.orderId, rating: 4, comment: "  Quick delivery  " });
    expect(first.statusCode, first.body).toBe(200);
    expect(orderRating.parse(first.json())).toMatchObject({
      orderId: order.orderId,
      rating: 4,
      comment: "Quick delivery",
    });

    const again = await rate(who, { orderId: order.orderId, rating: 2 });
    expect(again.statusCode, again.body).toBe(200);
    const view = orderRatingView.parse((await ratingOf(who, order.orderId)).json());
    expect(view).toMatchObject({ canRate: true, rating: { orderId: order.orderId, rating: 2 } });
    expect(view.rating?.comment).toBeUndefined();
  });

  it("takes a returned item as well (a collected one is the rules' test)", async () => {
    const { who, order } = await placed();
    await advanceOrder(
      test,
      order.orderId,
      "PACKED",
      "SHIPPED",
      "DELIVERED",
      "RETURN_REQUESTED",
      "PICKED_UP",
      "RETURNED",
    );
    expect((await rate(who, { orderId: order.orderId, rating: 5 })).statusCode).toBe(200);
  });

  it("answers 404 for another shopper's order, an unknown one and 401 for a guest", async () => {
    const { order } = await placed();
    await advanceOrder(test, order.orderId, "PACKED", "SHIPPED", "DELIVERED");
    const other = await test.shopper();
    const foreign = await rate(other, { orderId: order.orderId, rating: 1 });
    expect(foreign.statusCode).toBe(404);
    expect(problemOf(foreign)?.detail).toBe(MESSAGES.checkout.orderIdMissing);
    expect((await ratingOf(other, order.orderId)).statusCode).toBe(404);
    expect((await rate(other, { orderId: "OD999999999999", rating: 1 })).statusCode).toBe(404);
    expect((await rate(null, { orderId: order.orderId, rating: 5 })).statusCode).toBe(401);
    expect((await ratingOf(null, order.orderId)).statusCode).toBe(401);
  });

  it("answers 400 to a rating outside 1 to 5 or a comment too long", async () => {
    const { who, order } = await placed();
    await advanceOrder(test, order.orderId, "PACKED", "SHIPPED", "DELIVERED");
    for (const body of [
      { orderId: order.orderId, rating: 0 },
      { orderId: order.orderId, rating: 6 },
      { orderId: order.orderId, rating: 3, comment: "x".repeat(501) },
      { orderId: "not an id", rating: 3 },
    ]) {
      expect((await rate(who, body)).statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
  });
});
