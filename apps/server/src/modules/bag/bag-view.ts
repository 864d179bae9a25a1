import {
  type BagIssue,
  type BagProduct,
  type CheckoutResponse,
  discountPercent,
  formatMessage,
  MESSAGES,
  styleUrl,
} from "@odin/contracts";
import { cardImagesOf } from "../catalog";
import type { BagLineRow } from "./bag.repo";
import { sellableQuantity } from "./bag-rules";
import type { PricedBag } from "./pricing-rules";

/** What a change to the bag could not do as asked (spec 3 §3). */
export interface BagIssues {
  limitBreachedSkus: BagIssue[];
  skusNotAdded: BagIssue[];
}

export const NO_ISSUES: BagIssues = { limitBreachedSkus: [], skusNotAdded: [] };

/** A line the bag can sell as it stands: in stock for its whole quantity, and priced. */
export function isBuyable(line: BagLineRow): boolean {
  return line.inStock > 0 && line.price > 0 && line.price <= line.mrp;
}

function toProduct(line: BagLineRow, priced: PricedBag["items"][number] | undefined): BagProduct {
  const sellableQty = sellableQuantity(line.inStock);
  return {
    skuId: line.skuId,
    styleId: line.styleId,
    productId: line.styleId,
    qty: line.quantity,
    sellableQty,
    styleName: line.styleName,
    brandName: line.brandName,
    url: styleUrl(line.slug, line.code),
    image: cardImagesOf({ ...line, id: line.styleId }).thumbnail,
    size: line.size,
    ...(line.tenantSize ? { tenantSize: line.tenantSize } : {}),
    ...(line.tenantSizeLabel ? { tenantSizeLabel: line.tenantSizeLabel } : {}),
    colour: line.colour,
    mrp: line.mrp,
    price: line.price,
    discountInPercentage: discountPercent(line.mrp, line.price),
    lineTotal: priced?.lineTotal ?? line.price * line.quantity,
    hsnCode: line.hsnCode,
    gstRate: priced?.gstRate ?? 0,
    gstAmount: priced?.gstAmount ?? 0,
    outOfStock: line.inStock === 0,
  };
}

/** A line whose price the catalogue cannot give (none, or above its MRP): spec 3 §3 itemsHavingIssueInPricing. */
const pricingIssue = (line: BagLineRow): BagIssue => ({
  skuId: line.skuId,
  styleName: line.styleName,
  sellableQty: sellableQuantity(line.inStock),
  message: MESSAGES.bag.itemsNotAddedHsn,
});

/** The red 3 s toasts of spec 3 §8 for this answer. */
function noticesOf(issues: BagIssues, pricing: BagIssue[]): string[] {
  const notices = issues.limitBreachedSkus.map((item) => item.message);
  if (issues.skusNotAdded.length > 0) notices.push(formatMessage.itemsNotAdded(issues.skusNotAdded.length));
  if (pricing.length === 1) notices.push(MESSAGES.bag.itemsNotAddedHsn);
  if (pricing.length > 1) notices.push(formatMessage.itemsNotAdded(pricing.length));
  return notices;
}

/** A quantity the stock no longer covers, said on every read until the shopper changes it. */
function shortages(lines: readonly BagLineRow[]): BagIssue[] {
  return lines
    .filter((line) => line.inStock > 0 && line.quantity > sellableQuantity(line.inStock))
    .map((line) => ({
      skuId: line.skuId,
      styleName: line.styleName,
      sellableQty: sellableQuantity(line.inStock),
      message: formatMessage.maxSellableQuantity(sellableQuantity(line.inStock)),
    }));
}

/** The checkout response (spec 3 §3) of a bag's lines as priced now. */
export function checkoutView(
  lines: readonly BagLineRow[],
  priced: PricedBag,
  issues: BagIssues,
  pincode?: string,
): CheckoutResponse {
  const pricedBySku = new Map(priced.items.map((item) => [item.skuId, item]));
  const pricing = lines.filter((line) => line.inStock > 0 && !isBuyable(line)).map(pricingIssue);
  const known = new Set(issues.limitBreachedSkus.map((item) => item.skuId));
  const limitBreachedSkus = [
    ...issues.limitBreachedSkus,
    ...shortages(lines).filter((item) => !known.has(item.skuId)),
  ];
  const outOfStock = lines.some((line) => line.inStock === 0);
  return {
    products: lines.map((line) => toProduct(line, pricedBySku.get(line.skuId))),
    overview: priced.overview,
    ...(pincode ? { pincode } : {}),
    ...(priced.coupon ? { couponDetails: priced.coupon } : {}),
    applicablePromotions: priced.offers.filter((offer) => offer.applicable).map((offer) => offer.code),
    applicablePromotionsV2: priced.offers,
    limitBreachedSkus,
    skusNotAdded: issues.skusNotAdded,
    itemsHavingIssueInPricing: pricing,
    bagTotalItemCount: lines.reduce((count, line) => count + line.quantity, 0),
    loyaltyDetails: { pointsMultiplier: priced.loyaltyMultiplier },
    ...(outOfStock ? { blockingMessage: MESSAGES.checkout.removeOutOfStock } : {}),
    notices: noticesOf(issues, pricing),
  };
}
