import { adminRoutes, unwrap } from "@odin/contracts";
import type { FastifyInstance } from "fastify";
import { auditActorOf } from "../../platform/audit";
import { serve } from "../../platform/serve";
import type { Queues } from "./queues.service";

const TAG = "admin";

/** The jobs queue and the outbox in the back office (decision 60). */
export function queuesRoutes(app: FastifyInstance, queues: Queues): void {
  serve(app, adminRoutes.adminJobs, {
    tag: TAG,
    summary: "Jobs in a state (dead by default), newest first",
    description: "pending: not yet run; retrying: failed before, runs again later; dead: failed for good.",
    handler: async (request) => queues.jobs(request.query),
  });
  serve(app, adminRoutes.adminJobRetry, {
    tag: TAG,
    summary: "Runs a dead job again now",
    description: "409 STATE_CHANGED when the job is no longer dead.",
    handler: async (request) => unwrap(await queues.retryJob(request.params.jobId, auditActorOf(request))),
  });
  serve(app, adminRoutes.adminJobDiscard, {
    tag: TAG,
    summary: "Cancels a job that waits to run",
    description:
      "409 STATE_CHANGED when it is running or finished; 409 DAILY_JOB_KEPT for a daily job (it schedules the next run).",
    handler: async (request) => unwrap(await queues.discardJob(request.params.jobId, auditActorOf(request))),
  });
  serve(app, adminRoutes.adminOutbox, {
    tag: TAG,
    summary:
      "Outbox messages in a state (dead by default), newest first; recipients partly hidden, contents never shown",
    handler: async (request) => queues.messages(request.query),
  });
  serve(app, adminRoutes.adminMessageRetry, {
    tag: TAG,
    summary: "Sends a dead message again",
    description:
      "409 MESSAGE_NOT_KEPT for a one-time code or link (not kept once sending failed); 409 STATE_CHANGED when it is no longer dead.",
    handler: async (request) =>
      unwrap(await queues.retryMessage(request.params.messageId, auditActorOf(request))),
  });
  serve(app, adminRoutes.adminMessageDiscard, {
    tag: TAG,
    summary: "Never sends a message that waits",
    description: "409 STATE_CHANGED when a dispatcher holds it or it was sent.",
    handler: async (request) =>
      unwrap(await queues.discardMessage(request.params.messageId, auditActorOf(request))),
  });
}
