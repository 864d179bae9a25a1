import type { Transaction } from "@odin/db";
import * as repo from "./loyalty.repo";
import { dueForExpiry } from "./loyalty-rules";

/** The ledger's writing steps that several of the service's calls share (decisions 32 and 45). */

export const DAY_MS = 86_400_000;

/** Points summed per brand id. */
export function perBrand(entries: readonly { brandId: number; points: number }[]): Map<number, number> {
  const points = new Map<number, number>();
  for (const entry of entries) points.set(entry.brandId, (points.get(entry.brandId) ?? 0) + entry.points);
  return points;
}

export function ledgerDisagrees(userId: number, brandId: number): Error {
  return new Error(`loyalty balance of user ${userId} at brand ${brandId} disagrees with its entries`);
}

/** Writes off the expired lots at these brands (under the shopper's lock); answers the lots after. */
export async function expireDue(
  tx: Transaction,
  userId: number,
  brandIds: readonly number[],
  at: Date,
): Promise<repo.LotRow[]> {
  const lots = await repo.findLots(tx, userId, brandIds);
  const due = dueForExpiry(lots, at);
  if (due.length === 0) return lots;
  await repo.insertEntries(
    tx,
    due.map((lot) => ({
      userId,
      brandId: lot.brandId,
      kind: "expire",
      points: -lot.remaining,
      lotId: lot.id,
      idempotencyKey: `expire:${lot.id}:${lot.lastEntryId}`,
      createdAt: at,
    })),
  );
  for (const [brandId, points] of perBrand(due.map((lot) => ({ ...lot, points: lot.remaining })))) {
    if (!(await repo.takeFromBalance(tx, userId, brandId, points))) throw ledgerDisagrees(userId, brandId);
  }
  return lots.map((lot) => (due.includes(lot) ? { ...lot, remaining: 0 } : lot));
}
