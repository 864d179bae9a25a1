import {
  BULK_EDITS,
  PRICE_CHANGE_BY as BY,
  bulkEditBody,
  PRICE_DIRECTIONS as DIRECTIONS,
  BULK_EDIT_KINDS as KINDS,
} from "@odin/contracts";
import { describe, expect, it } from "vitest";
import { bulkEditOf } from "./bulk-edit-forms";
import { BULK_EDIT_KINDS, BULK_LIMITS, PRICE_CHANGE_BY, PRICE_DIRECTIONS } from "./bulk-edit-words";
import type { StyleFilters } from "./catalogue-query";

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

const FILTERS: StyleFilters = {
  q: "kurta",
  brandId: "3",
  categoryId: "",
  status: "unpublished",
  stock: "",
  priceMin: "",
  priceMax: "2000",
};

describe("the bulk edit form", () => {
  it("holds the contracts' choices and limits", () => {
    expect(BULK_EDIT_KINDS).toEqual(KINDS);
    expect(PRICE_DIRECTIONS).toEqual(DIRECTIONS);
    expect(PRICE_CHANGE_BY).toEqual(BY);
    expect(BULK_LIMITS).toEqual({
      maxStyles: BULK_EDITS.maxStyles,
      maxRupees: BULK_EDITS.maxRupees,
      maxPercent: BULK_EDITS.maxPercent,
      pollMs: BULK_EDITS.pollMs,
    });
  });

  it("reads each kind of edit into a body the server takes, with the list's filters", () => {
    const forms: Record<string, string>[] = [
      { kind: "price", direction: "down", by: "percent", value: "10" },
      { kind: "price", direction: "up", by: "amount", value: "₹1,000" },
      { kind: "publish", value: "ignored" },
      { kind: "unpublish" },
      { kind: "stock", fcId: "21", units: "0", reason: "Season count" },
    ];
    const bodies = forms.map((fields) => bulkEditOf(formOf(fields), FILTERS).body);
    for (const body of bodies) expect(bulkEditBody.safeParse(body).success, JSON.stringify(body)).toBe(true);
    expect(bodies[0]).toEqual({
      filters: { q: "kurta", brandId: 3, status: "unpublished", priceMax: 2000 },
      operation: { kind: "price", direction: "down", by: "percent", value: 10 },
    });
    expect(bodies[1]?.operation).toEqual({ kind: "price", direction: "up", by: "amount", value: 1000 });
    expect(bodies[2]?.operation).toEqual({ kind: "publish" });
  });

  it("names what the server would refuse, field by field", () => {
    const refused = [
      [{ kind: "everything" }, { kind: "Choose what to change." }],
      [
        { kind: "price", direction: "down", by: "percent", value: "95" },
        { value: "Give a whole percentage from 1 to 90." },
      ],
      [
        { kind: "price", direction: "sideways", by: "amount", value: "0" },
        { direction: "Choose up or down.", value: "Give whole rupees from 1 to 10,00,000." },
      ],
      [
        { kind: "price", direction: "up", by: "amount", value: "12.5" },
        { value: "Give whole rupees from 1 to 10,00,000." },
      ],
      [
        { kind: "stock", fcId: "", units: "-1", reason: "ok" },
        {
          fcId: "Choose the centre.",
          units: "Give the units each size holds there, from 0 to 1,00,000.",
          reason: "Give a reason: it is kept with each change.",
        },
      ],
    ] as const;
    for (const [fields, problems] of refused) {
      expect(bulkEditOf(formOf(fields), FILTERS).fields).toEqual(problems);
    }
  });
});
