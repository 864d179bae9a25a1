import { type Executor, schema, type Transaction } from "@odin/db";
import { and, asc, desc, eq, inArray, isNull, like, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Lot } from "./loyalty-rules";

const {
  loyaltyEntries: entries,
  loyaltyBalances: balances,
  loyaltyTiers: tiers,
  brands,
  orders,
  orderItems,
} = schema;

export type EntryRow = typeof entries.$inferSelect;
export type NewEntry = typeof entries.$inferInsert;

/** A lot with the id of the newest entry on it (the key of its next expiry entry), and when it was earned. */
export interface LotRow extends Lot {
  lastEntryId: number;
  earnedAt: Date;
  /** The order item whose delivery earned it, if one did. */
  itemId: number | null;
}

/**
 * Serialises the writes to one shopper's points until the transaction ends: the lots read, the
 * order's earlier redemption looked up and the entries written by one call are never interleaved
 * with another's.
 */
export async function lockShopper(tx: Transaction, userId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`odin-loyalty:${userId}`}))`);
}

/**
 * The shopper's lots (at some brands, or all), soonest expiry first, with what is left of each: the
 * earn entries, and staff's credit adjustments. `earned` counts an earn entry's points less those
 * taken back from it (decision 45); a credit adjustment was given, not earned, so it counts 0 there
 * (and so towards no tier).
 */
export async function findLots(
  db: Executor,
  userId: number,
  brandIds?: readonly number[],
): Promise<LotRow[]> {
  const taken = alias(entries, "taken");
  return db
    .select({
      id: entries.id,
      brandId: entries.brandId,
      earned: sql<number>`(case when ${entries.kind} = 'earn' then ${entries.points} + coalesce(sum(${taken.points}) filter (where ${taken.kind} = 'take_back'), 0) else 0 end)::int`,
      remaining: sql<number>`(${entries.points} + coalesce(sum(${taken.points}), 0))::int`,
      // Set on every earn entry (the table's check).
      expiresAt: sql<Date>`${entries.expiresAt}`.mapWith(entries.expiresAt),
      lastEntryId: sql<number>`coalesce(max(${taken.id}), ${entries.id})::int`,
      earnedAt: entries.createdAt,
      itemId: entries.itemId,
    })
    .from(entries)
    .leftJoin(taken, eq(taken.lotId, entries.id))
    .where(
      and(
        eq(entries.userId, userId),
        inArray(entries.kind, ["earn", "adjust"]),
        isNull(entries.lotId),
        brandIds ? inArray(entries.brandId, [...brandIds]) : undefined,
      ),
    )
    .groupBy(entries.id)
    .orderBy(asc(entries.expiresAt), asc(entries.id));
}

export async function findBrands(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: brands.id, code: brands.code, name: brands.name })
    .from(brands)
    .where(inArray(brands.id, [...ids]));
}

/** The redemptions and reversals written for an order, by anyone. */
export async function findOrderEntries(db: Executor, orderRef: string): Promise<EntryRow[]> {
  return db
    .select()
    .from(entries)
    .where(and(eq(entries.orderRef, orderRef), inArray(entries.kind, ["redeem", "reverse"])))
    .orderBy(asc(entries.id));
}

/** Writes entries; a key written before is a bug of the caller and fails the transaction. */
export async function insertEntries(tx: Transaction, rows: NewEntry[]): Promise<EntryRow[]> {
  if (rows.length === 0) return [];
  return tx.insert(entries).values(rows).returning();
}

/** Writes an entry unless its key was written before; true when this call wrote it. */
export async function insertEntryOnce(tx: Transaction, row: NewEntry): Promise<boolean> {
  const written = await tx
    .insert(entries)
    .values(row)
    .onConflictDoNothing({ target: entries.idempotencyKey })
    .returning({ id: entries.id });
  return written.length === 1;
}

/** Writes an entry unless its key was written before (by a transaction that committed); the row written. */
export async function insertEntryUnlessKeyed(tx: Transaction, row: NewEntry): Promise<EntryRow | undefined> {
  const [written] = await tx
    .insert(entries)
    .values(row)
    .onConflictDoNothing({ target: entries.idempotencyKey })
    .returning();
  return written;
}

/** Adds points to the balance row, made when the shopper has none at the brand yet. */
export async function addToBalance(tx: Transaction, userId: number, brandId: number, points: number) {
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
  tx: Transaction,
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

/** The brands' programmes: their tiers, by brand id. */
export async function findTiers(db: Executor, brandIds: readonly number[]) {
  if (brandIds.length === 0) return [];
  return db
    .select({
      brandId: tiers.brandId,
      name: tiers.name,
      minPoints: tiers.minPoints,
      earnBasisPoints: tiers.earnBasisPoints,
    })
    .from(tiers)
    .where(inArray(tiers.brandId, [...brandIds]))
    .orderBy(asc(tiers.brandId), asc(tiers.minPoints));
}

/** A brand by its name, in any case. */
export async function findBrandByName(db: Executor, name: string) {
  const [row] = await db
    .select({ id: brands.id, code: brands.code, name: brands.name })
    .from(brands)
    .where(sql`lower(${brands.name}) = lower(${name})`)
    .limit(1);
  return row;
}

/** Which of these items belong to the shopper's order `orderNumber`, with their brands. */
export async function findOwnedItems(
  db: Executor,
  userId: number,
  orderNumber: string,
  itemIds: readonly number[],
): Promise<{ id: number; brandId: number }[]> {
  if (itemIds.length === 0) return [];
  return db
    .select({ id: orderItems.id, brandId: orderItems.brandId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.orderNumber, orderNumber),
        inArray(orderItems.id, [...itemIds]),
      ),
    );
}

/** The shopper's earn and take-back entries of these items of an order. */
export async function findItemEntries(
  db: Executor,
  userId: number,
  orderRef: string,
  itemIds: readonly number[],
): Promise<EntryRow[]> {
  if (itemIds.length === 0) return [];
  return db
    .select()
    .from(entries)
    .where(
      and(
        eq(entries.userId, userId),
        eq(entries.orderRef, orderRef),
        inArray(entries.itemId, [...itemIds]),
        inArray(entries.kind, ["earn", "take_back"]),
      ),
    )
    .orderBy(asc(entries.id));
}

/** The entry written under an idempotency key, if any. */
export async function findEntryByKey(db: Executor, idempotencyKey: string): Promise<EntryRow | undefined> {
  const [row] = await db.select().from(entries).where(eq(entries.idempotencyKey, idempotencyKey)).limit(1);
  return row;
}

/**
 * The entries of one adjustment of the shopper's points at a brand (keys `<prefix>#1`, `#2`, …),
 * found through the shopper's entries at the brand.
 */
export async function findAdjustmentEntries(
  db: Executor,
  owner: { userId: number; brandId: number },
  keyPrefix: string,
): Promise<EntryRow[]> {
  return db
    .select()
    .from(entries)
    .where(
      and(
        eq(entries.userId, owner.userId),
        eq(entries.brandId, owner.brandId),
        eq(entries.kind, "adjust"),
        like(entries.idempotencyKey, `${keyPrefix.replace(/[\\%_]/g, "\\$&")}#%`),
      ),
    )
    .orderBy(asc(entries.id));
}

/** The shopper's newest `limit` entries at a brand, newest first. */
export async function latestEntries(
  db: Executor,
  userId: number,
  brandId: number,
  limit: number,
): Promise<EntryRow[]> {
  return db
    .select()
    .from(entries)
    .where(and(eq(entries.userId, userId), eq(entries.brandId, brandId)))
    .orderBy(desc(entries.id))
    .limit(limit);
}
