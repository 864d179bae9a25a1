import { type Database, schema, type Transaction } from "@odin/db";
import { eq, sql } from "drizzle-orm";

const { newsletterSubscribers } = schema;

/**
 * The subscriber of an address, added when new: one row per address however often it signs up (one
 * statement, so two sign-ups at once cannot make two). Answers whether it is already confirmed.
 */
export async function upsertSubscriber(
  tx: Transaction,
  email: string,
): Promise<{ id: number; confirmed: boolean }> {
  const [row] = await tx
    .insert(newsletterSubscribers)
    .values({ email })
    .onConflictDoUpdate({ target: newsletterSubscribers.email, set: { email: sql`excluded.email` } })
    .returning({ id: newsletterSubscribers.id, confirmedAt: newsletterSubscribers.confirmedAt });
  if (!row) throw new Error("the subscriber was not stored");
  return { id: row.id, confirmed: row.confirmedAt !== null };
}

/** Marks the address confirmed (the first confirmation's time stays); false when it has no subscriber. */
export async function confirmSubscriber(db: Database, email: string): Promise<boolean> {
  const rows = await db
    .update(newsletterSubscribers)
    .set({ confirmedAt: sql`coalesce(${newsletterSubscribers.confirmedAt}, now())` })
    .where(eq(newsletterSubscribers.email, email))
    .returning({ id: newsletterSubscribers.id });
  return rows.length > 0;
}
