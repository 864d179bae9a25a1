import type { JOB_VIEWS, MESSAGE_VIEWS } from "@odin/contracts";
import type { JobState, OutboxStatus } from "@odin/db";

/** Pure rules of the jobs and outbox views (decision 60). */

export type JobView = (typeof JOB_VIEWS)[number];
export type MessageView = (typeof MESSAGE_VIEWS)[number];

/** A job as operations reads it: a pending job that has failed before is retrying; a failed one is dead. */
export function jobView(state: JobState, attempts: number): JobView {
  if (state === "pending") return attempts > 0 ? "retrying" : "pending";
  if (state === "failed") return "dead";
  return state;
}

/** A message likewise: failed is dead, pending after a failed attempt is retrying. */
export function messageView(status: OutboxStatus, attempts: number): MessageView {
  if (status === "pending") return attempts > 0 ? "retrying" : "pending";
  if (status === "failed") return "dead";
  return status;
}

/** The table states and attempts a view stands for, for the list's filter. */
export function jobStatesOf(view: JobView): { state: JobState; tried?: boolean } {
  if (view === "pending" || view === "retrying") return { state: "pending", tried: view === "retrying" };
  if (view === "dead") return { state: "failed" };
  return { state: view };
}

export function messageStatusesOf(view: MessageView): { status: OutboxStatus; tried?: boolean } {
  if (view === "pending" || view === "retrying") return { status: "pending", tried: view === "retrying" };
  if (view === "dead") return { status: "failed" };
  return { status: view };
}
