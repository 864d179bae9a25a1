import { ORDER_ITEM_STATUSES } from "@odin/contracts";
import { describe, expect, it } from "vitest";
import { canMove, nextStates } from "./lifecycle-rules";

describe("the order item lifecycle", () => {
  it("walks a home delivery from placed to refunded after its return", () => {
    const path = [
      "PLACED",
      "PACKED",
      "SHIPPED",
      "DELIVERED",
      "RETURN_REQUESTED",
      "PICKED_UP",
      "RETURNED",
      "REFUNDED",
    ] as const;
    for (let step = 1; step < path.length; step++) {
      expect(canMove(path[step - 1] as never, path[step] as never, "standard")).toBe(true);
    }
  });

  it("hands a store pickup over at the store, never by a carrier", () => {
    expect(canMove("PACKED", "CUSTOMERPICKCOMPLETE", "STOREPICK")).toBe(true);
    expect(canMove("PACKED", "SHIPPED", "STOREPICK")).toBe(false);
    expect(canMove("PACKED", "CUSTOMERPICKCOMPLETE", "ndd")).toBe(false);
    expect(nextStates("PACKED", "STOREPICK")).toEqual(["CUSTOMERPICKCOMPLETE", "CANCELLED"]);
    expect(nextStates("PACKED", "sdd")).toEqual(["SHIPPED", "CANCELLED"]);
  });

  it("cancels only before shipping", () => {
    expect(canMove("PLACED", "CANCELLED", "standard")).toBe(true);
    expect(canMove("PACKED", "CANCELLED", "standard")).toBe(true);
    expect(canMove("PAYMENT_PENDING", "CANCELLED", "standard")).toBe(true);
    for (const late of ["SHIPPED", "DELIVERED", "RETURNED", "REFUNDED"] as const) {
      expect(canMove(late, "CANCELLED", "standard")).toBe(false);
    }
  });

  it("puts a withdrawn return back where it came from", () => {
    expect(nextStates("RETURN_REQUESTED", "standard")).toEqual(["PICKED_UP", "RETURNED", "DELIVERED"]);
    expect(nextStates("RETURN_REQUESTED", "STOREPICK")).toEqual([
      "PICKED_UP",
      "RETURNED",
      "CUSTOMERPICKCOMPLETE",
    ]);
  });

  it("sends a collected parcel that failed its quality check back to the shopper", () => {
    expect(nextStates("PICKED_UP", "standard")).toEqual(["RETURNED", "DELIVERED"]);
    expect(nextStates("PICKED_UP", "STOREPICK")).toEqual(["RETURNED", "CUSTOMERPICKCOMPLETE"]);
  });

  it("never skips a step, goes back, or leaves a refunded item", () => {
    expect(canMove("PLACED", "DELIVERED", "standard")).toBe(false);
    expect(canMove("DELIVERED", "SHIPPED", "standard")).toBe(false);
    expect(canMove("PLACED", "PLACED", "standard")).toBe(false);
    for (const to of ORDER_ITEM_STATUSES) expect(canMove("REFUNDED", to, "standard")).toBe(false);
  });

  it("refunds money only after a cancel, a return or a return to origin", () => {
    const into = ORDER_ITEM_STATUSES.filter((from) => canMove(from, "REFUNDED", "standard"));
    expect(into).toEqual(["CANCELLED", "RETURNED", "RTO"]);
  });
});
