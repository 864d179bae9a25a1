import type { Transaction } from "@odin/db";
import type { LoyaltyConfig } from "../../platform/config-loyalty";
import * as repo from "./loyalty.repo";
import { DAY_MS, expireDue, ledgerDisagrees, perBrand } from "./loyalty-ledger";
import {
  type EarningItem,
  type ItemPoints,
  planTakeBack,
  pointsEarnedFor,
  type Tier,
  tierFor,
  tierWindowStart,
} from "./programme-rules";

export type { EarningItem, ItemPoints } from "./programme-rules";

/** What taking back a returned item's points did: what it had earned, and what could be taken back. */
export interface TakenBack {
  itemId: number;
  brandId: number;
  earned: number;
  /** At most `earned`: less when the shopper had spent the points already (the rest stays spent). */
  takenBack: number;
}

/** The order lifecycle's calls into the ledger (decision 45), run in its transaction under the shopper's lock. */
export interface LoyaltyEarning {
  /**
   * Credits each delivered item of the shopper's order `orderRef` (the order's number) with the
   * points its brand's programme gives at the shopper's tier; once per item, however often called.
   * Items not in that order of that shopper earn nothing. Answers what this call credited.
   */
  earnForDelivered(
    tx: Transaction,
    input: { userId: number; orderRef: string; items: readonly EarningItem[] },
  ): Promise<ItemPoints[]>;
  /**
   * Takes back what these returned items of the shopper's order earned, never more than the
   * shopper's balance at the brand holds; once per item. Answers what each item's take-back did,
   * this call's or an earlier one's; items that earned nothing are left out.
   */
  takeBackForReturned(
    tx: Transaction,
    input: { userId: number; orderRef: string; itemIds: readonly number[] },
  ): Promise<TakenBack[]>;
}

/** Tiers by brand id. */
export function tiersByBrand(rows: readonly (Tier & { brandId: number })[]): Map<number, Tier[]> {
  const byBrand = new Map<number, Tier[]>();
  for (const { brandId, ...tier } of rows) byBrand.set(brandId, [...(byBrand.get(brandId) ?? []), tier]);
  return byBrand;
}

/** Points earned per brand since `since`: what holds the shopper's tiers. */
export function earnedSince(lots: readonly repo.LotRow[], since: Date): Map<number, number> {
  return perBrand(
    lots
      .filter((lot) => lot.earnedAt.getTime() > since.getTime())
      .map((lot) => ({ brandId: lot.brandId, points: lot.earned })),
  );
}

export function createLoyaltyEarning(deps: { config: LoyaltyConfig; now: () => Date }): LoyaltyEarning {
  const { paisePerPoint, validDays } = deps.config;

  /** Each brand's earn rate for the shopper now: their tier's. */
  async function ratesFor(tx: Transaction, userId: number, brandIds: readonly number[], at: Date) {
    const [lots, tiers] = await Promise.all([
      repo.findLots(tx, userId, brandIds),
      repo.findTiers(tx, brandIds),
    ]);
    const earned = earnedSince(lots, tierWindowStart(at));
    const rates = new Map<number, number>();
    for (const [brandId, ladder] of tiersByBrand(tiers)) {
      const standing = tierFor(ladder, earned.get(brandId) ?? 0);
      if (standing) rates.set(brandId, standing.held.earnBasisPoints);
    }
    return rates;
  }

  /** Takes back one item's points (its earn entry given), unless an earlier call did. */
  async function takeBackItem(tx: Transaction, earn: repo.EntryRow, at: Date): Promise<number> {
    const { userId, brandId } = earn;
    const lots = await expireDue(tx, userId, [brandId], at);
    const own = lots.find((lot) => lot.id === earn.id);
    if (!own) throw new Error(`earn entry ${earn.id} is not a lot of user ${userId}`);
    const plan = planTakeBack(earn.points, own, lots, at);
    await repo.insertEntries(
      tx,
      plan.map((take) => ({
        userId,
        brandId,
        kind: "take_back",
        points: -take.points,
        lotId: take.lotId,
        orderRef: earn.orderRef,
        itemId: earn.itemId,
        idempotencyKey: `take-back:${earn.itemId}:${take.lotId}`,
        createdAt: at,
      })),
    );
    const taken = plan.reduce((sum, take) => sum + take.points, 0);
    if (taken > 0 && !(await repo.takeFromBalance(tx, userId, brandId, taken)))
      throw ledgerDisagrees(userId, brandId);
    return taken;
  }

  return {
    async earnForDelivered(tx, { userId, orderRef, items }) {
      if (items.length === 0) return [];
      await repo.lockShopper(tx, userId);
      const owned = await repo.findOwnedItems(tx, userId, orderRef, [...new Set(items.map((i) => i.itemId))]);
      const ours = items.filter((item) =>
        owned.some((o) => o.id === item.itemId && o.brandId === item.brandId),
      );
      const at = deps.now();
      const rates = await ratesFor(tx, userId, [...new Set(ours.map((item) => item.brandId))], at);
      const credited: ItemPoints[] = [];
      for (const item of pointsEarnedFor(ours, rates, paisePerPoint)) {
        if (item.points < 1) continue;
        const written = await repo.insertEntryOnce(tx, {
          userId,
          brandId: item.brandId,
          kind: "earn",
          points: item.points,
          orderRef,
          itemId: item.itemId,
          idempotencyKey: `earn-item:${item.itemId}`,
          createdAt: at,
          expiresAt: new Date(at.getTime() + validDays * DAY_MS),
        });
        if (!written) continue;
        await repo.addToBalance(tx, userId, item.brandId, item.points);
        credited.push(item);
      }
      return credited;
    },

    async takeBackForReturned(tx, { userId, orderRef, itemIds }) {
      if (itemIds.length === 0) return [];
      await repo.lockShopper(tx, userId);
      const entries = await repo.findItemEntries(tx, userId, orderRef, [...new Set(itemIds)]);
      const at = deps.now();
      const answers: TakenBack[] = [];
      for (const earn of entries.filter((entry) => entry.kind === "earn")) {
        const earlier = entries.filter((e) => e.kind === "take_back" && e.itemId === earn.itemId);
        const takenBack =
          earlier.length > 0
            ? -earlier.reduce((sum, entry) => sum + entry.points, 0)
            : await takeBackItem(tx, earn, at);
        answers.push({
          itemId: earn.itemId as number,
          brandId: earn.brandId,
          earned: earn.points,
          takenBack,
        });
      }
      return answers;
    },
  };
}
