/**
 * The returns area's plain data: the contracts' return stages, refund states and limits written out,
 * because contracts/admin/returns.ts also holds zod schemas and importing a value from it would bring
 * zod into the bundle (decision 13); return-words.test.ts holds them equal. With what each means to
 * the person reading the page.
 */

export const RETURN_STAGES = [
  "REQUESTED",
  "PICKUP_SCHEDULED",
  "PICKED_UP",
  "RECEIVED",
  "QC_PASSED",
  "QC_FAILED",
  "REFUNDED",
  "WITHDRAWN",
] as const;
export type ReturnStage = (typeof RETURN_STAGES)[number];

export const STAGE_LABELS: Record<ReturnStage, string> = {
  REQUESTED: "Requested",
  PICKUP_SCHEDULED: "Pickup scheduled",
  PICKED_UP: "Picked up",
  RECEIVED: "Received, waiting for its check",
  QC_PASSED: "Check passed, refund under way",
  QC_FAILED: "Check failed, sent back",
  REFUNDED: "Refunded",
  WITHDRAWN: "Withdrawn",
};

export const RETURN_MODES = ["REVERSEPICKUP", "SELFSHIP"] as const;
export type ReturnMode = (typeof RETURN_MODES)[number];

export const MODE_LABELS: Record<ReturnMode, string> = {
  REVERSEPICKUP: "Reverse pickup",
  SELFSHIP: "Self-shipped",
};

export const REFUND_STATES = ["OPEN", "PROCESSED", "FAILED"] as const;
export type RefundState = (typeof REFUND_STATES)[number];

export const REFUND_STATE_LABELS: Record<RefundState, string> = {
  OPEN: "Under way",
  PROCESSED: "Paid",
  FAILED: "Failed",
};

/** The contracts' ADMIN_RETURNS limits the forms need. */
export const RETURN_LIMITS = {
  /** How far ahead a reverse pickup may be booked. */
  pickupDaysAhead: 30,
  /** The quality check's note, which a failed check sends to the shopper. */
  maxNoteChars: 500,
} as const;
