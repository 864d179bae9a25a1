import { BANK_ACCOUNT_TYPES } from "@odin/contracts";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * Bank-transfer ("NEFT") details and the payouts that refund to them (decision 44). The account number
 * is kept only encrypted (AES-256-GCM, bound to its shopper), with its last four characters in clear
 * for display and a keyed fingerprint (HMAC-SHA256) that finds the same account saved again.
 */
export const bankTransferDetails = pgTable(
  "bank_transfer_details",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accountHolderName: text("account_holder_name").notNull(),
    bankName: text("bank_name").notNull(),
    branchName: text("branch_name").notNull(),
    ifscCode: text("ifsc_code").notNull(),
    /** SB (savings) or CC (current). */
    accountType: text("account_type", { enum: BANK_ACCOUNT_TYPES }).notNull(),
    /** `v1.` and base64url of IV, ciphertext and tag; the shopper's id is its associated data. */
    accountNumberSealed: text("account_number_sealed").notNull(),
    accountNumberLastFour: text("account_number_last_four").notNull(),
    /** HMAC-SHA256 of the IFSC and account number under a key derived from the details key, hex. */
    accountFingerprint: text("account_fingerprint").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Saved again or chosen for a refund: the list shows the most recent first. */
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("bank_transfer_details_account_idx").on(t.userId, t.accountFingerprint),
    index("bank_transfer_details_user_used_idx").on(t.userId, t.lastUsedAt.desc(), t.id.desc()),
    check("bank_transfer_details_account_type", sql`${t.accountType} in ('SB', 'CC')`),
  ],
);

/** Why a refund is made: a return's or a cancellation's, which names its narration at the bank. */
export const PAYOUT_REASONS = ["return", "cancel"] as const;
export type PayoutReason = (typeof PAYOUT_REASONS)[number];

/** How the bank moves the money. */
export const PAYOUT_MODES = ["NEFT", "IMPS"] as const;
export type PayoutMode = (typeof PAYOUT_MODES)[number];

/**
 * A refund paid to a bank-transfer record through the payouts provider. `reference` is the caller's
 * (a return's or cancellation's) and the provider's idempotency key: one payout per reference.
 * `status` is `requested` until the provider has it, then the provider's: queued, pending, scheduled,
 * processing, then processed, reversed, rejected, cancelled or failed.
 */
export const payouts = pgTable(
  "payouts",
  {
    id: serial("id").primaryKey(),
    reference: text("reference").notNull().unique(),
    userId: integer("user_id").notNull(),
    neftId: integer("neft_id")
      .notNull()
      .references(() => bankTransferDetails.id),
    /** Paise. */
    amount: integer("amount").notNull(),
    /** return or cancel. */
    reason: text("reason", { enum: PAYOUT_REASONS }).notNull(),
    /** NEFT or IMPS, fixed when requested so a retry sends the same request. */
    mode: text("mode", { enum: PAYOUT_MODES }).notNull(),
    /** As the provider gave it, so not typed: a status it adds later is kept, and taken as still open. */
    status: text("status").notNull().default("requested"),
    providerPayoutId: text("provider_payout_id"),
    /** The bank's reference once paid (UTR), or the provider's reason for a failure. */
    utr: text("utr"),
    failureReason: text("failure_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (t) => [index("payouts_user_idx").on(t.userId), check("payouts_amount", sql`${t.amount} > 0`)],
);
