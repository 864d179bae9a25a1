import type { Transaction } from "@odin/db";
import * as repo from "./loyalty.repo";
import { isLive } from "./loyalty-rules";

/**
 * Giving back a part of an order's redemption at one brand (a cancelled item's loyalty share,
 * decision 48), beside the whole-order `reverse` of the loyalty service. Entries are `reverse`
 * entries on the lots the redemption took from, keyed `give-back:<key>:<lotId>`, so a repeat writes
 * nothing; never more than the redemption less what was given back of it (by this or `reverse`).
 */

/** What is still out of one lot's redemption for an order: paise and points. */
export interface RedeemedLot {
  lotId: number;
  amount: number;
  points: number;
}

/** What a give-back returns to one lot. */
export type GiveBackTake = RedeemedLot;

/**
 * Plans giving back `amount` paise across the lots still out, the lot taken from last first. A lot
 * given back whole gets all its points back; a part gets its points in proportion, rounded, at least
 * one and never all of them, so a later give-back of the rest finds its points. The paise given back
 * are at most what is out.
 */
export function planGiveBack(lots: readonly RedeemedLot[], amount: number): GiveBackTake[] {
  const takes: GiveBackTake[] = [];
  let left = amount;
  for (const lot of [...lots].reverse()) {
    if (left <= 0) break;
    if (lot.amount <= 0 || lot.points <= 0) continue;
    const taken = Math.min(left, lot.amount);
    left -= taken;
    const points =
      taken === lot.amount
        ? lot.points
        : Math.min(lot.points - 1, Math.max(1, Math.round((taken * lot.points) / lot.amount)));
    if (points > 0) takes.push({ lotId: lot.lotId, amount: taken, points });
  }
  return takes;
}

/** Per lot of one brand, what the order's redemption took and has not had back. */
export function outstandingLots(entries: readonly repo.EntryRow[], brandId: number): RedeemedLot[] {
  const byLot = new Map<number, RedeemedLot>();
  for (const entry of entries) {
    if (entry.brandId !== brandId || entry.lotId === null) continue;
    if (entry.kind !== "redeem" && entry.kind !== "reverse") continue;
    const lot = byLot.get(entry.lotId) ?? { lotId: entry.lotId, amount: 0, points: 0 };
    lot.amount -= entry.amount ?? 0;
    lot.points -= entry.points;
    byLot.set(entry.lotId, lot);
  }
  return [...byLot.values()].filter((lot) => lot.amount > 0);
}

/** Paise each brand's points paid for the shopper's order when it was redeemed (give-backs aside). */
export async function redeemedByBrand(
  db: Parameters<typeof repo.findOrderEntries>[0],
  userId: number,
  orderRef: string,
): Promise<Map<number, number>> {
  const byBrand = new Map<number, number>();
  for (const entry of await repo.findOrderEntries(db, orderRef)) {
    if (entry.userId !== userId || entry.kind !== "redeem") continue;
    byBrand.set(entry.brandId, (byBrand.get(entry.brandId) ?? 0) - (entry.amount ?? 0));
  }
  return byBrand;
}

/**
 * Gives back `amount` paise of what the shopper's order redeemed at `brandId`, in the caller's
 * transaction under the shopper's lock. Answers what this key gave back (a repeat answers the first).
 * Another shopper's order gives nothing. Points returned to a lot that has expired are written off
 * with it, as `reverse` does.
 */
export async function giveBack(
  tx: Transaction,
  input: { userId: number; orderRef: string; brandId: number; amount: number; key: string; now: Date },
): Promise<{ amount: number; points: number }> {
  const { userId, orderRef, brandId, key, now } = input;
  await repo.lockShopper(tx, userId);
  const entries = (await repo.findOrderEntries(tx, orderRef)).filter((entry) => entry.userId === userId);
  const prefix = `give-back:${key}:`;
  const earlier = entries.filter((entry) => entry.idempotencyKey.startsWith(prefix));
  if (earlier.length > 0) return sumOf(earlier);
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) return { amount: 0, points: 0 };
  const takes = planGiveBack(outstandingLots(entries, brandId), input.amount);
  const written = await repo.insertEntries(
    tx,
    takes.map((take) => ({
      userId,
      brandId,
      kind: "reverse",
      points: take.points,
      amount: take.amount,
      lotId: take.lotId,
      orderRef,
      idempotencyKey: `${prefix}${take.lotId}`,
      createdAt: now,
    })),
  );
  const lots = new Map((await repo.findLots(tx, userId, [brandId])).map((lot) => [lot.id, lot]));
  const expired = written.filter((entry) => {
    const lot = entry.lotId === null ? undefined : lots.get(entry.lotId);
    return lot !== undefined && !isLive(lot, now);
  });
  // Returned to a lapsed lot, the points lapse at once: the balance stays as it was.
  await repo.insertEntries(
    tx,
    expired.map((entry) => ({
      userId,
      brandId,
      kind: "expire",
      points: -entry.points,
      lotId: entry.lotId,
      idempotencyKey: `expire:${entry.lotId}:${entry.id}`,
      createdAt: now,
    })),
  );
  const live = written.filter((entry) => !expired.includes(entry));
  const points = live.reduce((sum, entry) => sum + entry.points, 0);
  if (points > 0) await repo.addToBalance(tx, userId, brandId, points);
  return sumOf(written);
}

function sumOf(entries: readonly repo.EntryRow[]): { amount: number; points: number } {
  return {
    amount: entries.reduce((sum, entry) => sum + (entry.amount ?? 0), 0),
    points: entries.reduce((sum, entry) => sum + entry.points, 0),
  };
}
