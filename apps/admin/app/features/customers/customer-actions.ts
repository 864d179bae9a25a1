import { ADMIN_MESSAGES, adminRoutes } from "@odin/contracts";
import { ApiFailure, api } from "../../lib/api";
import { mayUse } from "../../lib/areas";
import { currentSession, refusal } from "../../lib/session";

/**
 * What customer care does to a shopper from their page, each a form posted to the page's action:
 * adjust their points at a brand with a reason (a ledger entry, loyalty:write), and block or unblock
 * their sign-in with a reason (customers:write). A refusal keeps what was typed in the form.
 */

export const CUSTOMER_INTENTS = ["points", "block", "unblock"] as const;
export type CustomerIntent = (typeof CUSTOMER_INTENTS)[number];

export type CustomerAnswer = { intent: CustomerIntent } & (
  | { done: string; error?: undefined; requestId?: string }
  | { error: string; done?: undefined }
);

/** What each form needs, on top of the area's customers:read. */
export const NEEDS = {
  points: "loyalty:write",
  block: "customers:write",
  unblock: "customers:write",
} as const;

/**
 * The contracts' CUSTOMERS limits, written out because that file also holds zod schemas (decision
 * 13); customers.test.tsx holds them equal.
 */
export const MAX_POINTS = 100_000;
export const MAX_REASON_CHARS = 500;
const MIN_REASON_CHARS = 3;

const { customers: messages } = ADMIN_MESSAGES;

const isIntent = (value: unknown): value is CustomerIntent =>
  CUSTOMER_INTENTS.some((intent) => intent === value);

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
};

const COULD_NOT: Record<CustomerIntent, string> = {
  points: "The points were not adjusted.",
  block: "The sign-in was not blocked.",
  unblock: "The sign-in was not unblocked.",
};

const pointsText = (points: number) => `${Math.abs(points)} ${Math.abs(points) === 1 ? "point" : "points"}`;

/** The form's problem the server would refuse anyway, said before asking it. */
function problemOf(intent: CustomerIntent, form: FormData): string | undefined {
  if (text(form, "reason").length < MIN_REASON_CHARS) return messages.reasonRequired;
  if (intent !== "points") return undefined;
  if (!/^[1-9]\d{0,9}$/.test(text(form, "brandId"))) return "Choose the brand whose points change.";
  const points = Number(text(form, "points"));
  if (!Number.isInteger(points) || points === 0 || Math.abs(points) > MAX_POINTS) {
    return `${messages.pointsNotZero} At most ${MAX_POINTS} either way.`;
  }
  return undefined;
}

async function perform(intent: CustomerIntent, form: FormData, userId: string, request: Request) {
  const params = { userId };
  const reason = text(form, "reason");
  if (intent === "points") {
    const requestId = text(form, "requestId");
    const brand = text(form, "brandName") || `brand ${text(form, "brandId")}`;
    const body = {
      brandId: Number(text(form, "brandId")),
      points: Number(text(form, "points")),
      reason,
      requestId,
    };
    const answer = await api.call(adminRoutes.customerPoints, body, { params, request });
    const balance = `The balance at ${brand} is now ${pointsText(answer.balance)}.`;
    if (!answer.created)
      return { done: `This adjustment was made already (the form was sent twice). ${balance}` };
    const what =
      answer.points > 0 ? `Added ${pointsText(answer.points)}` : `Took away ${pointsText(answer.points)}`;
    return { done: `${what} at ${brand}, with the reason in the ledger. ${balance}`, requestId };
  }
  if (intent === "block") {
    await api.call(adminRoutes.customerBlock, { reason }, { params, request });
    return { done: "Sign-in blocked: the shopper cannot sign in, and their sessions end within minutes." };
  }
  await api.call(adminRoutes.customerUnblock, { reason }, { params, request });
  return { done: "Sign-in unblocked: the shopper can sign in again." };
}

/**
 * Answers one of the customer page's forms. Every refusal of the server (points below zero, a block
 * already in place, a role without the permission, a server away) is shown on the page; only the
 * end of the session leaves it, for the sign-in page.
 */
export async function customerAction(request: Request, userId: string): Promise<CustomerAnswer> {
  const form = await request.formData();
  const intent = form.get("intent");
  if (!isIntent(intent) || !/^[1-9]\d{0,9}$/.test(userId)) {
    throw new Response("This form was not made by this page.", { status: 400 });
  }
  const session = await currentSession(request);
  if (!mayUse(session.staff.permissions, NEEDS[intent])) {
    return { intent, error: `${COULD_NOT[intent]} ${refusal(NEEDS[intent]).detail}` };
  }
  const problem = problemOf(intent, form);
  if (problem) return { intent, error: `${COULD_NOT[intent]} ${problem}` };
  try {
    return { intent, ...(await perform(intent, form, userId, request)) };
  } catch (error) {
    if (!(error instanceof ApiFailure)) throw error;
    return { intent, error: `${COULD_NOT[intent]} ${error.detail}` };
  }
}
