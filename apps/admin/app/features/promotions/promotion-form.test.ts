import { promotionCreateBody, promotionUpdateBody } from "@odin/contracts";
import { describe, expect, it } from "vitest";
import { localInputOf, promotionCreateOf, promotionUpdateOf } from "./promotion-form";

const formOf = (fields: Record<string, string | string[]>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const each of Array.isArray(value) ? value : [value]) form.append(name, each);
  }
  return form;
};

const filled = (overrides: Record<string, string | string[]> = {}) =>
  formOf({
    code: "diwali25",
    kind: "flat",
    value: "250",
    title: "₹250 off",
    tnc: "On orders above ₹1,999.",
    minBagValue: "1,999",
    maxDiscount: "",
    brandIds: ["3", "5"],
    firstOrderOnly: "on",
    oncePerDays: "30",
    paymentConstraint: "UPI",
    validFrom: "2026-12-01T10:00",
    validUntil: "2026-12-31T23:59",
    maxRedemptions: "500",
    ...overrides,
  });

describe("the promotion form", () => {
  it("reads a new promotion the server takes: the code in capitals, rupees as paise, local times as instants", () => {
    const read = promotionCreateOf(filled());
    expect(read.fields).toBeUndefined();
    expect(read.body).toMatchObject({
      code: "DIWALI25",
      value: 25_000,
      minBagValue: 199_900,
      maxDiscount: null,
      brandIds: [3, 5],
      firstOrderOnly: true,
      combinable: false,
      oncePerDays: 30,
      paymentConstraint: "UPI",
      maxRedemptions: 500,
      validFrom: new Date("2026-12-01T10:00").toISOString(),
    });
    expect(promotionCreateBody.safeParse(read.body).success).toBe(true);
    expect(localInputOf(read.body?.validFrom ?? null)).toBe("2026-12-01T10:00");
  });

  it("says what the server would refuse, field by field", () => {
    const read = promotionCreateOf(
      filled({
        code: "no spaces",
        kind: "percent",
        value: "95",
        brandIds: [],
        validUntil: "2026-11-30T10:00",
      }),
    );
    expect(Object.keys(read.fields ?? {}).sort()).toEqual(["brandIds", "code", "validUntil", "value"]);
    expect(read.fields?.value).toBe("Give the percent off, 1 to 90.");
  });

  it("keeps the styles of a promotion chosen otherwise while no brand is ticked, and needs a brand otherwise", () => {
    const { code: _, ...rest } = Object.fromEntries(filled().entries()) as Record<string, string>;
    const kept = promotionUpdateOf(formOf({ ...rest, brandIds: [] }), true);
    expect(kept.body?.brandIds).toBeNull();
    expect(promotionUpdateBody.safeParse(kept.body).success).toBe(true);
    expect(promotionUpdateOf(formOf({ ...rest, brandIds: [] }), false).fields?.brandIds).toBe(
      "Choose at least one brand.",
    );
  });
});
