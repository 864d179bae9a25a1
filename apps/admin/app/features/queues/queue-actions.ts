import { adminRoutes } from "@odin/contracts";
import { ApiFailure, api } from "../../lib/api";
import { mayUse } from "../../lib/areas";
import { currentSession, refusal } from "../../lib/session";

/**
 * The four things operations can do to one row of the jobs queue or the outbox, each a form posted
 * to the page's action: run a dead job again, cancel a job that waits, send a dead message again,
 * or never send one that waits. The server changes a row only while it is still in the state the
 * list showed, so two people acting on the same row cannot both succeed: the second is told where
 * it stands now.
 */

export const QUEUE_INTENTS = ["retry-job", "discard-job", "retry-message", "discard-message"] as const;
export type QueueIntent = (typeof QUEUE_INTENTS)[number];

/** What the page shows after a row's form: what was done, or why it was not. */
export type QueueAnswer = { intent: QueueIntent; id: string } & (
  | { done: string; error?: undefined }
  | { error: string; done?: undefined }
);

const WRITE = "jobs:write";

const isIntent = (value: unknown): value is QueueIntent => QUEUE_INTENTS.some((intent) => intent === value);

/** What was done, said about the record as the list named it. */
async function perform(intent: QueueIntent, id: string, request: Request): Promise<string> {
  if (intent === "retry-job") {
    const job = await api.call(adminRoutes.adminJobRetry, undefined, { params: { jobId: id }, request });
    return `Job ${job.id} (${job.name}) will run again now. It is listed under Pending until it runs.`;
  }
  if (intent === "discard-job") {
    const job = await api.call(adminRoutes.adminJobDiscard, undefined, { params: { jobId: id }, request });
    return `Job ${job.id} (${job.name}) was discarded: it will not run. It is listed under Cancelled.`;
  }
  const params = { messageId: id };
  if (intent === "retry-message") {
    const message = await api.call(adminRoutes.adminMessageRetry, undefined, { params, request });
    return `Message ${message.id} (${message.template} to ${message.recipient}) is being sent again.`;
  }
  const message = await api.call(adminRoutes.adminMessageDiscard, undefined, { params, request });
  return `Message ${message.id} (${message.template} to ${message.recipient}) was discarded: it will not be sent.`;
}

/** "Job 41 could not be run again.": the start of a refusal, before the server's reason. */
function couldNot(intent: QueueIntent, id: string): string {
  const subject = intent.endsWith("-job") ? `Job ${id}` : `Message ${id}`;
  const verb = {
    "retry-job": "run again",
    "discard-job": "discarded",
    "retry-message": "sent again",
    "discard-message": "discarded",
  }[intent];
  return `${subject} could not be ${verb}.`;
}

/**
 * Answers one row's form. Every refusal of the server (a row that moved on, a role without
 * jobs:write, a server away) is shown on the page, which stays as it was; only the end of the
 * session leaves it, for the sign-in page.
 */
export async function queueAction(request: Request): Promise<QueueAnswer> {
  const form = await request.formData();
  const intent = form.get("intent");
  const id = String(form.get("id") ?? "");
  if (!isIntent(intent) || !/^[1-9]\d{0,9}$/.test(id)) {
    throw new Response("This form was not made by this page.", { status: 400 });
  }
  const session = await currentSession(request);
  if (!mayUse(session.staff.permissions, WRITE)) {
    return { intent, id, error: `${couldNot(intent, id)} ${refusal(WRITE).detail}` };
  }
  try {
    return { intent, id, done: await perform(intent, id, request) };
  } catch (error) {
    if (!(error instanceof ApiFailure)) throw error;
    return { intent, id, error: `${couldNot(intent, id)} ${error.detail}` };
  }
}
