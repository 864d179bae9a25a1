import { formatMessage } from "@odin/contracts";
import { describe, expect, it } from "vitest";
import { planQuantities, type StockOfSku, sellableQuantity } from "./bag-rules";

const stockOf = (entries: Array<[number, number]>) =>
  new Map<number, StockOfSku>(
    entries.map(([skuId, inStock]) => [skuId, { styleName: `Style ${skuId}`, inStock }]),
  );

describe("sellableQuantity", () => {
  it("is the stock capped at 10, never negative", () => {
    expect([0, 3, 10, 11, 500, -2].map(sellableQuantity)).toEqual([0, 3, 10, 10, 10, 0]);
  });
});

describe("planQuantities", () => {
  it("adds a new size and counts it as a new line", () => {
    const plan = planQuantities(new Map(), stockOf([[1, 5]]), [{ skuId: 1, qty: 2, mode: "add" }]);
    expect([...plan.puts]).toEqual([[1, 2]]);
    expect(plan.newLines).toBe(1);
    expect(plan.limitBreached).toEqual([]);
  });

  it("sums with the bag and stops at the sellable quantity with the spec's message", () => {
    const plan = planQuantities(new Map([[1, 8]]), stockOf([[1, 50]]), [{ skuId: 1, qty: 5, mode: "add" }]);
    expect([...plan.puts]).toEqual([[1, 10]]);
    expect(plan.newLines).toBe(0);
    expect(plan.limitBreached.map((issue) => issue.message)).toEqual([
      formatMessage.quantityLimit(10, "Style 1"),
    ]);
  });

  it("changes nothing when the bag already holds all that can be had", () => {
    const plan = planQuantities(new Map([[1, 3]]), stockOf([[1, 3]]), [{ skuId: 1, qty: 1, mode: "add" }]);
    expect(plan.puts.size).toBe(0);
    expect(plan.limitBreached[0]?.message).toBe("You can add only 3 of Style 1");
  });

  it("refuses a set above the sellable quantity whole", () => {
    const plan = planQuantities(new Map([[1, 2]]), stockOf([[1, 4]]), [{ skuId: 1, qty: 6, mode: "set" }]);
    expect(plan.puts.size).toBe(0);
    expect(plan.limitBreached[0]).toMatchObject({
      sellableQty: 4,
      message: "You Can Add Max 4 Quantity of This Item.",
    });
  });

  it("sets a quantity within the limit", () => {
    const plan = planQuantities(new Map([[1, 2]]), stockOf([[1, 4]]), [{ skuId: 1, qty: 4, mode: "set" }]);
    expect([...plan.puts]).toEqual([[1, 4]]);
  });

  it("does not add a sold-out size and names unknown ones", () => {
    const plan = planQuantities(new Map(), stockOf([[1, 0]]), [
      { skuId: 1, qty: 1, mode: "add" },
      { skuId: 9, qty: 1, mode: "add" },
    ]);
    expect(plan.puts.size).toBe(0);
    expect(plan.notAdded.map((issue) => issue.skuId)).toEqual([1]);
    expect(plan.unknown).toEqual([9]);
  });

  it("applies entries for one size in order", () => {
    const plan = planQuantities(new Map(), stockOf([[1, 10]]), [
      { skuId: 1, qty: 4, mode: "add" },
      { skuId: 1, qty: 4, mode: "add" },
      { skuId: 1, qty: 4, mode: "add" },
    ]);
    expect([...plan.puts]).toEqual([[1, 10]]);
    expect(plan.newLines).toBe(1);
    expect(plan.limitBreached).toHaveLength(1);
  });
});
