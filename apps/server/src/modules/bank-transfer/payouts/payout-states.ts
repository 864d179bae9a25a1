import type { PayoutReason } from "@odin/db";

/**
 * A payout's states (decision 44), RazorpayX's: `requested` is ours (written, not yet at the
 * provider); the provider's move through queued, pending, scheduled and processing to one of the
 * final states. Only `processed` paid the shopper; the others that end it did not.
 */
export const PAYOUT_FINAL_STATES = ["processed", "reversed", "rejected", "cancelled", "failed"] as const;
export const PAYOUT_OPEN_STATES = ["requested", "queued", "pending", "scheduled", "processing"] as const;

export type PayoutStatus = (typeof PAYOUT_FINAL_STATES)[number] | (typeof PAYOUT_OPEN_STATES)[number];

export const isFinal = (status: string): boolean =>
  (PAYOUT_FINAL_STATES as readonly string[]).includes(status);

/** A provider's status we know, or undefined for one we do not (kept open and asked again). */
export function knownStatus(status: unknown): PayoutStatus | undefined {
  const all: readonly string[] = [...PAYOUT_FINAL_STATES, ...PAYOUT_OPEN_STATES];
  return typeof status === "string" && all.includes(status) ? (status as PayoutStatus) : undefined;
}

/** Why a refund is made (the payouts table's `reason`): it names the narration at the bank. */
export type { PayoutReason };

/** What the shopper's bank statement shows (RazorpayX: at most 30 letters, digits and spaces). */
export const NARRATION: Record<PayoutReason, string> = {
  return: "Odin return refund",
  cancel: "Odin cancellation refund",
};

/**
 * A payout's reference is the caller's idempotency key at the provider (RazorpayX's
 * `X-Payout-Idempotency`: 4-36 letters, digits, hyphens, underscores) and its `reference_id`.
 */
export const PAYOUT_REFERENCE = /^[A-Za-z0-9_-]{4,36}$/;

/** RazorpayX takes at least ₹1 per payout. The upper bound keeps one refund sane. */
export const PAYOUT_AMOUNT = { min: 100, max: 10_000_000 } as const;
