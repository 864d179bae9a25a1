import type { adminRoutes, RouteQuery } from "@odin/contracts";

/**
 * The Jobs & messages page's address: which list is open (`tab=outbox`, the jobs queue without it),
 * its filters and the `after` of the page in view, so a filtered view can be bookmarked, sent to a
 * colleague and paged like any other address.
 */

/**
 * The states the lists filter by: the contracts' JOB_VIEWS and MESSAGE_VIEWS, written out because
 * queues.ts also holds zod schemas, and importing from it would bring zod into the bundle (decision
 * 13). queue-query.test.ts holds them equal.
 */
export const JOB_STATES = ["pending", "retrying", "running", "dead", "done", "cancelled"] as const;
export const MESSAGE_STATUSES = ["pending", "retrying", "sending", "dead", "sent", "discarded"] as const;
export const CHANNELS = ["sms", "email"] as const;

export type JobState = (typeof JOB_STATES)[number];
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
export type Channel = (typeof CHANNELS)[number];

/** What each state means to the person reading the list. */
export const JOB_STATE_LABELS: Record<JobState, string> = {
  pending: "Pending (not run yet)",
  retrying: "Retrying (failed, runs again later)",
  running: "Running",
  dead: "Dead (failed for good)",
  done: "Done",
  cancelled: "Cancelled",
};

export const MESSAGE_STATUS_LABELS: Record<MessageStatus, string> = {
  pending: "Pending (not sent yet)",
  retrying: "Retrying (failed, sent again later)",
  sending: "Sending",
  dead: "Dead (failed for good)",
  sent: "Sent",
  discarded: "Discarded",
};

export const CHANNEL_LABELS: Record<Channel, string> = { sms: "SMS", email: "E-mail" };

/** Failed for good is what operations comes here for, so it is each list's first view (as on the server). */
const DEFAULT_STATE = "dead" satisfies JobState & MessageStatus;

type JobsQuery = RouteQuery<typeof adminRoutes.adminJobs>;
type OutboxQuery = RouteQuery<typeof adminRoutes.adminOutbox>;

export type QueueView =
  | { tab: "jobs"; state: JobState; name: string; after: string | undefined }
  | {
      tab: "outbox";
      status: MessageStatus;
      channel: Channel | "";
      template: string;
      after: string | undefined;
    };

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.find((each) => each === value) ?? fallback;

/** The view an address asks for; an unknown state is the default one, an empty filter is none. */
export function viewOf(search: URLSearchParams): QueueView {
  const after = search.get("after") ?? undefined;
  if (search.get("tab") === "outbox") {
    return {
      tab: "outbox",
      status: oneOf(MESSAGE_STATUSES, search.get("status"), DEFAULT_STATE),
      channel: oneOf<Channel | "">(CHANNELS, search.get("channel"), ""),
      template: (search.get("template") ?? "").trim(),
      after,
    };
  }
  return {
    tab: "jobs",
    state: oneOf(JOB_STATES, search.get("state"), DEFAULT_STATE),
    name: (search.get("name") ?? "").trim(),
    after,
  };
}

/** The API's query for the jobs `view`, from the job after `after` (a page's `next`; none: the newest). */
export function jobsQueryOf(view: Extract<QueueView, { tab: "jobs" }>, after: string | undefined): JobsQuery {
  const query: JobsQuery = { state: view.state };
  if (view.name !== "") query.name = view.name;
  if (after) query.after = after;
  return query;
}

/** The API's query for the outbox `view`, from the message after `after` (none: the newest). */
export function outboxQueryOf(
  view: Extract<QueueView, { tab: "outbox" }>,
  after: string | undefined,
): OutboxQuery {
  const query: OutboxQuery = { status: view.status };
  if (view.channel !== "") query.channel = view.channel;
  if (view.template !== "") query.template = view.template;
  if (after) query.after = after;
  return query;
}

/** The search part of the address of `view` from the entry after `after` (none: its first page). */
export function searchOf(view: QueueView, after?: string): string {
  const params = new URLSearchParams();
  const query = view.tab === "jobs" ? jobsQueryOf(view, after) : outboxQueryOf(view, after);
  if (view.tab === "outbox") params.set("tab", "outbox");
  for (const [name, value] of Object.entries(query)) params.set(name, String(value));
  return `?${params.toString()}`;
}
