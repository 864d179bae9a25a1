import {
  ADMIN_RETURNS,
  type AdminReturnsProblem,
  fail,
  type OrderItemStatus,
  ok,
  adminReturnsProblems as problems,
  type QualityCheckResult,
  type Result,
  type ReturnMode,
  type ReturnStage,
} from "@odin/contracts";

/**
 * The back office's rules of a return (decision 60), pure: where it stands, which warehouse move it
 * allows now, when its refund is all paid, and the keys that tie a gateway refund or a payout to it.
 * The item's own moves are the order lifecycle's (decision 43); these rules only add what a return
 * knows besides its item's state (the pickup day, the receipt, the quality check).
 */

/** What a return's stage and moves are read from. */
export interface ReturnFacts {
  mode: ReturnMode;
  itemStatus: OrderItemStatus;
  pickupScheduledFor: string | null;
  receivedAt: Date | null;
  qualityCheck: QualityCheckResult | null;
}

export function stageOf(facts: ReturnFacts): ReturnStage {
  const { itemStatus, qualityCheck } = facts;
  if (itemStatus === "REFUNDED") return "REFUNDED";
  if (qualityCheck === "PASSED") return "QC_PASSED";
  if (qualityCheck === "FAILED") return "QC_FAILED";
  if (facts.receivedAt) return "RECEIVED";
  if (itemStatus === "PICKED_UP") return "PICKED_UP";
  if (itemStatus === "RETURN_REQUESTED") return facts.pickupScheduledFor ? "PICKUP_SCHEDULED" : "REQUESTED";
  // RETURNED without a check (an operator's or the fulfilment stand-in's move): the warehouse passed it.
  if (itemStatus === "RETURNED") return "QC_PASSED";
  return "WITHDRAWN";
}

/** A day (yyyy-mm-dd) `days` after `today`'s. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Booking the courier: a reverse pickup still asked for, on a day from today to `pickupDaysAhead` on. */
export function canSchedulePickup(
  facts: ReturnFacts,
  day: string,
  today: string,
): Result<void, AdminReturnsProblem> {
  if (facts.mode !== "REVERSEPICKUP") return fail(problems.selfShipped());
  if (facts.itemStatus !== "RETURN_REQUESTED" || facts.receivedAt)
    return fail(problems.notAwaitingPickup(facts.itemStatus));
  if (day < today || day > addDays(today, ADMIN_RETURNS.pickupDaysAhead)) return fail(problems.pickupDay());
  return ok();
}

/** The courier collected it: a reverse pickup booked for a day (the lifecycle then checks the item). */
export function canMarkPickedUp(facts: ReturnFacts): Result<void, AdminReturnsProblem> {
  if (facts.mode !== "REVERSEPICKUP") return fail(problems.selfShipped());
  if (facts.itemStatus === "RETURN_REQUESTED" && !facts.pickupScheduledFor)
    return fail(problems.pickupNotBooked());
  return ok();
}

/** The centre received the parcel: collected by the courier, or (self-shipped) while still asked for. */
export function canReceive(facts: ReturnFacts): Result<void, AdminReturnsProblem> {
  if (facts.receivedAt) return fail(problems.alreadyReceived());
  const arriving = facts.mode === "REVERSEPICKUP" ? "PICKED_UP" : "RETURN_REQUESTED";
  if (facts.itemStatus !== arriving) return fail(problems.notReceivable(facts.itemStatus));
  return ok();
}

/** The quality check: once, after the receipt; a failure says why (the shopper is sent the note). */
export function canCheck(
  facts: ReturnFacts,
  result: QualityCheckResult,
  note: string | undefined,
): Result<void, AdminReturnsProblem> {
  if (facts.qualityCheck) return fail(problems.alreadyChecked(facts.qualityCheck));
  if (!facts.receivedAt) return fail(problems.notReceived());
  if (result === "FAILED" && !note) return fail(problems.noteRequired());
  return ok();
}

/**
 * Whether every part of a returned item's refund is paid: its points went back at once with the
 * move to RETURNED; its source share once the gateway processed its latest refund (a retry after a
 * failure counts), its cash-on-delivery share once the latest payout was processed.
 */
export function refundPaid(
  refund: { toSource: number; toBankTransfer: number },
  latest: { gatewayStatus: string | undefined; payoutStatus: string | undefined },
): boolean {
  const sourcePaid = refund.toSource === 0 || latest.gatewayStatus === "processed";
  const bankPaid = refund.toBankTransfer === 0 || latest.payoutStatus === "processed";
  return sourcePaid && bankPaid;
}

/** The key of a return's gateway refund and points (decision 49): `return:RT…`. */
export const returnRefundKey = (returnNumber: string) => `return:${returnNumber}`;

/** The return a gateway refund's key names, its retries' too (`return:RT…:retry-N`). */
export function returnOfRefundKey(key: string): string | undefined {
  return /^return:(RT[0-9]+)(?::retry-[0-9]+)?$/.exec(key)?.[1];
}

/** The return a payout's reference names (`RT…`, a retry's `RT…-RN`). */
export function returnOfPayoutReference(reference: string): string | undefined {
  return /^(RT[0-9]+)(?:-R[0-9]+)?$/.exec(reference)?.[1];
}

/** What the queue's search box names: a return, its parcel, or an order. */
export function searchOf(
  q: string | undefined,
): { returnNumber: string } | { consignmentNumber: string } | { orderNumber: string } | undefined {
  const text = q?.trim().toUpperCase();
  if (!text) return undefined;
  if (/^RT[0-9]+$/.test(text)) return { returnNumber: text };
  if (/^RC[0-9]+$/.test(text)) return { consignmentNumber: text };
  return { orderNumber: text };
}

/** The queue's cursor: the last row's id (ids grow with time, so newest first is id descending). */
export const encodeCursor = (id: number) => Buffer.from(`r${id}`).toString("base64url");
export function decodeCursor(cursor: string): number | undefined {
  const text = Buffer.from(cursor, "base64url").toString();
  const id = /^r([0-9]{1,10})$/.exec(text)?.[1];
  return id !== undefined && Number(id) <= 2_147_483_647 ? Number(id) : undefined;
}

const INDIA = "+05:30";

/** The instant an India day starts. */
export const dayStart = (day: string) => new Date(`${day}T00:00:00${INDIA}`);
/** The instant after an India day ends. */
export const dayEnd = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

/** Today in India (yyyy-mm-dd). */
export const indiaToday = (now: Date) => new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
