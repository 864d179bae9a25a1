import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { brands } from "./catalog";
import { users } from "./users";

/** The kinds of loyalty ledger entry (below). */
export const LOYALTY_ENTRY_KINDS = ["earn", "redeem", "reverse", "expire", "take_back", "adjust"] as const;
export type LoyaltyEntryKind = (typeof LOYALTY_ENTRY_KINDS)[number];

/**
 * The loyalty points ledger (spec 3 §2 Loyalty, §8, §9; decision 32): every change to a shopper's
 * points at one brand is an entry, never an edit.
 *
 * - `earn` (+) opens a lot: points with their own `expiresAt`. Every other entry names the lot it
 *   takes from or gives back to (`lotId`), so what is left of a lot is its points plus the entries on it.
 * - `redeem` (−) pays for an order's items of the brand; `amount` is the paise it paid.
 * - `reverse` (+) gives a redemption back to its lot (a failed payment, a cancellation).
 * - `expire` (−) writes off what was left of a lot at its expiry.
 * - `take_back` (− or 0) takes back what a returned order item earned (decision 45): from the item's
 *   own lot first, then from the brand's other lots, never more than is left. An entry on the item's
 *   own lot is always written, with 0 points when nothing was left, so the take-back happens once.
 * - `adjust` is staff's change with its `reason` (the back office): a credit (+) opens a lot of its own,
 *   valid as long as an earned one but not counted as earned (no tier); a debit (−) takes from the
 *   brand's live lots, soonest expiry first, one entry per lot, never more than they hold.
 *
 * The idempotency key makes a repeated call write nothing: `earn:<orderRef>:<brandId>` (an order's
 * points at a brand), `earn-item:<itemId>` (a delivered item's points), `redeem:<orderRef>:<lotId>`,
 * `reverse:<redeem entry id>`, `expire:<lotId>:<last entry id on the lot>`,
 * `take-back:<itemId>:<lotId>`, `adjust:<requestId>#<n>` (the n-th entry of one adjustment, from 1).
 */
export const loyaltyEntries = pgTable(
  "loyalty_entries",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    brandId: integer("brand_id")
      .notNull()
      .references(() => brands.id),
    kind: text("kind", { enum: LOYALTY_ENTRY_KINDS }).notNull(),
    /** Signed: earn and reverse add, redeem, expire and take_back take away. */
    points: integer("points").notNull(),
    /** Paise a redemption paid (negative) or its reversal gave back (positive); null otherwise. */
    amount: integer("amount"),
    /** The earn entry this entry takes from or gives back to; null for an earn entry (its own lot). */
    lotId: integer("lot_id").references((): AnyPgColumn => loyaltyEntries.id, { onDelete: "cascade" }),
    /** The order that earned, redeemed or got back the points. */
    orderRef: text("order_ref"),
    /**
     * The order item (`order_items.id`) a delivery earned the points for, or whose return takes them
     * back; no foreign key, so the ledger outlives the order rows.
     */
    itemId: integer("item_id"),
    /** Why staff adjusted the points (an `adjust` entry only). */
    reason: text("reason"),
    idempotencyKey: text("idempotency_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When an earn entry's points lapse; null for other kinds. */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("loyalty_entries_idempotency_idx").on(t.idempotencyKey),
    index("loyalty_entries_owner_idx").on(t.userId, t.brandId),
    index("loyalty_entries_lot_idx").on(t.lotId),
    index("loyalty_entries_order_idx").on(t.orderRef),
    index("loyalty_entries_item_idx").on(t.itemId),
    // Null passes a check, so every condition on a nullable column says `is not null` first.
    check(
      "loyalty_entries_kind",
      sql`(${t.kind} = 'earn' and ${t.points} > 0 and ${t.lotId} is null and ${t.amount} is null and ${t.expiresAt} is not null)
        or (${t.kind} = 'redeem' and ${t.points} < 0 and ${t.lotId} is not null and ${t.amount} is not null and ${t.amount} < 0 and ${t.expiresAt} is null and ${t.itemId} is null)
        or (${t.kind} = 'reverse' and ${t.points} > 0 and ${t.lotId} is not null and ${t.amount} is not null and ${t.amount} > 0 and ${t.expiresAt} is null and ${t.itemId} is null)
        or (${t.kind} = 'expire' and ${t.points} < 0 and ${t.lotId} is not null and ${t.amount} is null and ${t.expiresAt} is null and ${t.itemId} is null)
        or (${t.kind} = 'take_back' and ${t.points} <= 0 and ${t.lotId} is not null and ${t.amount} is null and ${t.expiresAt} is null and ${t.itemId} is not null and ${t.orderRef} is not null)
        or (${t.kind} = 'adjust' and ${t.reason} is not null and ${t.amount} is null and ${t.itemId} is null and ${t.orderRef} is null
            and ((${t.points} > 0 and ${t.lotId} is null and ${t.expiresAt} is not null) or (${t.points} < 0 and ${t.lotId} is not null and ${t.expiresAt} is null)))`,
    ),
  ],
);

/**
 * A shopper's points at one brand: the sum of their entries, kept in the transaction that writes
 * each entry. A redemption takes its points with a conditional update (`points >= n`), so the
 * balance never goes below zero; the entries stay the source of truth.
 */
export const loyaltyBalances = pgTable(
  "loyalty_balances",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    brandId: integer("brand_id")
      .notNull()
      .references(() => brands.id),
    points: integer("points").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.brandId] }),
    check("loyalty_balances_not_negative", sql`${t.points} >= 0`),
  ],
);

/**
 * A brand's loyalty programme (spec 3 §3 Loyalty: tier, earn, upgrade and downgrade criteria;
 * decision 45): its tiers, one row each. A brand without rows runs no programme: its items earn
 * nothing. The entry tier (`minPoints` 0) is everyone's; a shopper holds the highest tier whose
 * `minPoints` they earned at the brand in the last 12 months, and falls back as those points age
 * out of the window. What a point pays (burn, conversion) and how long it lasts (expiry) are the
 * configuration's, the same for every brand.
 */
export const loyaltyTiers = pgTable(
  "loyalty_tiers",
  {
    brandId: integer("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** Points earned at the brand in the last 12 months that reach the tier; 0 for the entry tier. */
    minPoints: integer("min_points").notNull(),
    /** What a delivered item earns, in basis points of what was paid for it other than by points (500: 5%). */
    earnBasisPoints: smallint("earn_basis_points").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.brandId, t.minPoints] }),
    check("loyalty_tiers_min_points", sql`${t.minPoints} >= 0`),
    check("loyalty_tiers_earn_rate", sql`${t.earnBasisPoints} between 0 and 10000`),
  ],
);
