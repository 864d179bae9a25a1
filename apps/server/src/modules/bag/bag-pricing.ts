import type { PaymentType } from "@odin/contracts";
import type { Database } from "@odin/db";
import type { BagConfig } from "../../platform/config-bag";
import type { DbTransaction } from "../../platform/outbox";
import {
  type BagLineRow,
  type BagOwner,
  couponHistory,
  findPromotions,
  ownerLines,
  ownerPromotions,
  type PromotionRow,
} from "./bag.repo";
import { isBuyable } from "./bag-view";
import { DEFAULT_GST_TABLE, withHsnRates } from "./gst-rules";
import {
  type PricedBag,
  type PricingItem,
  type PricingSettings,
  type PromotionRule,
  priceBag,
  type ShopperHistory,
} from "./pricing-rules";

type Source = Database | DbTransaction;

/** How a bag is priced beyond its lines. */
export interface PriceOptions {
  /** A coupon to price with; undefined: the one stored on the bag; null: none. */
  couponCode?: string | null | undefined;
  paymentMode?: PaymentType | undefined;
  constraintSupported?: boolean | undefined;
}

export interface PricedLines {
  lines: BagLineRow[];
  priced: PricedBag;
}

export interface BagPricer {
  /** The owner's bag as the catalogue and the promotions stand now: three queries at once. */
  ofOwner(source: Source, owner: BagOwner | null, options: PriceOptions): Promise<PricedLines>;
  /** Lines a client keeps (the guest overview), priced for a guest. */
  ofLines(source: Source, lines: BagLineRow[], options: PriceOptions): Promise<PricedLines>;
}

const GUEST: ShopperHistory = { signedIn: false, hasOrdered: false, lastRedeemedAt: new Map() };

const toRule = (row: PromotionRow): PromotionRule => ({
  id: row.id,
  code: row.code,
  title: row.displayDiscount,
  tnc: row.tnc,
  kind: row.kind,
  value: row.value,
  minBagValue: row.minBagValue,
  maxDiscount: row.maxDiscount,
  validFrom: row.validFrom,
  validUntil: row.validUntil,
  oncePerDays: row.oncePerDays,
  firstOrderOnly: row.firstOrderOnly,
  paymentConstraint: row.paymentConstraint,
  combinable: row.combinable,
});

const toItem = (line: BagLineRow): PricingItem => ({
  skuId: line.skuId,
  styleId: line.styleId,
  qty: line.quantity,
  mrp: line.mrp,
  price: line.price,
  hsnCode: line.hsnCode,
  promotionIds: line.promotionIds,
});

function pricingSettingsOf(config: BagConfig): PricingSettings {
  const { deliveryCharge, freeDeliveryAbove, codCharge, serviceGstRate, hsnRates } = config;
  const gst = withHsnRates(DEFAULT_GST_TABLE, hsnRates);
  return { deliveryCharge, freeDeliveryAbove, codCharge, serviceGstRate, gst };
}

/** Loads what pricing needs (lines, promotions, the shopper's coupon history) and prices the bag. */
export function createBagPricer(config: BagConfig, now: () => Date): BagPricer {
  const settings = pricingSettingsOf(config);

  async function historyOf(source: Source, owner: BagOwner | null): Promise<ShopperHistory> {
    if (!owner || !("userId" in owner)) return GUEST;
    return { signedIn: true, ...(await couponHistory(source, owner.userId)) };
  }

  function price(
    lines: readonly BagLineRow[],
    promotions: readonly PromotionRow[],
    history: ShopperHistory,
    couponCode: string | null,
    options: PriceOptions,
  ): PricedBag {
    const buyable = lines.filter(isBuyable);
    const carried = new Set(buyable.flatMap((line) => line.promotionIds));
    return priceBag({
      items: buyable.map(toItem),
      promotions: promotions.filter((row) => carried.has(row.id) || row.code === couponCode).map(toRule),
      ...(couponCode ? { couponCode } : {}),
      ...(options.paymentMode ? { paymentMode: options.paymentMode } : {}),
      constraintSupported: options.constraintSupported ?? false,
      loyaltyCash: 0,
      history,
      now: now(),
      settings,
    });
  }

  return {
    async ofOwner(source, owner, options) {
      if (!owner) return { lines: [], priced: price([], [], GUEST, null, options) };
      const [bag, promotions, history] = await Promise.all([
        ownerLines(source, owner),
        ownerPromotions(source, owner, options.couponCode),
        historyOf(source, owner),
      ]);
      const couponCode = options.couponCode === undefined ? bag.couponCode : options.couponCode;
      return { lines: bag.lines, priced: price(bag.lines, promotions, history, couponCode, options) };
    },

    async ofLines(source, lines, options) {
      const couponCode = options.couponCode ?? null;
      const ids = [...new Set(lines.flatMap((line) => line.promotionIds))];
      const promotions = await findPromotions(source, ids, couponCode ?? undefined);
      return { lines, priced: price(lines, promotions, GUEST, couponCode, options) };
    },
  };
}
