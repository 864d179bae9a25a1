import { type Database, schema } from "@odin/db";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbTransaction } from "../../platform/outbox";
import type { Lot } from "./loyalty-rules";

const { loyaltyEntries: entries, loyaltyBalances: balances, brands } = schema;

type Db = Database | DbTransaction;
export type EntryRow = typeof entries.$inferSelect;
export type NewEntry = typeof entries.$inferInsert;

/** A lot with the id of the newest entry on it (the key of its next expiry entry). */
export interface LotRow extends Lot {
  lastEntryId: number;
}

/**
 * Serialises the writes to one shopper's points until the transaction ends: the lots read, the
 * order's earlier redemption looked up and the entries written by one call are never interleaved
 * with another's.
 */
export async function lockShopper(tx: DbTransaction, userId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`odin-loyalty:${userId}`}))`);
}

/** The shopper's lots (at some brands, or all), soonest expiry first, with what is left of each. */
export async function findLots(db: Db, userId: number, brandIds?: readonly number[]): Promise<LotRow[]> {
  const taken = alias(entries, "taken");
  return db
    .select({
      id: entries.id,
      brandId: entries.brandId,
      earned: entries.points,
      remaining: sql<number>`(${entries.points} + coalesce(sum(${taken.points}), 0))::int`,
      // Set on every earn entry (the table's check).
      expiresAt: sql<Date>`${entries.expiresAt}`.mapWith(entries.expiresAt),
      lastEntryId: sql<number>`coalesce(max(${taken.id}), ${entries.id})::int`,
    })
    .from(entries)
    .leftJoin(taken, eq(taken.lotId, entries.id))
    .where(
      and(
        eq(entries.userId, userId),
        eq(entries.kind, "earn"),
        brandIds ? inArray(entries.brandId, [...brandIds]) : undefined,
      ),
    )
    .groupBy(entries.id)
    .orderBy(asc(entries.expiresAt), asc(entries.id));
}

export async function findBrands(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: brands.id, code: brands.code, name: brands.name })
    .from(brands)
    .where(inArray(brands.id, [...ids]));
}

/** The redemptions and reversals written for an order, by anyone. */
export async function findOrderEntries(db: Db, orderRef: string): Promise<EntryRow[]> {
  return db
    .select()
    .from(entries)
    .where(and(eq(entries.orderRef, orderRef), inArray(entries.kind, ["redeem", "reverse"])))
    .orderBy(asc(entries.id));
}

/** Writes entries; a key written before is a bug of the caller and fails the transaction. */
export async function insertEntries(tx: DbTransaction, rows: NewEntry[]): Promise<EntryRow[]> {
  if (rows.length === 0) return [];
  return tx.insert(entries).values(rows).returning();
}

/** Writes an entry unless its key was written before; true when this call wrote it. */
export async function insertEntryOnce(tx: DbTransaction, row: NewEntry): Promise<boolean> {
  const written = await tx
    .insert(entries)
    .values(row)
    .onConflictDoNothing({ target: entries.idempotencyKey })
    .returning({ id: entries.id });
  return written.length === 1;
}

/** Adds points to the balance row, made when the shopper has none at the brand yet. */
export async function addToBalance(tx: DbTransaction, userId: number, brandId: number, points: number) {
  await tx
    .insert(balances)
    .values({ userId, brandId, points })
    .onConflictDoUpdate({
      target: [balances.userId, balances.brandId],
      set: { points: sql`${balances.points} + excluded.points`, updatedAt: sql`now()` },
    });
}

/** Takes points from the balance row only if it holds them all; false when it does not. */
export async function takeFromBalance(
  tx: DbTransaction,
  userId: number,
  brandId: number,
  points: number,
): Promise<boolean> {
  const rows = await tx
    .update(balances)
    .set({ points: sql`${balances.points} - ${points}`, updatedAt: sql`now()` })
    .where(
      and(eq(balances.userId, userId), eq(balances.brandId, brandId), sql`${balances.points} >= ${points}`),
    )
    .returning({ points: balances.points });
  return rows.length === 1;
}
