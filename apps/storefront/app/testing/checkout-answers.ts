import type { BagIssue, BagProduct, CheckoutResponse } from "@odin/contracts";

/** Test support: one item of the bag as the checkout call answers it (paise). */
export const bagProduct = (
  skuId: number,
  styleName: string,
  extra: Partial<BagProduct> = {},
): BagProduct => ({
  skuId,
  styleId: skuId * 10,
  productId: skuId * 10,
  qty: 1,
  sellableQty: 10,
  styleName,
  brandName: "Northwind",
  url: `/nw-${skuId}`,
  image: `/img/${skuId}/t.webp`,
  size: "M",
  colour: "Red",
  mrp: 249900,
  price: 199900,
  discountInPercentage: 20,
  lineTotal: 199900,
  hsnCode: "6204",
  gstRate: 12,
  gstAmount: 21418,
  outOfStock: false,
  ...extra,
});

/** A bag of these items, as the checkout call answers it; `extra` sets the issues and notices. */
export function checkoutAnswer(
  products: BagProduct[] = [],
  extra: Partial<CheckoutResponse> = {},
): CheckoutResponse {
  const total = products.reduce((sum, item) => sum + item.lineTotal, 0);
  return {
    products,
    overview: {
      subtotal: total,
      discounts: 0,
      tax: 0,
      shippingCost: 0,
      codCharges: 0,
      loyaltyCash: 0,
      gstBenefit: 0,
      total,
      isCouponApplied: false,
      isPromotionWithPaymentConstraintApplied: false,
      lines: [],
    },
    applicablePromotions: [],
    applicablePromotionsV2: [],
    limitBreachedSkus: [],
    skusNotAdded: [],
    itemsHavingIssueInPricing: [],
    bagTotalItemCount: products.reduce((sum, item) => sum + item.qty, 0),
    loyaltyDetails: { pointsMultiplier: 1 },
    notices: [],
    ...extra,
  };
}

export const bagIssue = (skuId: number, styleName: string, message: string, sellableQty = 10): BagIssue => ({
  skuId,
  styleName,
  sellableQty,
  message,
});
