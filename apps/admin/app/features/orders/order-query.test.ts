import { describe, expect, it } from "vitest";
import { filterProblem, filtersOf, isFiltered, ordersQueryOf, searchOf } from "./order-query";

const address = (search: string) => filtersOf(new URLSearchParams(search));

describe("the orders list's address", () => {
  it("reads every filter, trimmed, and asks the API for the ones set, ids as numbers", () => {
    const filters = address(
      "q=+98765+43210+&status=PACKED&paymentMethod=UPI&paymentStatus=paid&deliveryMode=STOREPICK" +
        "&centreId=3&brandId=12&from=2026-11-01&to=2026-11-30&unknown=1",
    );
    expect(filterProblem(filters)).toBeUndefined();
    expect(ordersQueryOf(filters, "Y3Vyc29y")).toEqual({
      q: "98765 43210",
      status: "PACKED",
      paymentMethod: "UPI",
      paymentStatus: "paid",
      deliveryMode: "STOREPICK",
      centreId: 3,
      brandId: 12,
      from: "2026-11-01",
      to: "2026-11-30",
      after: "Y3Vyc29y",
    });
  });

  it("leaves empty filters out of the query and the address, and keeps the cursor last", () => {
    const filters = address("q=&status=&centreId=3&from=");
    expect(ordersQueryOf(filters)).toEqual({ centreId: 3 });
    expect(searchOf(filters)).toBe("?centreId=3");
    expect(searchOf(filters, "abc")).toBe("?centreId=3&after=abc");
    expect(searchOf(address(""))).toBe("");
    expect(isFiltered(address("q=&status="))).toBe(false);
    expect(isFiltered(filters)).toBe(true);
  });

  it("says what is wrong with a filter before asking the server", () => {
    expect(filterProblem(address("centreId=Pune"))).toContain("The centre is a number");
    expect(filterProblem(address("brandId=0"))).toContain("The brand is a number");
    expect(filterProblem(address("status=LOST"))).toBe("Choose an item status from the list.");
    expect(filterProblem(address("paymentMethod=CHEQUE"))).toBe("Choose a payment method from the list.");
    expect(filterProblem(address("paymentStatus=late"))).toBe("Choose a payment status from the list.");
    expect(filterProblem(address("deliveryMode=drone"))).toBe("Choose a delivery mode from the list.");
    expect(filterProblem(address("from=2026-11-30&to=2026-11-01"))).toBe(
      "The first date is after the last one.",
    );
    expect(filterProblem(address(`q=${"x".repeat(255)}`))).toContain("at most 254 characters");
  });
});
