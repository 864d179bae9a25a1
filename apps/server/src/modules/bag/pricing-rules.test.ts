import type { PricingLine } from "@odin/contracts";
import { describe, expect, it } from "vitest";
import { DEFAULT_GST_TABLE, gstContained } from "./gst-rules";
import type { PricingItem } from "./pricing-inputs";
import { type PricedBag, type PricingInput, type PricingSettings, priceBag } from "./pricing-rules";
import {
  BUY2GET1,
  EXTRA10,
  FESTIVE20,
  FIRST250,
  FLAT70,
  item,
  LOYALTY2X,
  NOW,
  randomInput,
  SEEDED_PROMOTIONS,
  SIGNED_IN_NEW,
} from "./testing/pricing-kit";

const SETTINGS: PricingSettings = {
  deliveryCharge: 9_900,
  freeDeliveryAbove: 99_900,
  codCharge: 4_900,
  serviceGstRate: 18,
  gst: DEFAULT_GST_TABLE,
};

function price(items: readonly PricingItem[], options: Partial<PricingInput> = {}): PricedBag {
  return priceBag({
    items,
    promotions: SEEDED_PROMOTIONS,
    constraintSupported: true,
    loyaltyCash: 0,
    history: SIGNED_IN_NEW,
    now: NOW,
    settings: SETTINGS,
    ...options,
  });
}

const lineOf = (bag: PricedBag, key: PricingLine["key"]) =>
  bag.overview.lines.find((line) => line.key === key);
const keys = (bag: PricedBag) => bag.overview.lines.map((line) => line.key);

describe("priceBag: an empty bag", () => {
  it("prices to zeros with no delivery, COD or loyalty", () => {
    const bag = price([], { paymentMode: "CASH_ON_DELIVERY", loyaltyCash: 50_000 });
    expect(bag.overview).toMatchObject({
      subtotal: 0,
      discounts: 0,
      tax: 0,
      shippingCost: 0,
      codCharges: 0,
      loyaltyCash: 0,
      gstBenefit: 0,
      total: 0,
      isCouponApplied: false,
      isPromotionWithPaymentConstraintApplied: false,
    });
    expect(keys(bag)).toEqual(["subtotal", "gst", "total"]);
    expect(bag).toMatchObject({ items: [], offers: [], loyaltyMultiplier: 1 });
  });
});

describe("priceBag: the lines", () => {
  it("prices one discounted tee below free delivery", () => {
    // MRP ₹999, price ₹799. Subtotal 99900; discount 20000; goods 79900 < 99900 → delivery 9900.
    // Tee GST 79900 × 5/105 = 3804.76 → 3805; delivery GST 9900 × 18/118 = 1510.17 → 1510; GST 5315.
    // GST in the subtotal (at MRP): 99900 × 5/105 = 4757.14 → 4757; in the discount: 4757 − 3805 = 952.
    const bag = price([item(1, 79_900, { mrp: 99_900 })]);
    expect(bag.overview.lines).toEqual([
      { key: "subtotal", label: "Subtotal", amount: 99_900, effect: "add", gstIncluded: 4_757 },
      { key: "discount", label: "Discount", amount: 20_000, effect: "subtract", gstIncluded: 952 },
      { key: "gst", label: "GST", amount: 5_315, effect: "included", gstIncluded: 5_315 },
      { key: "deliveryCharges", label: "Delivery Charges", amount: 9_900, effect: "add", gstIncluded: 1_510 },
      { key: "total", label: "Total", amount: 89_800, effect: "total", gstIncluded: 5_315 },
    ]);
    expect(bag.items).toEqual([
      { skuId: 1, lineTotal: 79_900, discountShare: 0, gstRate: 5, gstAmount: 3_805 },
    ]);
    expect(bag.overview).toMatchObject({ subtotal: 99_900, discounts: 20_000, tax: 5_315, total: 89_800 });
  });

  it("charges delivery one paisa below the free-delivery value, and not at it", () => {
    expect(price([item(1, 99_899)]).overview.shippingCost).toBe(9_900);
    const free = price([item(1, 99_900)]);
    expect(free.overview.shippingCost).toBe(0);
    expect(lineOf(free, "deliveryCharges")).toMatchObject({ amount: 0, gstIncluded: 0 });
  });

  it("measures free delivery after discounts: MRP above the value, price below it", () => {
    expect(price([item(1, 89_900, { mrp: 199_900 })]).overview.shippingCost).toBe(9_900);
  });

  it("adds the COD charge, with its GST, only for cash on delivery", () => {
    // ₹1,299 shirt ships free; COD 4900 with 4900 × 18/118 = 747.46 → 747 GST.
    const cod = price([item(1, 129_900, { hsnCode: "6205" })], { paymentMode: "CASH_ON_DELIVERY" });
    expect(lineOf(cod, "codCharges")).toEqual({
      key: "codCharges",
      label: "COD Charges",
      amount: 4_900,
      effect: "add",
      gstIncluded: 747,
    });
    // Shirt GST 129900 × 5/105 = 6185.71 → 6186; + 747.
    expect(cod.overview).toMatchObject({ codCharges: 4_900, tax: 6_933, total: 134_800 });
    expect(keys(cod)).toEqual(["subtotal", "gst", "deliveryCharges", "codCharges", "gstBenefit", "total"]);
    expect(lineOf(price([item(1, 129_900)], { paymentMode: "UPI" }), "codCharges")).toBeUndefined();
  });

  it("takes loyalty as a payment: at most what is left to pay, GST unchanged", () => {
    // Goods 79900 + delivery 9900 = 89800 to pay; ₹10,000 of loyalty covers it all.
    const all = price([item(1, 79_900)], { loyaltyCash: 1_000_000 });
    expect(all.overview).toMatchObject({ loyaltyCash: 89_800, total: 0, tax: 5_315 });
    expect(lineOf(all, "loyalty")).toEqual({
      key: "loyalty",
      label: "Loyalty",
      amount: 89_800,
      effect: "subtract",
      gstIncluded: 0,
    });
    const some = price([item(1, 79_900)], { loyaltyCash: 30_000 });
    expect(some.overview).toMatchObject({ loyaltyCash: 30_000, total: 59_800, tax: 5_315 });
    expect(price([item(1, 79_900)], { loyaltyCash: -500 }).overview.loyaltyCash).toBe(0);
  });

  it("shows the lines in the spec's order", () => {
    const bag = price([item(1, 129_900, { mrp: 159_900, hsnCode: "6205" })], {
      paymentMode: "CASH_ON_DELIVERY",
      loyaltyCash: 10_000,
      settings: { ...SETTINGS, freeDeliveryAbove: 500_000 },
    });
    expect(keys(bag)).toEqual([
      "subtotal",
      "discount",
      "gst",
      "deliveryCharges",
      "loyalty",
      "codCharges",
      "gstBenefit",
      "total",
    ]);
  });
});

describe("priceBag: GST at ₹2,500 a piece", () => {
  it("charges 5% on a kurta paid ₹2,625.00 and 18% on one paid ₹2,625.01", () => {
    // 262500 × 5/105 = 12500; 262501 × 18/118 = 40042.53 → 40043.
    expect(price([item(1, 262_500, { hsnCode: "6211" })]).items[0]).toMatchObject({
      gstRate: 5,
      gstAmount: 12_500,
    });
    expect(price([item(1, 262_501, { hsnCode: "6211" })]).items[0]).toMatchObject({
      gstRate: 18,
      gstAmount: 40_043,
    });
  });

  it("moves a kurta below the threshold when a coupon takes its share off", () => {
    // Kurta ₹2,900 + tee ₹499 = 339900 ≥ ₹2,999: EXTRA10 = 33990, shared 29000 / 4990 (exactly 10%).
    // Kurta: 290000 − 29000 = 261000 ≤ 262500 → 5%: 261000 × 5/105 = 12428.57 → 12429 (18% without it).
    // Tee: 49900 − 4990 = 44910 → 44910 × 5/105 = 2138.57 → 2139.
    const items = [
      item(1, 290_000, { hsnCode: "6211", promotions: [EXTRA10] }),
      item(2, 49_900, { promotions: [EXTRA10] }),
    ];
    const without = price(items);
    expect(without.items[0]).toMatchObject({ gstRate: 18, gstAmount: 44_237 });
    const withCoupon = price(items, { couponCode: "EXTRA10" });
    expect(withCoupon.items).toEqual([
      { skuId: 1, lineTotal: 261_000, discountShare: 29_000, gstRate: 5, gstAmount: 12_429 },
      { skuId: 2, lineTotal: 44_910, discountShare: 4_990, gstRate: 5, gstAmount: 2_139 },
    ]);
    expect(withCoupon.overview).toMatchObject({ discounts: 33_990, tax: 14_568, total: 305_910 });
    // GST Benefit: kurta taxable 261000 − 12429 = 248571, formerly 12% = 29828.52 → 29829; 29829 − 12429.
    expect(withCoupon.overview.gstBenefit).toBe(17_400);
    // Without the coupon the kurta pays 18% (formerly 12%): the bag's net saving is negative, no line.
    expect(without.overview.gstBenefit).toBe(0);
    expect(lineOf(without, "gstBenefit")).toBeUndefined();
  });
});

describe("priceBag: coupons in the total", () => {
  it("counts FLAT70's discount from MRP and gives its items no coupon", () => {
    const bag = price([item(1, 59_900, { mrp: 199_700, qty: 3, promotions: [FLAT70, BUY2GET1] })], {
      couponCode: "BUY2GET1",
    });
    expect(bag.overview).toMatchObject({ subtotal: 599_100, discounts: 419_400, isCouponApplied: false });
    expect(bag.coupon?.error).toBe("BUY2GET1 cannot be combined with the other offers in your bag.");
  });

  it("takes BUY2GET1's free piece off its own line", () => {
    const items = [
      item(1, 99_900, { promotions: [BUY2GET1] }),
      item(2, 79_900, { promotions: [BUY2GET1] }),
      item(3, 59_900, { qty: 2, promotions: [BUY2GET1] }),
    ];
    // Pieces 999, 799, 599, 599: the third (₹599, sku 3) is free.
    const bag = price(items, { couponCode: "BUY2GET1" });
    expect(bag.items.map((row) => [row.skuId, row.discountShare, row.lineTotal])).toEqual([
      [1, 0, 99_900],
      [2, 0, 79_900],
      [3, 59_900, 59_900],
    ]);
    expect(bag.overview).toMatchObject({ discounts: 59_900, total: 239_700, isCouponApplied: true });
  });

  it("keeps FESTIVE20 out of the total until a prepaid method is chosen", () => {
    // 20% of ₹2,000 = 40000.
    const items = [item(1, 200_000, { hsnCode: "6204", promotions: [FESTIVE20] })];
    const pending = price(items, { couponCode: "FESTIVE20" });
    expect(pending.overview).toMatchObject({ discounts: 0, total: 200_000, isCouponApplied: false });
    expect(pending.overview.couponCode).toBe("FESTIVE20");
    expect(pending.coupon).toMatchObject({ applied: false, savings: 40_000, paymentConstraint: "PREPAID" });
    expect(pending.coupon?.benefit).toBe("Extra ₹400 off when you pay by any online payment method.");

    const paid = price(items, { couponCode: "FESTIVE20", paymentMode: "NET_BANKING" });
    expect(paid.overview).toMatchObject({
      discounts: 40_000,
      total: 160_000,
      isCouponApplied: true,
      isPromotionWithPaymentConstraintApplied: true,
    });

    const cod = price(items, {
      couponCode: "FESTIVE20",
      paymentMode: "CASH_ON_DELIVERY",
      constraintSupported: false,
    });
    expect(cod.overview).toMatchObject({
      discounts: 0,
      codCharges: 4_900,
      total: 204_900,
      isCouponApplied: false,
    });
    expect(cod.coupon?.error).toBe("FESTIVE20 applies only when you pay by any online payment method.");
  });

  it("gives LOYALTY2X's multiplier and no money", () => {
    const bag = price([item(1, 129_900, { promotions: [LOYALTY2X] })], { couponCode: "LOYALTY2X" });
    expect(bag).toMatchObject({ loyaltyMultiplier: 2, overview: { discounts: 0, isCouponApplied: true } });
    expect(price([item(1, 129_900, { promotions: [LOYALTY2X] })]).loyaltyMultiplier).toBe(1);
  });

  it("names an unknown code and applies nothing", () => {
    const bag = price([item(1, 129_900)], { couponCode: "nope" });
    expect(bag.overview).toMatchObject({ couponCode: "NOPE", isCouponApplied: false, total: 129_900 });
    expect(bag.coupon?.error).toBe("This coupon is not valid for your bag.");
  });
});

describe("priceBag: a coupon, delivery, COD and loyalty together", () => {
  it("adds up to the hand-computed total", () => {
    /*
     * Shirt (6205) MRP ₹1,999, price ₹1,499 × 1; tee (6109) MRP ₹599, price ₹399 × 2; FIRST250 on both.
     * Free delivery from ₹2,499; COD; ₹500 of loyalty.
     *   Subtotal       199900 + 2 × 59900                                   = 319700
     *   Eligible       149900 + 79800 = 229700 ≥ 149901 → FIRST250 = 25000
     *   Shares         25000 × 149900/229700 = 16314.76; × 79800/229700 = 8685.24
     *                  floors 16314 + 8685 = 24999; the paisa left → shirt (.76): 16315 / 8685
     *   Lines          shirt 149900 − 16315 = 133585; tees 79800 − 8685 = 71115; goods 204700
     *   Discount       50000 + 40000 + 25000                                 = 115000
     *   Delivery       204700 < 249900                                       = 9900
     *   COD                                                                  = 4900
     *   Loyalty        min(50000, 204700 + 9900 + 4900 = 219500)             = 50000
     *   Total          319700 − 115000 + 9900 + 4900 − 50000                 = 169500
     *   GST            shirt 133585 × 5/105 = 6361.19 → 6361 (₹1,335.85 a piece: 5%)
     *                  tees 71115 × 5/105 = 3386.43 → 3386 (₹355.58 a piece: 5%)
     *                  delivery 9900 × 18/118 = 1510.17 → 1510; COD 4900 × 18/118 = 747.46 → 747
     *                  6361 + 3386 + 1510 + 747                              = 12004
     *   GST at MRP     199900 × 5/105 = 9519.05 → 9519; 119800 × 5/105 = 5704.76 → 5705; 15224
     *   In discount    15224 − (6361 + 3386)                                 = 5477
     *   GST Benefit    shirt taxable 133585 − 6361 = 127224 > ₹1,000 → formerly 12%: 15266.88 → 15267,
     *                  less 6361 = 8906; tees taxable 67729 (₹338.65 a piece) → formerly 5%: 3386.45 →
     *                  3386, less 3386 = 0                                   = 8906
     */
    const bag = price(
      [
        item(11, 149_900, { mrp: 199_900, hsnCode: "6205", promotions: [FIRST250] }),
        item(12, 39_900, { mrp: 59_900, qty: 2, hsnCode: "6109", promotions: [FIRST250] }),
      ],
      {
        couponCode: "FIRST250",
        paymentMode: "CASH_ON_DELIVERY",
        loyaltyCash: 50_000,
        settings: { ...SETTINGS, freeDeliveryAbove: 249_900 },
      },
    );
    expect(bag.items).toEqual([
      { skuId: 11, lineTotal: 133_585, discountShare: 16_315, gstRate: 5, gstAmount: 6_361 },
      { skuId: 12, lineTotal: 71_115, discountShare: 8_685, gstRate: 5, gstAmount: 3_386 },
    ]);
    expect(bag.overview.lines.map((line) => [line.key, line.amount, line.gstIncluded])).toEqual([
      ["subtotal", 319_700, 15_224],
      ["discount", 115_000, 5_477],
      ["gst", 12_004, 12_004],
      ["deliveryCharges", 9_900, 1_510],
      ["loyalty", 50_000, 0],
      ["codCharges", 4_900, 747],
      ["gstBenefit", 8_906, 0],
      ["total", 169_500, 12_004],
    ]);
    expect(bag.overview).toMatchObject({
      subtotal: 319_700,
      discounts: 115_000,
      tax: 12_004,
      shippingCost: 9_900,
      codCharges: 4_900,
      loyaltyCash: 50_000,
      gstBenefit: 8_906,
      total: 169_500,
      couponCode: "FIRST250",
      isCouponApplied: true,
      isPromotionWithPaymentConstraintApplied: false,
    });
    expect(bag.coupon).toMatchObject({ code: "FIRST250", applied: true, savings: 25_000 });
    expect(bag.offers.map((offer) => [offer.code, offer.applicable, offer.savings])).toEqual([
      ["FIRST250", true, 25_000],
    ]);
  });
});

/** Every invariant of one priced bag; `bag` names the seed in a failure. */
function checkInvariants(input: PricingInput, bag: PricedBag) {
  const { overview } = bag;
  const sign = { add: 1, subtract: -1, included: 0, total: 0 } as const;
  const additive = overview.lines.reduce((sum, line) => sum + sign[line.effect] * line.amount, 0);
  const additiveGst = overview.lines.reduce((sum, line) => sum + sign[line.effect] * line.gstIncluded, 0);
  // The additive lines sum to Total, and their GST to the GST line.
  expect(additive).toBe(overview.total);
  expect(additiveGst).toBe(overview.tax);
  expect(lineOf(bag, "total")?.amount).toBe(overview.total);
  expect(lineOf(bag, "gst")?.amount).toBe(overview.tax);
  // GST = the items' GST + the GST inside delivery and COD.
  const itemsGst = bag.items.reduce((sum, row) => sum + row.gstAmount, 0);
  const rate = input.settings.serviceGstRate;
  expect(overview.tax).toBe(
    itemsGst + gstContained(overview.shippingCost, rate) + gstContained(overview.codCharges, rate),
  );
  // Subtotal is Σ MRP × qty; Total = Subtotal − Discount + Delivery + COD − Loyalty.
  expect(overview.subtotal).toBe(input.items.reduce((sum, row) => sum + row.mrp * row.qty, 0));
  expect(overview.total).toBe(
    overview.subtotal -
      overview.discounts +
      overview.shippingCost +
      overview.codCharges -
      overview.loyaltyCash,
  );
  // The coupon's shares are exactly its part of the discount.
  const priceDiscount = input.items.reduce((sum, row) => sum + (row.mrp - row.price) * row.qty, 0);
  const shares = bag.items.reduce((sum, row) => sum + row.discountShare, 0);
  expect(overview.discounts - priceDiscount).toBe(shares);
  expect(shares).toBe(overview.isCouponApplied ? (bag.coupon?.savings ?? 0) : 0);
  // Nothing negative; loyalty never exceeds what is left to pay (Total stays at or above zero).
  for (const line of overview.lines)
    expect(Math.min(line.amount, line.gstIncluded)).toBeGreaterThanOrEqual(0);
  for (const row of bag.items) {
    expect(Math.min(row.lineTotal, row.discountShare, row.gstAmount)).toBeGreaterThanOrEqual(0);
  }
  expect(overview.total).toBeGreaterThanOrEqual(0);
  expect(overview.loyaltyCash).toBeLessThanOrEqual(Math.max(0, input.loyaltyCash));
  // Offers: applicable first, then savings, largest first.
  const order = bag.offers.map((offer) => [offer.applicable ? 0 : 1, -offer.savings] as const);
  expect(order).toEqual([...order].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
}

describe("priceBag: invariants over generated bags", () => {
  it("holds for 2,000 bags from seeds 1 to 2000", () => {
    const seen = {
      coupon: 0,
      constrained: 0,
      loyalty: 0,
      cod: 0,
      delivery: 0,
      benefit: 0,
      rates: new Set<number>(),
    };
    for (let seed = 1; seed <= 2_000; seed += 1) {
      const input = randomInput(seed, SETTINGS);
      const bag = priceBag(input);
      try {
        checkInvariants(input, bag);
      } catch (error) {
        throw new Error(`bag ${seed}: ${(error as Error).message}`);
      }
      const { overview } = bag;
      if (overview.isCouponApplied && overview.discounts > 0) seen.coupon += 1;
      if (overview.isPromotionWithPaymentConstraintApplied) seen.constrained += 1;
      if (overview.loyaltyCash > 0 && overview.total === 0) seen.loyalty += 1;
      if (overview.codCharges > 0) seen.cod += 1;
      if (overview.shippingCost > 0) seen.delivery += 1;
      if (overview.gstBenefit > 0) seen.benefit += 1;
      for (const row of bag.items) seen.rates.add(row.gstRate);
    }
    // The generated bags reach every branch: coupons, payment offers, loyalty paying all, COD, delivery,
    // a GST Benefit, and both apparel rates.
    expect(
      Math.min(seen.coupon, seen.constrained, seen.loyalty, seen.cod, seen.delivery, seen.benefit),
    ).toBeGreaterThan(20);
    expect([...seen.rates].sort((a, b) => a - b)).toEqual([5, 18]);
  });
});
