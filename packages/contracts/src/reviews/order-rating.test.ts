import { describe, expect, it } from "vitest";
import { orderRateable, orderRatingRequest } from "./order-rating";

describe("rating an order", () => {
  it("is enabled by an item delivered, collected or returned, whatever the others", () => {
    expect(orderRateable(["DELIVERED"])).toBe(true);
    expect(orderRateable(["SHIPPED", "CUSTOMERPICKCOMPLETE"])).toBe(true);
    expect(orderRateable(["CANCELLED", "RETURNED"])).toBe(true);
    expect(orderRateable(["PLACED", "SHIPPED", "CANCELLED"])).toBe(false);
    expect(orderRateable([])).toBe(false);
  });

  it("takes 1 to 5 stars and a bounded comment", () => {
    expect(orderRatingRequest.safeParse({ orderId: "OD1", rating: 5, comment: " Lovely " }).data).toEqual({
      orderId: "OD1",
      rating: 5,
      comment: "Lovely",
    });
    expect(orderRatingRequest.safeParse({ orderId: "OD1", rating: 0 }).success).toBe(false);
    expect(orderRatingRequest.safeParse({ orderId: "OD1", rating: 6 }).success).toBe(false);
    expect(orderRatingRequest.safeParse({ orderId: "OD1", rating: 2.5 }).success).toBe(false);
    expect(orderRatingRequest.safeParse({ orderId: "od-1", rating: 3 }).success).toBe(false);
    expect(
      orderRatingRequest.safeParse({ orderId: "OD1", rating: 3, comment: "x".repeat(501) }).success,
    ).toBe(false);
    expect(orderRatingRequest.safeParse({ orderId: "OD1", rating: 3, comment: "a\u0000b" }).success).toBe(
      false,
    );
  });
});
