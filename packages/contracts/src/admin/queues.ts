import { z } from "zod";
import { boundedIntParam, idParam, text } from "../shared/primitives";

/**
 * The jobs queue and the outbox as operations sees them (decision 60): what waits, what is failing
 * and will be tried again, what failed for good; retry or discard one. Message contents (codes,
 * links) are never shown; recipients are partly hidden.
 */

/** pending: not yet tried; retrying: failed at least once, tried again later; dead: failed for good. */
export const JOB_VIEWS = ["pending", "retrying", "running", "dead", "done", "cancelled"] as const;
export const MESSAGE_VIEWS = ["pending", "retrying", "sending", "dead", "sent", "discarded"] as const;

export const jobsQuery = z.object({
  state: z.enum(JOB_VIEWS).default("dead"),
  name: text(80).optional(),
  after: idParam.optional(),
  limit: boundedIntParam(1, 100).default(50),
});

export const adminJob = z.object({
  id: z.number().int(),
  name: z.string(),
  key: z.string().nullable(),
  /** Ids only (jobs never carry personal data). */
  payload: z.record(z.string(), z.unknown()),
  state: z.enum(JOB_VIEWS),
  attempts: z.number().int(),
  runAt: z.string(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});

export const jobsPage = z.object({ jobs: z.array(adminJob), next: z.number().int().nullable() });

export const jobIdParam = z.object({ jobId: idParam });

export const outboxQuery = z.object({
  status: z.enum(MESSAGE_VIEWS).default("dead"),
  channel: z.enum(["sms", "email"]).optional(),
  template: text(60).optional(),
  after: idParam.optional(),
  limit: boundedIntParam(1, 100).default(50),
});

export const adminMessage = z.object({
  id: z.number().int(),
  channel: z.enum(["sms", "email"]),
  template: z.string(),
  /** Partly hidden: 98••••3210, a••••@example.in. */
  recipient: z.string(),
  status: z.enum(MESSAGE_VIEWS),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  availableAt: z.string(),
  sentAt: z.string().nullable(),
  /** Whether a retry can send it again (a one-time code or link is not kept once it failed). */
  retryable: z.boolean(),
});

export const outboxPage = z.object({ messages: z.array(adminMessage), next: z.number().int().nullable() });

export const messageIdParam = z.object({ messageId: idParam });
