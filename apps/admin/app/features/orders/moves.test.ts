import {
  ADMIN_BULK_MOVES,
  ADMIN_MOVES,
  ADMIN_ORDER_STATES,
  orderPaymentStatus,
  shippingMethod,
} from "@odin/contracts";
import { describe, expect, it } from "vitest";
import { BULK_MOVES, MOVES, movesOf } from "./moves";
import { DELIVERY_MODES, ORDER_STATES, PAYMENT_STATUSES } from "./order-labels";

describe("the page's copies of the contracts' lists", () => {
  it("are the moves, states, payment states and delivery modes the server knows", () => {
    expect(MOVES).toEqual(ADMIN_MOVES);
    expect(BULK_MOVES).toEqual(ADMIN_BULK_MOVES);
    expect(ORDER_STATES).toEqual(ADMIN_ORDER_STATES);
    expect(PAYMENT_STATUSES).toEqual(orderPaymentStatus.options);
    expect([...DELIVERY_MODES].sort()).toEqual([...shippingMethod.options].sort());
  });
});

describe("an item's moves", () => {
  it("are the lifecycle's next states that staff make, leaving the returns desk's out", () => {
    expect(movesOf({ nextMoves: ["PACKED", "CANCELLED"] })).toEqual(["PACKED", "CANCELLED"]);
    expect(movesOf({ nextMoves: ["CANCELLED", "CUSTOMERPICKCOMPLETE"] })).toEqual([
      "CUSTOMERPICKCOMPLETE",
      "CANCELLED",
    ]);
    expect(movesOf({ nextMoves: ["DELIVERED", "RTO"] })).toEqual(["DELIVERED"]);
    expect(movesOf({ nextMoves: ["RETURN_REQUESTED"] })).toEqual([]);
  });
});
