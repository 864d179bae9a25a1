import { adminRoutes, formatRupees } from "@odin/contracts";
import { ApiFailure, api } from "../../lib/api";
import { mayUse } from "../../lib/areas";
import { currentSession, refusal } from "../../lib/session";

/**
 * Trying a failed refund or payout again (decision 63): a new one under the next key, paid by the
 * same job as the first. The server refuses one that did not fail, or was tried again already (two
 * clicks at once: one pays), and the page shows its reason as it gave it.
 */

export const RETRY_INTENTS = ["retry-refund", "retry-payout"] as const;
export type RetryIntent = (typeof RETRY_INTENTS)[number];

export const isRetryIntent = (value: unknown): value is RetryIntent =>
  RETRY_INTENTS.some((intent) => intent === value);

/** What the page shows after a form: what was done, or why it was not. */
export type Answer = { done: string; error?: undefined } | { error: string; done?: undefined };

const WRITE = "refunds:write";

async function perform(intent: RetryIntent, id: string, request: Request): Promise<string> {
  if (intent === "retry-refund") {
    const { retry } = await api.call(
      adminRoutes.adminGatewayRefundRetry,
      {},
      { params: { refundId: id }, request },
    );
    return `Refund ${id} is tried again as refund ${retry.refundId} (${formatRupees(retry.amount)}, ${retry.status}).`;
  }
  const { retry } = await api.call(adminRoutes.adminPayoutRetry, {}, { params: { payoutId: id }, request });
  return `Payout ${id} is tried again as payout ${retry.payoutId}, reference ${retry.reference} (${formatRupees(retry.amount)}, ${retry.status}).`;
}

/** Answers a Retry form; every refusal of the server is shown on the page, which stays as it was. */
export async function retryAction(intent: RetryIntent, id: string, request: Request): Promise<Answer> {
  const subject = intent === "retry-refund" ? `Refund ${id}` : `Payout ${id}`;
  if (!/^[1-9]\d{0,9}$/.test(id)) throw new Response("This form was not made by this page.", { status: 400 });
  const session = await currentSession(request);
  if (!mayUse(session.staff.permissions, WRITE)) {
    return { error: `${subject} could not be tried again. ${refusal(WRITE).detail}` };
  }
  try {
    return { done: await perform(intent, id, request) };
  } catch (error) {
    if (!(error instanceof ApiFailure)) throw error;
    return { error: `${subject} could not be tried again. ${error.detail}` };
  }
}

/** The clientAction of a list of refunds or payouts: its rows' Retry forms. */
export async function retryListAction(request: Request): Promise<Answer> {
  const form = await request.formData();
  const intent = form.get("intent");
  if (!isRetryIntent(intent)) throw new Response("This form was not made by this page.", { status: 400 });
  return retryAction(intent, String(form.get("id") ?? ""), request);
}
