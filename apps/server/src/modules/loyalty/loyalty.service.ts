import { fail, type LoyaltyProblem, loyaltyProblems, ok, type Result } from "@odin/contracts";
import type { Database, Transaction } from "@odin/db";
import type { LoyaltyConfig } from "../../platform/config-loyalty";
import * as repo from "./loyalty.repo";
import { createLoyaltyAccount, type LoyaltyAccount } from "./loyalty-account";
import { createLoyaltyAdjustments, type LoyaltyAdjustments } from "./loyalty-adjustment";
import { createLoyaltyEarning, type LoyaltyEarning } from "./loyalty-earning";
import { DAY_MS, expireDue, ledgerDisagrees, perBrand } from "./loyalty-ledger";
import {
  type BrandPoints,
  type BrandShare,
  brandPoints,
  type PayableItem,
  planRedemption,
  usableOn,
} from "./loyalty-rules";

export type { AdjustedPoints, BrandLedger, PointsAdjustment } from "./loyalty-adjustment";
export type { EarningItem, ItemPoints, TakenBack } from "./loyalty-earning";
export type { BrandShare, PayableItem } from "./loyalty-rules";

/** A shopper's points at one brand, with the brand's code and name (the loyalty table's rows). */
export interface BrandBalance extends BrandPoints {
  brandCode: string;
  brandName: string;
}

/** What an order paid with points, or got back: in total and per brand. */
export interface OrderPoints {
  orderRef: string;
  /** Paise. */
  amount: number;
  points: number;
  byBrand: { brandId: number; amount: number; points: number }[];
}

/**
 * The loyalty points ledger (spec 3 §2, §3, §8, §9; decision 32). Reads answer from the entries;
 * every write runs in the caller's transaction under the shopper's lock, so an order's redemption
 * commits or rolls back with the order.
 */
export interface LoyaltyService extends LoyaltyEarning, LoyaltyAccount, LoyaltyAdjustments {
  /** Per brand the shopper has points at: points earned, the usable balance and its value. */
  balances(userId: number): Promise<BrandBalance[]>;
  /** What points can pay on these items: per brand, at most its balance's value and its items' payable. */
  usableFor(
    userId: number,
    items: readonly PayableItem[],
  ): Promise<{ usable: number; byBrand: BrandShare[] }>;
  /**
   * Pays exactly `amount` paise of the order with the shopper's points, or fails with
   * LOYALTY_FAILED_TO_REDEEM and writes nothing. A repeat for the same order answers the first
   * redemption.
   */
  redeem(
    tx: Transaction,
    input: { userId: number; orderRef: string; items: readonly PayableItem[]; amount: number },
  ): Promise<Result<OrderPoints, LoyaltyProblem>>;
  /**
   * Gives back what the shopper's order redeemed (a failed payment, a cancellation); answers all
   * the order got back. A repeat gives nothing more; another shopper's order gives nothing.
   */
  reverse(tx: Transaction, input: { userId: number; orderRef: string }): Promise<OrderPoints>;
  /** Credits points earned by an order at one brand, valid for `validDays`; once per order and brand. */
  earn(
    tx: Transaction,
    input: { userId: number; brandId: number; points: number; orderRef: string },
  ): Promise<void>;
}

/** The order's total and per-brand amounts of a list of its redeem or reverse entries. */
function orderPoints(orderRef: string, entries: readonly repo.EntryRow[]): OrderPoints {
  const byBrand = new Map<number, { brandId: number; amount: number; points: number }>();
  for (const entry of entries) {
    const brand = byBrand.get(entry.brandId) ?? { brandId: entry.brandId, amount: 0, points: 0 };
    brand.amount += Math.abs(entry.amount ?? 0);
    brand.points += Math.abs(entry.points);
    byBrand.set(entry.brandId, brand);
  }
  const brands = [...byBrand.values()].sort((a, b) => a.brandId - b.brandId);
  const sum = (key: "amount" | "points") => brands.reduce((total, brand) => total + brand[key], 0);
  return { orderRef, amount: sum("amount"), points: sum("points"), byBrand: brands };
}

export function createLoyaltyService(deps: {
  db: Database;
  config: LoyaltyConfig;
  now?: () => Date;
}): LoyaltyService {
  const { db } = deps;
  const { paisePerPoint, validDays } = deps.config;
  const now = deps.now ?? (() => new Date());
  const uniqueBrands = (items: readonly PayableItem[]) => [...new Set(items.map((item) => item.brandId))];

  /** A second redemption of an order: the first one's answer when it is the same, else refused. */
  function repeated(earlier: readonly repo.EntryRow[], userId: number, orderRef: string, amount: number) {
    const redeemed = orderPoints(orderRef, earlier);
    const same = earlier.every((entry) => entry.userId === userId && entry.kind === "redeem");
    return same && redeemed.amount === amount ? ok(redeemed) : fail(loyaltyProblems.orderRedeemedOtherwise());
  }

  return {
    ...createLoyaltyEarning({ config: deps.config, now }),
    ...createLoyaltyAccount({ db, config: deps.config, now }),
    ...createLoyaltyAdjustments({ db, config: deps.config, now }),

    async balances(userId) {
      const points = brandPoints(await repo.findLots(db, userId), now(), paisePerPoint);
      const names = await repo.findBrands(
        db,
        points.map((brand) => brand.brandId),
      );
      const brands = new Map(names.map((row) => [row.id, row]));
      return points.map((brand) => ({
        ...brand,
        brandCode: brands.get(brand.brandId)?.code ?? "",
        brandName: brands.get(brand.brandId)?.name ?? "",
      }));
    },

    async usableFor(userId, items) {
      if (items.length === 0) return { usable: 0, byBrand: [] };
      const lots = await repo.findLots(db, userId, uniqueBrands(items));
      return usableOn(lots, items, now(), paisePerPoint);
    },

    async redeem(tx, { userId, orderRef, items, amount }) {
      if (!Number.isSafeInteger(amount) || amount < 0)
        throw new RangeError(`not an amount in paise: ${amount}`);
      if (amount === 0) return ok(orderPoints(orderRef, []));
      await repo.lockShopper(tx, userId);
      const earlier = await repo.findOrderEntries(tx, orderRef);
      if (earlier.length > 0) return repeated(earlier, userId, orderRef, amount);
      const at = now();
      const lots = await expireDue(tx, userId, uniqueBrands(items), at);
      const plan = planRedemption(amount, lots, items, at, paisePerPoint);
      if (!plan) return fail(loyaltyProblems.insufficient());
      const written: repo.EntryRow[] = [];
      for (const brand of plan) {
        const { brandId } = brand;
        if (!(await repo.takeFromBalance(tx, userId, brandId, brand.points)))
          throw ledgerDisagrees(userId, brandId);
        const rows: repo.NewEntry[] = brand.takes.map((take) => ({
          userId,
          brandId,
          kind: "redeem",
          points: -take.points,
          amount: -take.amount,
          lotId: take.lotId,
          orderRef,
          idempotencyKey: `redeem:${orderRef}:${take.lotId}`,
          createdAt: at,
        }));
        written.push(...(await repo.insertEntries(tx, rows)));
      }
      return ok(orderPoints(orderRef, written));
    },

    async reverse(tx, { userId, orderRef }) {
      await repo.lockShopper(tx, userId);
      const earlier = (await repo.findOrderEntries(tx, orderRef)).filter((entry) => entry.userId === userId);
      const done = new Set(earlier.filter((entry) => entry.kind === "reverse").map((e) => e.idempotencyKey));
      const at = now();
      const rows: repo.NewEntry[] = earlier
        .filter((entry) => entry.kind === "redeem" && !done.has(`reverse:${entry.id}`))
        .map((entry) => ({
          userId,
          brandId: entry.brandId,
          kind: "reverse",
          points: -entry.points,
          amount: -(entry.amount ?? 0),
          lotId: entry.lotId,
          orderRef,
          idempotencyKey: `reverse:${entry.id}`,
          createdAt: at,
        }));
      const written = await repo.insertEntries(tx, rows);
      const brands = perBrand(written);
      for (const [brandId, points] of brands) await repo.addToBalance(tx, userId, brandId, points);
      // Points given back to a lot that has expired meanwhile expire with it.
      if (brands.size > 0) await expireDue(tx, userId, [...brands.keys()], at);
      return orderPoints(orderRef, [...earlier.filter((entry) => entry.kind === "reverse"), ...written]);
    },

    async earn(tx, { userId, brandId, points, orderRef }) {
      if (!Number.isSafeInteger(points) || points < 1)
        throw new RangeError(`not a number of points: ${points}`);
      await repo.lockShopper(tx, userId);
      const at = now();
      const written = await repo.insertEntryOnce(tx, {
        userId,
        brandId,
        kind: "earn",
        points,
        orderRef,
        idempotencyKey: `earn:${orderRef}:${brandId}`,
        createdAt: at,
        expiresAt: new Date(at.getTime() + validDays * DAY_MS),
      });
      if (written) await repo.addToBalance(tx, userId, brandId, points);
    },
  };
}
