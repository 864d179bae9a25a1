import { describe, expect, it } from "vitest";
import {
  codRefusal,
  expectedDelivery,
  IDEMPOTENCY_KEY,
  newOrderNumber,
  placeableType,
  planPayment,
  requestHash,
  sameItems,
} from "./order-rules";

describe("newOrderNumber", () => {
  it("is OD and 12 digits, and differs between orders", () => {
    const numbers = new Set(Array.from({ length: 50 }, newOrderNumber));
    for (const number of numbers) expect(number).toMatch(/^OD\d{12}$/);
    expect(numbers.size).toBe(50);
  });
});

describe("IDEMPOTENCY_KEY", () => {
  it("takes 8 to 100 letters, digits, - and _", () => {
    expect(IDEMPOTENCY_KEY.test("a1b2-c3_d4")).toBe(true);
    expect(IDEMPOTENCY_KEY.test(crypto.randomUUID())).toBe(true);
    expect(IDEMPOTENCY_KEY.test("short")).toBe(false);
    expect(IDEMPOTENCY_KEY.test("x".repeat(101))).toBe(false);
    expect(IDEMPOTENCY_KEY.test("with space 123")).toBe(false);
  });
});

describe("requestHash", () => {
  it("is the same for the same body in any key order, and differs for another body", () => {
    const a = requestHash({
      paymentTypeCode: "CASH_ON_DELIVERY",
      items: [{ skuId: 1, qty: 2 }],
      x: undefined,
    });
    const b = requestHash({ items: [{ qty: 2, skuId: 1 }], paymentTypeCode: "CASH_ON_DELIVERY" });
    expect(a).toBe(b);
    expect(requestHash({ items: [{ qty: 3, skuId: 1 }], paymentTypeCode: "CASH_ON_DELIVERY" })).not.toBe(a);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("sameItems", () => {
  const bag = [
    { skuId: 1, quantity: 2 },
    { skuId: 2, quantity: 1 },
  ];
  it("accepts the bag's sizes and quantities in any order", () => {
    expect(
      sameItems(bag, [
        { skuId: 2, qty: 1 },
        { skuId: 1, qty: 2 },
      ]),
    ).toBe(true);
  });
  it("refuses a missing, extra, repeated or re-counted size", () => {
    expect(sameItems(bag, [{ skuId: 1, qty: 2 }])).toBe(false);
    expect(
      sameItems(bag, [
        { skuId: 1, qty: 2 },
        { skuId: 2, qty: 1 },
        { skuId: 3, qty: 1 },
      ]),
    ).toBe(false);
    expect(
      sameItems(bag, [
        { skuId: 1, qty: 2 },
        { skuId: 1, qty: 2 },
      ]),
    ).toBe(false);
    expect(
      sameItems(bag, [
        { skuId: 1, qty: 1 },
        { skuId: 2, qty: 1 },
      ]),
    ).toBe(false);
  });
});

describe("planPayment", () => {
  it("collects everything in cash without loyalty", () => {
    expect(
      planPayment({
        paymentType: "CASH_ON_DELIVERY",
        useLoyalty: false,
        usable: 90_000,
        prepaidTotal: 50_000,
      }),
    ).toEqual({
      mode: "CASH_ON_DELIVERY",
      loyaltyCash: 0,
    });
  });
  it("pays the whole order with points when they cover it, with no COD charge", () => {
    for (const paymentType of ["CASH_ON_DELIVERY", "LOYALTY"] as const) {
      expect(planPayment({ paymentType, useLoyalty: true, usable: 50_000, prepaidTotal: 50_000 })).toEqual({
        mode: "LOYALTY",
        loyaltyCash: 50_000,
      });
    }
  });
  it("splits points and cash on delivery", () => {
    expect(
      planPayment({
        paymentType: "CASH_ON_DELIVERY",
        useLoyalty: true,
        usable: 20_000,
        prepaidTotal: 50_000,
      }),
    ).toEqual({
      mode: "CASH_ON_DELIVERY",
      loyaltyCash: 20_000,
    });
  });
  it("refuses points alone that do not cover the order", () => {
    expect(
      planPayment({ paymentType: "LOYALTY", useLoyalty: true, usable: 49_999, prepaidTotal: 50_000 }),
    ).toBe("insufficientLoyalty");
    expect(planPayment({ paymentType: "LOYALTY", useLoyalty: false, usable: 0, prepaidTotal: 1 })).toBe(
      "insufficientLoyalty",
    );
  });
});

describe("planPayment with an online type", () => {
  it("pays online alone, or beside the loyalty money, or by points alone when they cover it", () => {
    expect(
      planPayment({ paymentType: "UPI", useLoyalty: false, usable: 90_000, prepaidTotal: 50_000 }),
    ).toEqual({
      mode: "UPI",
      loyaltyCash: 0,
    });
    expect(
      planPayment({ paymentType: "CREDIT_CARD", useLoyalty: true, usable: 20_000, prepaidTotal: 50_000 }),
    ).toEqual({
      mode: "CREDIT_CARD",
      loyaltyCash: 20_000,
    });
    expect(
      planPayment({ paymentType: "NET_BANKING", useLoyalty: true, usable: 50_000, prepaidTotal: 50_000 }),
    ).toEqual({
      mode: "LOYALTY",
      loyaltyCash: 50_000,
    });
  });
});

describe("placeableType", () => {
  it("takes cash on delivery, points and every online type, a debit card as a card", () => {
    expect(placeableType("DEBIT_CARD")).toBe("CREDIT_CARD");
    for (const type of ["CASH_ON_DELIVERY", "LOYALTY", "UPI", "SAVEDCARD", "WALLET", "CARDLESS_EMI"])
      expect(placeableType(type)).toBe(type);
    expect(placeableType("CHEQUE")).toBeUndefined();
  });
});

describe("codRefusal", () => {
  const rules = { maxAmount: 5_000_000, blockedPincodes: new Set(["744101"]) };
  it("collects up to the limit anywhere but the blocked pincodes", () => {
    expect(codRefusal(5_000_000, "400001", rules)).toBeUndefined();
    expect(codRefusal(5_000_001, "400001", rules)).toBe("overLimit");
    expect(codRefusal(100, "744101", rules)).toBe("pincode");
  });
});

describe("expectedDelivery", () => {
  it("is today for pickup and same day, tomorrow for next day, 7 days for standard, in India", () => {
    const now = new Date("2026-11-24T20:00:00Z"); // 01:30 on the 25th in India
    expect(expectedDelivery("STOREPICK", now)).toBe("2026-11-25");
    expect(expectedDelivery("sdd", now)).toBe("2026-11-25");
    expect(expectedDelivery("ndd", now)).toBe("2026-11-26");
    expect(expectedDelivery("standard", now)).toBe("2026-12-02");
  });
});
