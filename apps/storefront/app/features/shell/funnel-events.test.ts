import { describe, expect, it } from "vitest";
import { funnelEventsOf } from "./funnel-events";

describe("funnelEventsOf", () => {
  it("counts every page as a page view", () => {
    expect(funnelEventsOf("/men-jeans", "")).toEqual([{ name: "page_view", fields: {} }]);
  });

  it("adds a search for the search page with a query", () => {
    expect(funnelEventsOf("/search", "?q=+blue%20jeans")).toContainEqual({
      name: "search",
      fields: { searchTerm: "blue jeans" },
    });
    expect(funnelEventsOf("/search", "?q=")).toHaveLength(1);
  });

  it("adds the checkout step of the bag and the checkout pages", () => {
    expect(funnelEventsOf("/mybag", "")[1]).toEqual({ name: "checkout_step", fields: { step: "bag" } });
    expect(funnelEventsOf("/checkout/shipping/", "")[1]).toEqual({
      name: "checkout_step",
      fields: { step: "shipping" },
    });
    expect(funnelEventsOf("/checkout/payment", "")[1]?.fields.step).toBe("payment");
    expect(funnelEventsOf("/checkout/onpaymentfailure", "")).toHaveLength(1);
  });

  it("adds a purchase for an order's confirmation page", () => {
    expect(funnelEventsOf("/orderconfirmation/OD1234/success/tx9", "")[1]).toEqual({
      name: "purchase",
      fields: { orderId: "OD1234", status: "success" },
    });
  });
});
