import type {
  BagOverview,
  BagProduct,
  CheckoutResponse,
  DeliveryChargesResponse,
  PricingLine,
  PromotionOffer,
} from "@odin/contracts";

/** Test support: bags as the bag service answers them (money in paise). */

export const bagItem = (skuId: number, extra: Partial<BagProduct> = {}): BagProduct => ({
  skuId,
  styleId: skuId * 10,
  productId: skuId * 10,
  qty: 1,
  sellableQty: 5,
  styleName: `Slim Fit Shirt ${skuId}`,
  brandName: "Northwind",
  url: `/nw-slim-fit-shirt-NW${skuId}`,
  image: `/img/p/shirt/${skuId}/front/thumbnail.webp`,
  size: "M",
  colour: "Blue",
  mrp: 249900,
  price: 199900,
  discountInPercentage: 20,
  lineTotal: 199900,
  hsnCode: "6205",
  gstRate: 12,
  gstAmount: 21418,
  outOfStock: false,
  ...extra,
});

const line = (
  key: PricingLine["key"],
  label: string,
  amount: number,
  effect: PricingLine["effect"],
  gstIncluded = 0,
): PricingLine => ({ key, label, amount, effect, gstIncluded });

/** Subtotal ₹2,499, Discount ₹500, GST ₹214.18 (included), Delivery ₹99, Loyalty, COD, GST Benefit at 0, Total ₹2,098. */
export const overview = (extra: Partial<BagOverview> = {}): BagOverview => ({
  subtotal: 249900,
  discounts: 50000,
  tax: 21418,
  shippingCost: 9900,
  codCharges: 0,
  loyaltyCash: 0,
  gstBenefit: 0,
  total: 209800,
  isCouponApplied: false,
  isPromotionWithPaymentConstraintApplied: false,
  lines: [
    line("subtotal", "Subtotal", 249900, "add"),
    line("discount", "Discount", 50000, "subtract"),
    line("gst", "GST", 21418, "included", 21418),
    line("deliveryCharges", "Delivery Charges", 9900, "add", 1061),
    line("loyalty", "Loyalty", 0, "subtract"),
    line("codCharges", "COD Charges", 0, "add"),
    line("gstBenefit", "GST Benefit", 0, "included"),
    line("total", "Total", 209800, "total"),
  ],
  ...extra,
});

export const offer = (code: string, extra: Partial<PromotionOffer> = {}): PromotionOffer => ({
  code,
  title: `${code} offer`,
  tnc: "",
  applicable: true,
  savings: 20000,
  ...extra,
});

export const bagWith = (products: BagProduct[], extra: Partial<CheckoutResponse> = {}): CheckoutResponse => ({
  products,
  overview: overview(),
  applicablePromotions: [],
  applicablePromotionsV2: [],
  limitBreachedSkus: [],
  skusNotAdded: [],
  itemsHavingIssueInPricing: [],
  bagTotalItemCount: products.reduce((count, product) => count + product.qty, 0),
  loyaltyDetails: { pointsMultiplier: 1 },
  notices: [],
  ...extra,
});

export const DELIVERY_CHARGES: DeliveryChargesResponse = {
  charge: 9900,
  freeAbove: 99900,
  codCharge: 4900,
  rules: ["Orders of ₹999 or more ship free.", "Below that, delivery costs ₹99."],
};
