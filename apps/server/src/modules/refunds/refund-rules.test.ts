import { describe, expect, it } from "vitest";
import { type RefundInput, type RefundItem, refundsFor } from "./refund-rules";

/**
 * Hand-computed fixtures (decision 48). A flat ₹300 coupon on ₹1,000 + ₹2,000 (brand 10) + ₹999
 * (brand 20) is allocated by largest remainder over 3,99,900 paise: exact shares 7501.9, 15003.8 and
 * 7494.4 paise floor to 7501 + 15003 + 7494 = 29998, and the two paise left go to the largest
 * remainders (items 1 and 2): 7502, 15004, 7494. Line totals: 92498, 184996, 92406 (Σ 369900).
 * Brand 10's points paid ₹500 = 50000 paise, split 1:2 by line totals: 16666 + 33333 = 49999, the
 * first item taking the paisa left: 16667 and 33333. The card paid 369900 − 50000 = 319900.
 */
const couponItems: RefundItem[] = [
  { id: 1, brandId: 10, lineTotal: 92_498, status: "PLACED" },
  { id: 2, brandId: 10, lineTotal: 184_996, status: "PLACED" },
  { id: 3, brandId: 20, lineTotal: 92_406, status: "PACKED" },
];
const couponOrder: RefundInput = {
  items: couponItems,
  payments: [
    { paymentType: "LOYALTY", amount: 50_000, status: "paid" },
    { paymentType: "CREDIT_CARD", amount: 319_900, status: "paid" },
  ],
  loyaltyByBrand: new Map([[10, 50_000]]),
  cancelling: [],
};

/** Cancels every item one at a time (statuses moving on), answering each item's refund. */
function oneByOne(order: RefundInput, ids: readonly number[]) {
  let items = [...order.items];
  return ids.map((id) => {
    const [refund] = refundsFor({ ...order, items, cancelling: [id] });
    items = items.map((item) => (item.id === id ? { ...item, status: "CANCELLED" } : item));
    if (!refund) throw new Error(`no refund for ${id}`);
    return refund;
  });
}

describe("refund rules", () => {
  it("gives back a coupon order's item its own share: points of its brand and the card's rest", () => {
    expect(refundsFor({ ...couponOrder, cancelling: [1] })).toEqual([
      {
        itemId: 1,
        brandId: 10,
        loyalty: 16_667,
        source: 75_831,
        unpaid: 0,
        charges: 0,
        total: 92_498,
        destinations: ["source", "loyalty"],
      },
    ]);
    // Brand 20's points paid nothing, so its item goes back to the card alone.
    expect(refundsFor({ ...couponOrder, cancelling: [3] })[0]).toMatchObject({
      loyalty: 0,
      source: 92_406,
      destinations: ["source"],
    });
  });

  it("gives back exactly what was paid when every item is cancelled one by one, in any order", () => {
    for (const ids of [
      [1, 2, 3],
      [3, 2, 1],
      [2, 3, 1],
    ]) {
      const refunds = oneByOne(couponOrder, ids);
      expect(refunds.reduce((sum, refund) => sum + refund.loyalty, 0)).toBe(50_000);
      expect(refunds.reduce((sum, refund) => sum + refund.source, 0)).toBe(319_900);
    }
  });

  it("gives the delivery charge back only with the last item, when nothing was shipped", () => {
    // ₹499 + ₹299 paid by card with ₹99 delivery: 49900 + 29900 + 9900 = 89700.
    const order: RefundInput = {
      items: [
        { id: 7, brandId: 1, lineTotal: 49_900, status: "PLACED" },
        { id: 8, brandId: 1, lineTotal: 29_900, status: "PLACED" },
      ],
      payments: [{ paymentType: "UPI", amount: 89_700, status: "paid" }],
      loyaltyByBrand: new Map(),
      cancelling: [],
    };
    const [first, last] = oneByOne(order, [8, 7]);
    expect(first).toMatchObject({ source: 29_900, charges: 0 });
    expect(last).toMatchObject({ source: 59_800, charges: 9_900 });
    // One item delivered: the other's cancel keeps the charge (the order was delivered).
    const delivered = order.items.map((item) => (item.id === 7 ? { ...item, status: "DELIVERED" } : item));
    expect(refundsFor({ ...order, items: delivered, cancelling: [8] })[0]).toMatchObject({
      source: 29_900,
      charges: 0,
    });
    // Both at once: the charge goes with the later item.
    expect(refundsFor({ ...order, cancelling: [7, 8] }).map((refund) => refund.source)).toEqual([
      49_900, 39_800,
    ]);
  });

  it("gives nothing back for cash on delivery not collected, and points for the loyalty part", () => {
    // ₹799 (brand 5) by COD with ₹200 of brand 5's points, ₹49 delivery and ₹49 COD charge:
    // due 79900 − 20000 + 4900 + 4900 = 69700.
    const order: RefundInput = {
      items: [{ id: 4, brandId: 5, lineTotal: 79_900, status: "PLACED" }],
      payments: [
        { paymentType: "LOYALTY", amount: 20_000, status: "paid" },
        { paymentType: "CASH_ON_DELIVERY", amount: 69_700, status: "due" },
      ],
      loyaltyByBrand: new Map([[5, 20_000]]),
      cancelling: [4],
    };
    expect(refundsFor(order)).toEqual([
      {
        itemId: 4,
        brandId: 5,
        loyalty: 20_000,
        source: 0,
        unpaid: 69_700,
        charges: 9_800,
        total: 20_000,
        destinations: ["loyalty"],
      },
    ]);
    const codOnly = { ...order, payments: order.payments.slice(1), loyaltyByBrand: new Map() };
    expect(refundsFor(codOnly)[0]).toMatchObject({ total: 0, destinations: ["none"] });
  });

  it("gives no points back when the order's redemption was already reversed", () => {
    const reversed = couponOrder.payments.map((payment) =>
      payment.paymentType === "LOYALTY" ? { ...payment, status: "reversed" } : payment,
    );
    expect(refundsFor({ ...couponOrder, payments: reversed, cancelling: [1] })[0]).toMatchObject({
      loyalty: 0,
    });
  });
});
