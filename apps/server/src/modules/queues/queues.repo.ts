import { type Executor, schema } from "@odin/db";
import { and, desc, eq, gt, isNotNull, lt, type SQL, sql } from "drizzle-orm";
import type { JobView, MessageView } from "./queues-rules";
import { jobStatesOf, messageStatusesOf } from "./queues-rules";

/** The jobs and outbox tables as the back office reads and mends them (decision 60). */

const { jobs, outboxMessages } = schema;

export type JobRow = typeof jobs.$inferSelect;
export type MessageRow = typeof outboxMessages.$inferSelect;

function triedOf(
  attempts: typeof jobs.attempts | typeof outboxMessages.attempts,
  tried: boolean | undefined,
) {
  if (tried === undefined) return undefined;
  return tried ? gt(attempts, 0) : eq(attempts, 0);
}

/** A page of jobs in a view, newest first, after the id of the page before. */
export function jobsIn(
  db: Executor,
  filter: { view: JobView; name?: string | undefined; after?: number | undefined },
  limit: number,
): Promise<JobRow[]> {
  const { state, tried } = jobStatesOf(filter.view);
  const where: (SQL | undefined)[] = [
    eq(jobs.state, state),
    triedOf(jobs.attempts, tried),
    filter.name === undefined ? undefined : eq(jobs.name, filter.name),
    filter.after === undefined ? undefined : lt(jobs.id, filter.after),
  ];
  return db
    .select()
    .from(jobs)
    .where(and(...where))
    .orderBy(desc(jobs.id))
    .limit(limit);
}

export async function jobById(db: Executor, id: number): Promise<JobRow | undefined> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row;
}

/** A dead job runs again now, from its first attempt: only while it is still dead. */
export async function retryJob(db: Executor, id: number): Promise<JobRow | undefined> {
  const [row] = await db
    .update(jobs)
    .set({ state: "pending", runAt: sql`now()`, attempts: 0, lastError: null, finishedAt: null })
    .where(and(eq(jobs.id, id), eq(jobs.state, "failed")))
    .returning();
  return row;
}

/** A waiting job never runs: only while it still waits (not while running). */
export async function discardJob(db: Executor, id: number): Promise<JobRow | undefined> {
  const [row] = await db
    .update(jobs)
    .set({ state: "cancelled", finishedAt: sql`now()` })
    .where(and(eq(jobs.id, id), eq(jobs.state, "pending")))
    .returning();
  return row;
}

export function messagesIn(
  db: Executor,
  filter: {
    view: MessageView;
    channel?: "sms" | "email" | undefined;
    template?: string | undefined;
    after?: number | undefined;
  },
  limit: number,
): Promise<MessageRow[]> {
  const { status, tried } = messageStatusesOf(filter.view);
  const where: (SQL | undefined)[] = [
    eq(outboxMessages.status, status),
    triedOf(outboxMessages.attempts, tried),
    filter.channel === undefined ? undefined : eq(outboxMessages.channel, filter.channel),
    filter.template === undefined ? undefined : sql`${outboxMessages.template} = ${filter.template}`,
    filter.after === undefined ? undefined : lt(outboxMessages.id, filter.after),
  ];
  return db
    .select()
    .from(outboxMessages)
    .where(and(...where))
    .orderBy(desc(outboxMessages.id))
    .limit(limit);
}

export async function messageById(db: Executor, id: number): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
  return row;
}

/** A dead message is sent again from its first attempt: only while dead and its payload was kept. */
export async function retryMessage(db: Executor, id: number): Promise<MessageRow | undefined> {
  const [row] = await db
    .update(outboxMessages)
    .set({ status: "pending", attempts: 0, availableAt: sql`now()`, lastError: null })
    .where(
      and(eq(outboxMessages.id, id), eq(outboxMessages.status, "failed"), isNotNull(outboxMessages.payload)),
    )
    .returning();
  return row;
}

/** A waiting message is never sent: only while it waits (not while a dispatcher holds it). */
export async function discardMessage(db: Executor, id: number): Promise<MessageRow | undefined> {
  const [row] = await db
    .update(outboxMessages)
    .set({ status: "discarded", payload: null })
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, "pending")))
    .returning();
  return row;
}
