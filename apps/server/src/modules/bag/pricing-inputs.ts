import type { PaymentConstraint } from "@odin/contracts";

/** What the bag's pure pricing and coupon rules are given: its items, the promotions, the shopper's history. */

/** One line of the bag that can be bought now (one per sku; `price` at most `mrp`). */
export interface PricingItem {
  skuId: number;
  styleId: number;
  qty: number;
  /** Unit prices, paise, GST included. */
  mrp: number;
  price: number;
  hsnCode: string;
  /** The promotions the style takes part in. */
  promotionIds: readonly number[];
}

/** A `promotions` row as the bag's rules need it (money in paise). */
export interface PromotionRule {
  id: number;
  code: string;
  title: string;
  tnc: string;
  kind: "percent" | "flat" | "buyXgetY" | "included" | "loyaltyMultiplier";
  value: number;
  minBagValue: number;
  maxDiscount: number | null;
  validFrom: Date | null;
  validUntil: Date | null;
  oncePerDays: number | null;
  firstOrderOnly: boolean;
  paymentConstraint: PaymentConstraint | null;
  combinable: boolean;
  /** Held back by the store: it applies nowhere until resumed. */
  paused: boolean;
  /** Ended by the store, for good. */
  ended: boolean;
  /** Its total limit of orders reached. */
  usedUp: boolean;
}

export interface ShopperHistory {
  signedIn: boolean;
  hasOrdered: boolean;
  /** last redemption per promotion id */
  lastRedeemedAt: ReadonlyMap<number, Date>;
}
