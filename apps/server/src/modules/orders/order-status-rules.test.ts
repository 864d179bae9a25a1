import { describe, expect, it } from "vitest";
import { invoiceAvailable, orderExpectedDelivery, orderStatusOf } from "./order-status-rules";

describe("orderStatusOf (decision 47)", () => {
  it("is the items' status when they agree", () => {
    expect(orderStatusOf(["PLACED", "PLACED"])).toBe("PLACED");
    expect(orderStatusOf(["DELIVERED"])).toBe("DELIVERED");
  });

  it("is the least advanced item's, leaving out cancelled items", () => {
    expect(orderStatusOf(["SHIPPED", "PLACED"])).toBe("PLACED");
    expect(orderStatusOf(["DELIVERED", "CANCELLED"])).toBe("DELIVERED");
    expect(orderStatusOf(["RETURN_REQUESTED", "DELIVERED"])).toBe("DELIVERED");
    expect(orderStatusOf(["PAYMENT_PENDING", "PAYMENT_PENDING"])).toBe("PAYMENT_PENDING");
  });

  it("is CANCELLED when every item is", () => {
    expect(orderStatusOf(["CANCELLED", "CANCELLED"])).toBe("CANCELLED");
  });
});

describe("orderExpectedDelivery", () => {
  it("is the latest day of the items still on their way, else of all items", () => {
    const items = [
      { status: "SHIPPED" as const, expectedDelivery: "2026-11-03" },
      { status: "PLACED" as const, expectedDelivery: "2026-11-05" },
      { status: "DELIVERED" as const, expectedDelivery: "2026-11-09" },
    ];
    expect(orderExpectedDelivery(items)).toBe("2026-11-05");
    expect(orderExpectedDelivery(items.map((item) => ({ ...item, status: "DELIVERED" as const })))).toBe(
      "2026-11-09",
    );
  });
});

describe("invoiceAvailable", () => {
  it("is true once some item shipped or was collected", () => {
    expect(invoiceAvailable([{ status: "PLACED" }, { status: "PACKED" }])).toBe(false);
    expect(invoiceAvailable([{ status: "PACKED" }, { status: "SHIPPED" }])).toBe(true);
    expect(invoiceAvailable([{ status: "CUSTOMERPICKCOMPLETE" }])).toBe(true);
  });
});
