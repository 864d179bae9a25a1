import { MESSAGES } from "@odin/contracts";
import { describe, expect, it } from "vitest";
import {
  type CouponContext,
  type CouponEvaluation,
  evaluateCoupon,
  listOffers,
  paymentMatches,
  settleCoupon,
} from "./coupon-rules";
import type { PricingItem, PromotionRule, ShopperHistory } from "./pricing-inputs";
import {
  BUY2GET1,
  CARD15,
  DAY_MS,
  EXTRA10,
  FESTIVE20,
  FIRST250,
  FLAT70,
  GUEST,
  item,
  LOYALTY2X,
  NOW,
  SEEDED_PROMOTIONS,
  SIGNED_IN_NEW,
  SIGNED_IN_REGULAR,
  UPI50,
  variant,
} from "./testing/pricing-kit";

function context(
  items: readonly PricingItem[],
  history: ShopperHistory = SIGNED_IN_NEW,
  promotions: readonly PromotionRule[] = SEEDED_PROMOTIONS,
): CouponContext {
  return { items, promotions, history, now: NOW };
}

const reasonOf = (evaluation: CouponEvaluation) => (evaluation.ok ? undefined : evaluation.reason);

describe("evaluateCoupon: why a coupon does not apply, in order", () => {
  const bag = [item(1, 349_900, { promotions: [EXTRA10, FIRST250, FESTIVE20, UPI50, CARD15] })];

  it("does not know a code no promotion has", () => {
    expect(reasonOf(evaluateCoupon("NOPE", context(bag)))).toBe(MESSAGES.checkout.invalidCoupon);
  });

  it("finds a code whatever its case and spaces", () => {
    expect(evaluateCoupon("  extra10 ", context(bag)).ok).toBe(true);
  });

  it("is not active before it starts, and has expired after it ends", () => {
    const later = variant(EXTRA10, { validFrom: new Date(NOW.getTime() + 1) });
    const over = variant(EXTRA10, { validUntil: new Date(NOW.getTime() - 1) });
    expect(reasonOf(evaluateCoupon("EXTRA10", context(bag, SIGNED_IN_NEW, [later])))).toBe(
      "EXTRA10 is not active yet.",
    );
    expect(reasonOf(evaluateCoupon("EXTRA10", context(bag, SIGNED_IN_NEW, [over])))).toBe(
      "EXTRA10 has expired.",
    );
    const window = variant(EXTRA10, { validFrom: NOW, validUntil: NOW });
    expect(evaluateCoupon("EXTRA10", context(bag, SIGNED_IN_NEW, [window])).ok).toBe(true);
  });

  it("has expired once the store ends it, is not available while paused, and is refused once used up", () => {
    const refusal = (rules: Partial<typeof EXTRA10>) =>
      reasonOf(evaluateCoupon("EXTRA10", context(bag, SIGNED_IN_NEW, [variant(EXTRA10, rules)])));
    expect(refusal({ ended: true, paused: true })).toBe("EXTRA10 has expired.");
    expect(refusal({ paused: true, usedUp: true })).toBe("EXTRA10 is not available at the moment.");
    expect(refusal({ usedUp: true })).toBe("EXTRA10 has been fully redeemed.");
    expect(refusal({ validFrom: new Date(NOW.getTime() + 1), paused: true })).toBe(
      "EXTRA10 is not active yet.",
    );
  });

  it("says FLAT70 is already in the prices", () => {
    const clearance = [item(2, 89_900, { mrp: 299_700, promotions: [FLAT70] })];
    expect(reasonOf(evaluateCoupon("FLAT70", context(clearance)))).toBe(
      "FLAT70 is already included in the prices shown.",
    );
  });

  it("asks a guest to log in for a coupon limited per shopper or to a first order", () => {
    expect(reasonOf(evaluateCoupon("EXTRA10", context(bag, GUEST)))).toBe("Please log in to use EXTRA10.");
    expect(reasonOf(evaluateCoupon("FIRST250", context(bag, GUEST)))).toBe("Please log in to use FIRST250.");
    expect(reasonOf(evaluateCoupon("UPI50", context(bag, GUEST)))).toBe("Please log in to use UPI50.");
    expect(evaluateCoupon("FESTIVE20", context(bag, GUEST)).ok).toBe(true);
  });

  it("keeps FIRST250 for a shopper who has not ordered yet", () => {
    expect(reasonOf(evaluateCoupon("FIRST250", context(bag, SIGNED_IN_REGULAR)))).toBe(
      "FIRST250 is for your first order only.",
    );
  });

  it("refuses UPI50 used less than 30 days ago, and takes it again after 30 days", () => {
    const used = (daysAgo: number): ShopperHistory => ({
      ...SIGNED_IN_REGULAR,
      lastRedeemedAt: new Map([[UPI50.id, new Date(NOW.getTime() - daysAgo * DAY_MS)]]),
    });
    expect(reasonOf(evaluateCoupon("UPI50", context(bag, used(29.99))))).toBe("You have already used UPI50.");
    expect(evaluateCoupon("UPI50", context(bag, used(30))).ok).toBe(true);
    // EXTRA10 is once ever (36,500 days).
    const usedExtra = {
      ...SIGNED_IN_REGULAR,
      lastRedeemedAt: new Map([[EXTRA10.id, new Date("2021-01-01")]]),
    };
    expect(reasonOf(evaluateCoupon("EXTRA10", context(bag, usedExtra)))).toBe(
      "You have already used EXTRA10.",
    );
  });

  it("does not apply to a bag none of whose items carry it", () => {
    const other = [item(3, 349_900, { promotions: [UPI50] })];
    expect(reasonOf(evaluateCoupon("EXTRA10", context(other)))).toBe(
      "EXTRA10 does not apply to the items in your bag.",
    );
  });

  it("gives a FLAT70 item no further coupon: BUY2GET1 on clearance items alone cannot combine", () => {
    const clearance = [item(4, 59_900, { qty: 3, mrp: 199_700, promotions: [FLAT70, BUY2GET1] })];
    expect(reasonOf(evaluateCoupon("BUY2GET1", context(clearance)))).toBe(
      "BUY2GET1 cannot be combined with the other offers in your bag.",
    );
  });

  it("lets an item carrying two coupons take either: BUY2GET1 is never in effect beside EXTRA10", () => {
    const both = [item(5, 299_900, { promotions: [EXTRA10, BUY2GET1] })];
    expect(evaluateCoupon("EXTRA10", context(both))).toMatchObject({ ok: true, discount: 29_990 });
  });

  it("says how much more the eligible items must be worth", () => {
    // EXTRA10 needs ₹2,999 of eligible items; ₹1,999 + ₹500 (the ₹500 item does not carry it) → ₹1,000 more.
    const short = [item(6, 199_900, { promotions: [EXTRA10] }), item(7, 50_000)];
    expect(reasonOf(evaluateCoupon("EXTRA10", context(short)))).toBe(
      "Add items worth ₹1,000 more to use EXTRA10.",
    );
    // FIRST250 needs more than ₹1,499: ₹1,499.00 is one paisa short.
    const justShort = [item(8, 149_900, { promotions: [FIRST250] })];
    expect(reasonOf(evaluateCoupon("FIRST250", context(justShort)))).toBe(
      "Add items worth ₹0.01 more to use FIRST250.",
    );
  });

  it("asks for more pieces for BUY2GET1 with two eligible pieces", () => {
    const two = [item(9, 99_900, { qty: 2, promotions: [BUY2GET1] })];
    expect(reasonOf(evaluateCoupon("BUY2GET1", context(two)))).toBe(
      "Add 1 more eligible item(s) to use BUY2GET1.",
    );
  });
});

describe("evaluateCoupon: what each seeded coupon takes off", () => {
  it("EXTRA10: 10% of the eligible items, split in proportion", () => {
    // ₹1,999 + 2 × ₹899 = 379700 → 37970; shares 19990 and 17980 (exactly 10% each).
    const bag = [
      item(1, 199_900, { promotions: [EXTRA10] }),
      item(2, 89_900, { qty: 2, promotions: [EXTRA10] }),
    ];
    const result = evaluateCoupon("EXTRA10", context(bag));
    expect(result).toMatchObject({ ok: true, discount: 37_970 });
    expect(result.ok && Object.fromEntries(result.allocation)).toEqual({ 1: 19_990, 2: 17_980 });
  });

  it("EXTRA10: at most ₹1,000, split by largest remainder", () => {
    // ₹5,000 + ₹7,000 → 10% is ₹1,200, capped at ₹1,000 = 100000 paise.
    // Shares: 100000 × 5/12 = 41666.67 and 100000 × 7/12 = 58333.33; floors 41666 + 58333 = 99999; the
    // paisa left goes to the larger remainder (0.67): 41667 and 58333.
    const bag = [item(1, 500_000, { promotions: [EXTRA10] }), item(2, 700_000, { promotions: [EXTRA10] })];
    const result = evaluateCoupon("EXTRA10", context(bag));
    expect(result).toMatchObject({ ok: true, discount: 100_000 });
    expect(result.ok && Object.fromEntries(result.allocation)).toEqual({ 1: 41_667, 2: 58_333 });
  });

  it("BUY2GET1: every third piece, dearest first, is free on its own line", () => {
    // Pieces by price: 1499 (sku 2), 999, 999 (sku 1), 799, 799 (sku 4), 599 (sku 3).
    // The 3rd (₹999, sku 1) and the 6th (₹599, sku 3) are free: ₹1,598.
    const bag = [
      item(1, 99_900, { qty: 2, promotions: [BUY2GET1] }),
      item(2, 149_900, { promotions: [BUY2GET1] }),
      item(3, 59_900, { promotions: [BUY2GET1] }),
      item(4, 79_900, { qty: 2, promotions: [BUY2GET1] }),
    ];
    const result = evaluateCoupon("BUY2GET1", context(bag));
    expect(result).toMatchObject({ ok: true, discount: 159_800 });
    expect(result.ok && Object.fromEntries(result.allocation)).toEqual({ 1: 99_900, 3: 59_900 });
  });

  it("BUY2GET1: leaves FLAT70 pieces out of the count", () => {
    // Three eligible pieces at ₹999, ₹799, ₹699 → ₹699 free; the FLAT70 piece does not count.
    const bag = [
      item(1, 99_900, { promotions: [BUY2GET1] }),
      item(2, 79_900, { promotions: [BUY2GET1] }),
      item(3, 69_900, { promotions: [BUY2GET1] }),
      item(4, 29_900, { mrp: 99_700, promotions: [FLAT70, BUY2GET1] }),
    ];
    expect(evaluateCoupon("BUY2GET1", context(bag))).toMatchObject({ ok: true, discount: 69_900 });
  });

  it("FIRST250: ₹250 off a first order above ₹1,499", () => {
    const bag = [item(1, 159_900, { promotions: [FIRST250] })];
    const result = evaluateCoupon("FIRST250", context(bag));
    expect(result).toMatchObject({ ok: true, discount: 25_000 });
    expect(result.ok && Object.fromEntries(result.allocation)).toEqual({ 1: 25_000 });
  });

  it("FESTIVE20: 20% of the festive items, at most ₹1,500", () => {
    const small = [item(1, 249_900, { promotions: [FESTIVE20] }), item(2, 99_900)];
    // 20% of ₹2,499 = 49980 (the ₹999 item is not festive).
    expect(evaluateCoupon("FESTIVE20", context(small))).toMatchObject({ ok: true, discount: 49_980 });
    const big = [item(1, 999_900, { promotions: [FESTIVE20] })];
    // 20% of ₹9,999 = ₹1,999.80, capped at ₹1,500.
    expect(evaluateCoupon("FESTIVE20", context(big))).toMatchObject({ ok: true, discount: 150_000 });
  });

  it("UPI50: ₹50 off above ₹999", () => {
    expect(evaluateCoupon("UPI50", context([item(1, 99_901, { promotions: [UPI50] })]))).toMatchObject({
      ok: true,
      discount: 5_000,
    });
    expect(reasonOf(evaluateCoupon("UPI50", context([item(1, 99_900, { promotions: [UPI50] })])))).toBe(
      "Add items worth ₹0.01 more to use UPI50.",
    );
  });

  it("CARD15: 15% above ₹3,000, at most ₹1,250", () => {
    const bag = [item(1, 400_000, { hsnCode: "6403", promotions: [CARD15] })];
    expect(evaluateCoupon("CARD15", context(bag))).toMatchObject({ ok: true, discount: 60_000 });
    const big = [item(1, 1_000_000, { hsnCode: "9102", promotions: [CARD15] })];
    expect(evaluateCoupon("CARD15", context(big))).toMatchObject({ ok: true, discount: 125_000 });
    expect(reasonOf(evaluateCoupon("CARD15", context([item(1, 300_000, { promotions: [CARD15] })])))).toBe(
      "Add items worth ₹0.01 more to use CARD15.",
    );
  });

  it("LOYALTY2X: no money off, twice the points", () => {
    const result = evaluateCoupon("LOYALTY2X", context([item(1, 129_900, { promotions: [LOYALTY2X] })]));
    expect(result).toMatchObject({ ok: true, discount: 0, loyaltyMultiplier: 2 });
  });

  it("never takes off more than the eligible items are worth", () => {
    const bag = [item(1, 20_000, { promotions: [FIRST250] })];
    const cheap = variant(FIRST250, { minBagValue: 0 });
    expect(evaluateCoupon("FIRST250", context(bag, SIGNED_IN_NEW, [cheap]))).toMatchObject({
      discount: 20_000,
    });
  });
});

describe("paymentMatches", () => {
  it("matches PREPAID to everything but cash on delivery", () => {
    expect(paymentMatches("PREPAID", "UPI")).toBe(true);
    expect(paymentMatches("PREPAID", "NET_BANKING")).toBe(true);
    expect(paymentMatches("PREPAID", "CASH_ON_DELIVERY")).toBe(false);
    expect(paymentMatches("PREPAID", undefined)).toBe(false);
  });

  it("matches UPI to UPI, and CARD to credit, debit and saved cards", () => {
    expect(paymentMatches("UPI", "UPI")).toBe(true);
    expect(paymentMatches("UPI", "WALLET")).toBe(false);
    for (const mode of ["CREDIT_CARD", "DEBIT_CARD", "SAVEDCARD"] as const)
      expect(paymentMatches("CARD", mode)).toBe(true);
    expect(paymentMatches("CARD", "UPI")).toBe(false);
  });
});

describe("settleCoupon", () => {
  const bag = [item(1, 99_901, { promotions: [UPI50] })];
  const upi = evaluateCoupon("UPI50", context(bag));

  it("offers a payment-constrained coupon as extra ₹ off until its method is chosen", () => {
    expect(settleCoupon("UPI50", upi, { constraintSupported: true })).toEqual({
      inTotal: false,
      details: {
        code: "UPI50",
        title: "UPI50 title",
        applied: false,
        savings: 5_000,
        paymentConstraint: "UPI",
        benefit: "Extra ₹50 off when you pay by UPI.",
      },
    });
    expect(
      settleCoupon("UPI50", upi, { paymentMode: "CREDIT_CARD", constraintSupported: true }).details.benefit,
    ).toBe("Extra ₹50 off when you pay by UPI.");
  });

  it("says the method does not qualify to a client that cannot show extra ₹ off", () => {
    const settled = settleCoupon("UPI50", upi, { paymentMode: "CREDIT_CARD", constraintSupported: false });
    expect(settled.inTotal).toBe(false);
    expect(settled.details.error).toBe("UPI50 applies only when you pay by UPI.");
  });

  it("applies it when paid its way", () => {
    const settled = settleCoupon("UPI50", upi, { paymentMode: "UPI", constraintSupported: false });
    expect(settled).toMatchObject({
      inTotal: true,
      details: { applied: true, savings: 5_000, paymentConstraint: "UPI" },
    });
    expect(settled.details.benefit).toBe("UPI50 applied. You save ₹50.");
  });

  it("names the method of PREPAID and CARD offers", () => {
    const festive = evaluateCoupon("FESTIVE20", context([item(1, 100_000, { promotions: [FESTIVE20] })]));
    expect(
      settleCoupon("FESTIVE20", festive, { paymentMode: "CASH_ON_DELIVERY", constraintSupported: true })
        .details.benefit,
    ).toBe("Extra ₹200 off when you pay by any online payment method.");
    const card = evaluateCoupon("CARD15", context([item(1, 400_000, { promotions: [CARD15] })]));
    expect(settleCoupon("CARD15", card, { constraintSupported: true }).details.benefit).toBe(
      "Extra ₹600 off when you pay by credit or debit card.",
    );
  });

  it("names the points of a multiplier, and the unknown code as typed", () => {
    const loyalty = evaluateCoupon("LOYALTY2X", context([item(1, 100_000, { promotions: [LOYALTY2X] })]));
    expect(settleCoupon("LOYALTY2X", loyalty, { constraintSupported: true }).details).toMatchObject({
      applied: true,
      savings: 0,
      benefit: "LOYALTY2X: earn 2x loyalty points on eligible styles.",
    });
    const unknown = settleCoupon("nope", evaluateCoupon("nope", context(bag)), { constraintSupported: true });
    expect(unknown.details).toEqual({
      code: "NOPE",
      title: "NOPE",
      applied: false,
      savings: 0,
      error: MESSAGES.checkout.invalidCoupon,
    });
  });
});

describe("listOffers", () => {
  const bag = [
    item(1, 349_900, { hsnCode: "6211", promotions: [EXTRA10, FESTIVE20, UPI50, CARD15] }),
    item(2, 29_900, { mrp: 99_700, promotions: [FLAT70, BUY2GET1] }),
  ];

  it("lists what the items carry (not FLAT70), applicable first, then by savings", () => {
    const offers = listOffers({ ...context(bag), constraintSupported: true });
    expect(offers.map((offer) => [offer.code, offer.applicable, offer.savings])).toEqual([
      // FESTIVE20 20% of ₹3,499 = 69980; CARD15 15% of ₹3,499 = 52485; EXTRA10 34990; UPI50 5000.
      ["FESTIVE20", true, 69_980],
      ["CARD15", true, 52_485],
      ["EXTRA10", true, 34_990],
      ["UPI50", true, 5_000],
      ["BUY2GET1", false, 0],
    ]);
    expect(offers[0]).toMatchObject({ tnc: "FESTIVE20 terms", paymentConstraint: "PREPAID" });
    expect(offers[4]?.reason).toBe("BUY2GET1 cannot be combined with the other offers in your bag.");
  });

  it("marks payment-constrained offers not applicable for a client that cannot show them", () => {
    const offers = listOffers({ ...context(bag, GUEST), paymentMode: "UPI", constraintSupported: false });
    expect(offers.map((offer) => [offer.code, offer.applicable])).toEqual([
      ["FESTIVE20", true],
      ["CARD15", false],
      ["BUY2GET1", false],
      ["EXTRA10", false],
      ["UPI50", false],
    ]);
    expect(offers.find((offer) => offer.code === "CARD15")?.reason).toBe(
      "CARD15 applies only when you pay by credit or debit card.",
    );
    expect(offers.find((offer) => offer.code === "UPI50")?.reason).toBe("Please log in to use UPI50.");
  });

  it("adds the typed coupon even when no item carries it", () => {
    const offers = listOffers({ ...context(bag), constraintSupported: true, couponCode: "first250" });
    expect(offers.at(-1)).toMatchObject({ code: "FIRST250", applicable: false, savings: 0 });
  });
});
