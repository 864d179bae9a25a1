import { type adminJob, type adminMessage, adminProblems, fail, ok, type Result } from "@odin/contracts";
import type { Database, Executor } from "@odin/db";
import type { z } from "zod";
import { type AuditActor, recordAudit } from "../../platform/audit";
import { maskedRecipient } from "../../platform/masking";
import type { Outbox } from "../../platform/outbox";
import * as repo from "./queues.repo";
import { type JobView, jobView, type MessageView, messageView } from "./queues-rules";

type AdminJob = z.input<typeof adminJob>;
type AdminMessage = z.input<typeof adminMessage>;
type Refusal = "notFound" | "queueStateChanged" | "messageNotKept" | "dailyJobKept";

/** The jobs queue and the outbox, seen and mended by operations (decision 60). */
export interface Queues {
  jobs(filter: {
    state: JobView;
    name?: string | undefined;
    after?: number | undefined;
    limit: number;
  }): Promise<{
    jobs: AdminJob[];
    next: number | null;
  }>;
  retryJob(id: number, actor: AuditActor): Promise<Result<AdminJob, Refusal>>;
  discardJob(id: number, actor: AuditActor): Promise<Result<AdminJob, Refusal>>;
  messages(filter: {
    status: MessageView;
    channel?: "sms" | "email" | undefined;
    template?: string | undefined;
    after?: number | undefined;
    limit: number;
  }): Promise<{ messages: AdminMessage[]; next: number | null }>;
  retryMessage(id: number, actor: AuditActor): Promise<Result<AdminMessage, Refusal>>;
  discardMessage(id: number, actor: AuditActor): Promise<Result<AdminMessage, Refusal>>;
}

function jobOf(row: repo.JobRow): AdminJob {
  return {
    id: row.id,
    name: row.name,
    key: row.key,
    payload: row.payload,
    state: jobView(row.state, row.attempts),
    attempts: row.attempts,
    runAt: row.runAt.toISOString(),
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

function messageOf(row: repo.MessageRow): AdminMessage {
  return {
    id: row.id,
    channel: row.channel,
    template: row.template,
    recipient: maskedRecipient(row.recipient),
    status: messageView(row.status, row.attempts),
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    availableAt: row.availableAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    retryable: row.status === "failed" && row.payload !== null,
  };
}

/** What one page holds, and where the next starts (the last id) when more may follow. */
function paged<T extends { id: number }>(rows: T[], limit: number) {
  const page = rows.slice(0, limit);
  return { page, next: rows.length > limit ? (page.at(-1)?.id ?? null) : null };
}

const stateOf = (row: repo.JobRow) => ({ state: jobView(row.state, row.attempts), attempts: row.attempts });
const statusOf = (row: repo.MessageRow) => ({
  status: messageView(row.status, row.attempts),
  attempts: row.attempts,
});

/** `isDaily`: whether a kind of job schedules its next day's run (platform/jobs.ts), so must run. */
export function createQueues(db: Database, outbox: Outbox, isDaily: (name: string) => boolean): Queues {
  /** One change of a job, audited with its state before and after, or why it could not be made. */
  async function changeJob(
    id: number,
    actor: AuditActor,
    action: "retry" | "discard",
    change: (tx: Executor, id: number) => Promise<repo.JobRow | undefined>,
  ): Promise<Result<AdminJob, Refusal>> {
    return db.transaction(async (tx) => {
      const before = await repo.jobById(tx, id);
      if (!before) return fail(adminProblems.notFound());
      if (action === "discard" && isDaily(before.name)) return fail(adminProblems.dailyJobKept());
      const after = await change(tx, id);
      if (!after) return fail(adminProblems.queueStateChanged(jobView(before.state, before.attempts)));
      await recordAudit(tx, actor, {
        resource: "job",
        resourceId: id,
        action,
        before: stateOf(before),
        after: stateOf(after),
      });
      return ok(jobOf(after));
    });
  }

  async function changeMessage(
    id: number,
    actor: AuditActor,
    action: "retry" | "discard",
    change: (tx: Executor, id: number) => Promise<repo.MessageRow | undefined>,
  ): Promise<Result<AdminMessage, Refusal>> {
    return db.transaction(async (tx) => {
      const before = await repo.messageById(tx, id);
      if (!before) return fail(adminProblems.notFound());
      const after = await change(tx, id);
      if (!after) {
        if (action === "retry" && before.status === "failed") return fail(adminProblems.messageNotKept());
        return fail(adminProblems.queueStateChanged(messageView(before.status, before.attempts)));
      }
      await recordAudit(tx, actor, {
        resource: "outbox-message",
        resourceId: id,
        action,
        before: statusOf(before),
        after: statusOf(after),
      });
      return ok(messageOf(after));
    });
  }

  return {
    async jobs({ state, name, after, limit }) {
      const { page, next } = paged(await repo.jobsIn(db, { view: state, name, after }, limit + 1), limit);
      return { jobs: page.map(jobOf), next };
    },
    retryJob: (id, actor) => changeJob(id, actor, "retry", repo.retryJob),
    discardJob: (id, actor) => changeJob(id, actor, "discard", repo.discardJob),
    async messages({ status, channel, template, after, limit }) {
      const rows = await repo.messagesIn(db, { view: status, channel, template, after }, limit + 1);
      const { page, next } = paged(rows, limit);
      return { messages: page.map(messageOf), next };
    },
    async retryMessage(id, actor) {
      const retried = await changeMessage(id, actor, "retry", repo.retryMessage);
      if (retried.ok) outbox.kick();
      return retried;
    },
    discardMessage: (id, actor) => changeMessage(id, actor, "discard", repo.discardMessage),
  };
}
