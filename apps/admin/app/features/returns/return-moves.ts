import { type AdminReturnDetails, adminRoutes, formatRupees } from "@odin/contracts";
import { ApiFailure, api } from "../../lib/api";
import { mayUse } from "../../lib/areas";
import { formatDay } from "../../lib/format";
import { currentSession, refusal } from "../../lib/session";

/**
 * The warehouse's moves of one return (decision 63), each a form posted to the return's page: book
 * the reverse pickup, picked up, received, the quality check. The server allows each only in its
 * turn and says why not otherwise; the page shows that in its own words, with what was typed kept.
 */

export const MOVE_INTENTS = ["schedule-pickup", "picked-up", "receive", "quality-check"] as const;
export type MoveIntent = (typeof MOVE_INTENTS)[number];

export const isMoveIntent = (value: unknown): value is MoveIntent =>
  MOVE_INTENTS.some((intent) => intent === value);

/** What was typed into a move's form, given back with a refusal so nothing is lost. */
export interface MoveFields {
  date: string;
  note: string;
}

export type MoveAnswer = { intent: MoveIntent } & (
  | { done: string; error?: undefined; fields?: undefined }
  | { error: string; fields: MoveFields; done?: undefined }
);

type Move =
  | { intent: "schedule-pickup"; date: string }
  | { intent: "picked-up" | "receive" }
  | { intent: "quality-check"; result: "PASSED" | "FAILED"; note: string };

const WRITE = "returns:write";

const COULD_NOT: Record<MoveIntent, string> = {
  "schedule-pickup": "The pickup could not be booked.",
  "picked-up": "The item could not be marked picked up.",
  receive: "The parcel could not be received.",
  "quality-check": "The quality check could not be recorded.",
};

/** The move a form asks for, or what it lacks that the server would not be asked without. */
function moveOf(intent: MoveIntent, form: FormData, fields: MoveFields): Move | { missing: string } {
  if (intent === "schedule-pickup") {
    return fields.date === ""
      ? { missing: "Choose the day the courier comes." }
      : { intent, date: fields.date };
  }
  if (intent !== "quality-check") return { intent };
  const result = form.get("result");
  if (result !== "PASSED" && result !== "FAILED")
    return { missing: "Choose whether the check passed or failed." };
  return { intent, result, note: fields.note };
}

/** The move made, answered by the server with the return's page as it is afterwards. */
function perform(move: Move, returnId: string, request: Request): Promise<AdminReturnDetails> {
  const options = { params: { returnId }, request };
  switch (move.intent) {
    case "schedule-pickup":
      return api.call(adminRoutes.adminReturnPickup, { date: move.date }, options);
    case "picked-up":
      return api.call(adminRoutes.adminReturnPickedUp, {}, options);
    case "receive":
      return api.call(adminRoutes.adminReturnReceive, {}, options);
    case "quality-check": {
      const note = move.note === "" ? {} : { note: move.note };
      return api.call(adminRoutes.adminReturnQualityCheck, { result: move.result, ...note }, options);
    }
  }
}

/** What the move did, said from the return as the server answers it afterwards. */
function doneOf(intent: MoveIntent, page: AdminReturnDetails): string {
  if (intent === "schedule-pickup") {
    return `The pickup of ${page.returnId} is booked for ${formatDay(page.pickupScheduledFor ?? "")}.`;
  }
  if (intent === "picked-up") return `${page.returnId} is picked up. Receive the parcel when it arrives.`;
  if (intent === "receive")
    return `The parcel of ${page.returnId} is received. Record its quality check next.`;
  if (page.qualityCheck === "PASSED") {
    return `The check passed: the item is ${page.item.status} and its refund of ${formatRupees(page.refund.total)} is under way.`;
  }
  return "The check failed: the item goes back to the shopper, who is sent your note. Nothing is refunded.";
}

/**
 * Answers one move's form. Every refusal of the server (a move out of turn, a day out of range, a
 * failed check without a note, a role without returns:write) is shown on the page; only the end of
 * the session leaves it, for the sign-in page.
 */
export async function moveAction(
  intent: MoveIntent,
  returnId: string,
  form: FormData,
  request: Request,
): Promise<MoveAnswer> {
  const fields: MoveFields = {
    date: String(form.get("date") ?? "").trim(),
    note: String(form.get("note") ?? "").trim(),
  };
  const refused = (reason: string): MoveAnswer => ({
    intent,
    error: `${COULD_NOT[intent]} ${reason}`,
    fields,
  });
  const session = await currentSession(request);
  if (!mayUse(session.staff.permissions, WRITE)) return refused(refusal(WRITE).detail);
  const move = moveOf(intent, form, fields);
  if ("missing" in move) return refused(move.missing);
  try {
    return { intent, done: doneOf(intent, await perform(move, returnId, request)) };
  } catch (error) {
    if (!(error instanceof ApiFailure)) throw error;
    return refused(error.detail);
  }
}
