import type { PaymentType } from "@odin/contracts";
import type { Database, Executor } from "@odin/db";
import type { BagConfig } from "../../platform/config-bag";
import { TtlCache } from "../../platform/ttl-cache";
import type { ChangeFeed } from "../catalog";
import {
  allPromotions,
  type BagLineRow,
  type BagOwner,
  couponHistory,
  ownerLines,
  type PromotionRow,
} from "./bag.repo";
import { isBuyable } from "./bag-view";
import { DEFAULT_GST_TABLE, withHsnRates } from "./gst-rules";
import type { PricingItem, PromotionRule, ShopperHistory } from "./pricing-inputs";
import { type PricedBag, type PricingSettings, priceBag } from "./pricing-rules";

type Source = Executor;

/** How a bag is priced beyond its lines. */
export interface PriceOptions {
  /** A coupon to price with; undefined: the one stored on the bag; null: none. */
  couponCode?: string | null | undefined;
  paymentMode?: PaymentType | undefined;
  constraintSupported?: boolean | undefined;
  /** Loyalty money to redeem, paise (capped at what is left to pay); none when absent. */
  loyaltyCash?: number | undefined;
}

export interface PricedLines {
  lines: BagLineRow[];
  priced: PricedBag;
}

export interface BagPricer {
  /** The owner's bag as the catalogue and the promotions stand now: one query (two for a shopper). */
  ofOwner(source: Source, owner: BagOwner | null, options: PriceOptions): Promise<PricedLines>;
  /** Lines a client keeps (the guest overview), priced for a guest. */
  ofLines(source: Source, lines: BagLineRow[], options: PriceOptions): Promise<PricedLines>;
  /**
   * A shopper's lines already read (a bag locked for its order), priced with their coupon history,
   * read only when the bag has a coupon: its offers do not say what the shopper's history allows.
   */
  ofLockedLines(
    source: Source,
    userId: number,
    lines: BagLineRow[],
    options: PriceOptions,
  ): Promise<PricedLines>;
}

/**
 * How long the promotions stay in memory at most. A change of a promotion (an edit, a pause, its
 * end, its limit reached) reaches the bag sooner, through the change feed, which a read outside a
 * transaction follows first; a promotion or code not yet seen is read at once.
 */
const PROMOTIONS_TTL_MS = 30_000;

const GUEST: ShopperHistory = { signedIn: false, hasOrdered: false, lastRedeemedAt: new Map() };
/** A shopper whose history was not read: what a bag without a coupon is priced with when locked. */
const SIGNED_IN: ShopperHistory = { ...GUEST, signedIn: true };

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
  paused: row.pausedAt !== null,
  ended: row.endedAt !== null,
  usedUp: row.maxRedemptions !== null && row.redemptions >= row.maxRedemptions,
});

/** Whether a promotion applies at all now: not paused, ended or used up (its dates aside). */
const inForce = (rule: PromotionRule) => !rule.paused && !rule.ended && !rule.usedUp;

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
export function createBagPricer(
  db: Database,
  config: BagConfig,
  changes: ChangeFeed,
  now: () => Date,
): BagPricer {
  const settings = pricingSettingsOf(config);
  const cache = new TtlCache<PromotionRow[]>(PROMOTIONS_TTL_MS, 1);
  // Every change of a promotion reloads everything (migrations 0003 and 0035): so does the bag.
  changes.subscribe((change) => {
    if (change.all) cache.clear();
  });

  /**
   * The promotions with these ids and the one with this code: from memory, read again when one is
   * missing; inside a change's transaction, from memory when loaded and covering them, else read in
   * it (an embedded database has one connection: a load outside the transaction would wait for it).
   */
  async function promotionsFor(source: Source, ids: ReadonlySet<number>, code: string | null) {
    const pick = (rows: PromotionRow[]) => rows.filter((row) => ids.has(row.id) || row.code === code);
    const covers = (rows: PromotionRow[]) =>
      [...ids].every((id) => rows.some((row) => row.id === id)) &&
      (!code || rows.some((row) => row.code === code));
    if (source !== db) {
      const loaded = cache.peek("all");
      return pick(loaded && covers(loaded) ? loaded : await allPromotions(source));
    }
    await changes.sync();
    const load = () => cache.get("all", () => allPromotions(db));
    let rows = await load();
    if (!covers(rows)) {
      cache.clear();
      rows = await load();
    }
    return pick(rows);
  }

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
      // A promotion paused, ended or used up is offered nowhere; the typed coupon still says why it fails.
      promotions: promotions
        .map(toRule)
        .filter((rule) => (carried.has(rule.id) && inForce(rule)) || rule.code === couponCode),
      ...(couponCode ? { couponCode } : {}),
      ...(options.paymentMode ? { paymentMode: options.paymentMode } : {}),
      constraintSupported: options.constraintSupported ?? false,
      loyaltyCash: options.loyaltyCash ?? 0,
      history,
      now: now(),
      settings,
    });
  }

  return {
    async ofOwner(source, owner, options) {
      if (!owner) return { lines: [], priced: price([], [], GUEST, null, options) };
      const [bag, history] = await Promise.all([ownerLines(source, owner), historyOf(source, owner)]);
      const couponCode = options.couponCode === undefined ? bag.couponCode : options.couponCode;
      const ids = new Set(bag.lines.flatMap((line) => line.promotionIds));
      const promotions = await promotionsFor(source, ids, couponCode);
      return { lines: bag.lines, priced: price(bag.lines, promotions, history, couponCode, options) };
    },

    async ofLockedLines(source, userId, lines, options) {
      const couponCode = options.couponCode ?? null;
      const ids = new Set(lines.flatMap((line) => line.promotionIds));
      // The shopper's history decides only a coupon; a placement and its quote show no offers.
      const [promotions, history] = await Promise.all([
        promotionsFor(source, ids, couponCode),
        couponCode ? historyOf(source, { userId }) : SIGNED_IN,
      ]);
      return { lines, priced: price(lines, promotions, history, couponCode, options) };
    },

    async ofLines(source, lines, options) {
      const couponCode = options.couponCode ?? null;
      const ids = new Set(lines.flatMap((line) => line.promotionIds));
      const promotions = await promotionsFor(source, ids, couponCode);
      return { lines, priced: price(lines, promotions, GUEST, couponCode, options) };
    },
  };
}
