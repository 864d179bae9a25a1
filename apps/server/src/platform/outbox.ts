import { randomBytes } from "node:crypto";
import {
  type Database,
  type Executor,
  MESSAGE_CHANNELS,
  MESSAGE_TEMPLATES,
  type MessageChannel,
  type MessageTemplate,
  queryRows,
  SECRET_TEMPLATES,
  schema,
} from "@odin/db";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { keyedMessages, type OutboxRecord } from "./outbox-records";

/**
 * The outbox (DESIGN.md rule 9, docs/decisions/0018-one-time-codes-and-the-outbox.md). A message is
 * written in the same transaction as the change that causes it; after the commit the caller kicks
 * the dispatcher, which claims due rows (pending → sending, FOR UPDATE SKIP LOCKED, so two
 * dispatchers never take the same row), hands each to its channel's adapter, and marks it sent
 * (clearing a code's or a link's payload: secrets do not stay at rest; the others are kept, so the
 * back office can show what the shopper was told) or schedules a retry with backoff
 * until `failed`. A poll on an interval picks up what a crash between commit and kick left behind.
 * Payloads are never logged.
 */

/** The channels and templates are the outbox table's (@odin/db), declared with it. */
export { MESSAGE_TEMPLATES, type MessageChannel, type MessageTemplate, type OutboxRecord };

/** What stays of a message's payload once it is sent or failed for good: nothing of a code or a link. */
function keptPayload(row: { template: MessageTemplate; payload: Record<string, string> | null }) {
  return SECRET_TEMPLATES.has(row.template) ? null : row.payload;
}

export interface OutboxMessage {
  channel: MessageChannel;
  recipient: string;
  template: MessageTemplate;
  payload: Record<string, string>;
  idempotencyKey: string;
}

/** Sends one message on one channel; throws to be retried, or a PermanentDeliveryError to give up. */
export interface MessageAdapter {
  send(message: OutboxMessage): Promise<{ providerMessageId?: string | undefined }>;
}
export type MessageAdapters = Record<MessageChannel, MessageAdapter>;

/** A failure that no retry can mend (an unknown template, a missing variable): the row fails at once. */
export class PermanentDeliveryError extends Error {}

export interface Outbox {
  /** Inserts the messages in one statement (ON CONFLICT (idempotency_key) DO NOTHING) with the given db or transaction. */
  enqueue(db: Executor, message: OutboxMessage | readonly OutboxMessage[]): Promise<void>;
  /**
   * The messages whose idempotency keys start with one of `prefixes`, oldest first: what was sent
   * about one thing, as its writers key their messages (an order's `order-status:OD…:`).
   */
  keyed(db: Executor, prefixes: readonly string[]): Promise<OutboxRecord[]>;
  /** Wakes the dispatcher now (call after the transaction that enqueued commits). */
  kick(): void;
  /** Delivers everything due, then resolves (tests, shutdown). */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

export interface OutboxDependencies {
  db: Database;
  adapters: MessageAdapters;
  log: FastifyBaseLogger;
  /** How often due messages are looked for without a kick (default 5 s). */
  pollIntervalMs?: number;
  /** Delivery attempts before a message is marked failed (default 8). */
  maxAttempts?: number;
  /** First retry delay; doubles with each attempt up to maxDelayMs (defaults 2 s and 5 min). */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** How long a claimed row stays with its dispatcher before another may take it again (default 120 s). */
  leaseSeconds?: number;
  batchSize?: number;
  /**
   * Test apps share one database (`npm run test:pg`): an isolated outbox prefixes the idempotency
   * keys it writes with a random scope and delivers only those, so one app never delivers another's
   * messages to its own sandbox. A string is the scope itself (dispatchers that share it share the
   * rows). Production and demo instances deliver every message.
   */
  isolate?: boolean | string;
  /** Told of each message when first handed over: the store's SMS budget counts the SMS it sends on its own. */
  smsBudget?: { delivering(message: Pick<OutboxMessage, "channel" | "template">): Promise<void> };
}

interface ClaimedRow {
  id: number;
  channel: MessageChannel;
  recipient: string;
  template: MessageTemplate;
  payload: Record<string, string> | null;
  idempotency_key: string;
  attempts: number;
}

const { outboxMessages } = schema;
const CHANNELS = new Set<string>(MESSAGE_CHANNELS);

/** An error's message, cut short; adapters never put payloads in their errors. */
function describe(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}

/**
 * Writes messages for a dispatcher to send (ON CONFLICT (idempotency_key) DO NOTHING): the outbox's
 * `enqueue`, and on its own for a process that has no dispatcher (an operator command; the store's
 * dispatcher sends what it wrote).
 */
export async function enqueueMessages(
  target: Executor,
  messages: OutboxMessage | readonly OutboxMessage[],
  scope = "",
): Promise<void> {
  const rows = (Array.isArray(messages) ? messages : [messages]) as readonly OutboxMessage[];
  if (rows.length === 0) return;
  await target
    .insert(outboxMessages)
    .values(
      rows.map((message) => ({
        channel: message.channel,
        recipient: message.recipient,
        template: message.template,
        payload: message.payload,
        idempotencyKey: `${scope}${message.idempotencyKey}`,
      })),
    )
    .onConflictDoNothing({ target: outboxMessages.idempotencyKey });
}

export function createOutbox(deps: OutboxDependencies): Outbox {
  const { db, adapters, log } = deps;
  const maxAttempts = deps.maxAttempts ?? 8;
  const baseDelayMs = deps.baseDelayMs ?? 2_000;
  const maxDelayMs = deps.maxDelayMs ?? 300_000;
  const leaseSeconds = deps.leaseSeconds ?? 120;
  const batchSize = deps.batchSize ?? 10;
  const scope =
    typeof deps.isolate === "string"
      ? `${deps.isolate}:`
      : deps.isolate
        ? `isolated-${randomBytes(6).toString("hex")}:`
        : "";
  const inScope = scope ? sql`AND left(idempotency_key, ${scope.length}) = ${scope}` : sql``;
  let stopped = false;
  let chain: Promise<void> = Promise.resolve();
  let queued: Promise<void> | undefined;
  let kickPending = false;

  /** Takes up to a batch of due rows (pending, or sending whose lease ran out after a crash). */
  function claim(): Promise<ClaimedRow[]> {
    return queryRows<ClaimedRow>(
      db,
      sql`UPDATE outbox_messages
          SET status = 'sending', attempts = attempts + 1,
              available_at = now() + make_interval(secs => ${leaseSeconds})
          WHERE id IN (
            SELECT id FROM outbox_messages
            WHERE status IN ('pending', 'sending') AND available_at <= now() ${inScope}
            ORDER BY available_at, id
            LIMIT ${batchSize}
            FOR UPDATE SKIP LOCKED)
          RETURNING id, channel, recipient, template, payload, idempotency_key, attempts`,
    );
  }

  /** Only the dispatcher holding the claim (same attempt) may settle a row. */
  const held = (row: ClaimedRow) =>
    and(
      eq(outboxMessages.id, row.id),
      eq(outboxMessages.status, "sending"),
      eq(outboxMessages.attempts, row.attempts),
    );

  /**
   * Tells the SMS budget of a message handed over for the first time. Trouble counting it (its
   * database or Redis) is logged and the message goes anyway: counted or not, a notice is not held
   * back, and a retry would not count it.
   */
  async function countForBudget(row: ClaimedRow, message: Pick<OutboxMessage, "channel" | "template">) {
    try {
      await deps.smsBudget?.delivering(message);
    } catch (error) {
      log.warn(
        { err: error, outboxId: row.id, channel: row.channel, template: row.template },
        "outbox message not counted in the SMS budget; sending it anyway",
      );
    }
  }

  async function deliver(row: ClaimedRow): Promise<void> {
    const where = held(row);
    try {
      if (!CHANNELS.has(row.channel)) throw new PermanentDeliveryError(`unknown channel ${row.channel}`);
      const message = {
        channel: row.channel,
        recipient: row.recipient,
        template: row.template,
        payload: row.payload ?? {},
        idempotencyKey: row.idempotency_key.slice(scope.length),
      };
      if (row.attempts === 1) await countForBudget(row, message);
      const receipt = await adapters[message.channel].send(message);
      await db
        .update(outboxMessages)
        .set({
          status: "sent",
          sentAt: sql`now()`,
          payload: keptPayload(row),
          providerMessageId: receipt.providerMessageId ?? null,
          lastError: null,
        })
        .where(where);
      log.info({ outboxId: row.id, channel: row.channel, template: row.template }, "outbox message sent");
    } catch (error) {
      const lastError = describe(error);
      const permanent = error instanceof PermanentDeliveryError;
      if (permanent || row.attempts >= maxAttempts) {
        // A code or link is not kept; other messages keep theirs, so staff can send them again.
        await db
          .update(outboxMessages)
          .set({ status: "failed", payload: keptPayload(row), lastError })
          .where(where);
        log.error(
          {
            outboxId: row.id,
            channel: row.channel,
            template: row.template,
            attempts: row.attempts,
            lastError,
          },
          "outbox message failed for good",
        );
        return;
      }
      const delaySeconds = Math.min(maxDelayMs, baseDelayMs * 2 ** (row.attempts - 1)) / 1000;
      await db
        .update(outboxMessages)
        .set({
          status: "pending",
          availableAt: sql`now() + make_interval(secs => ${delaySeconds})`,
          lastError,
        })
        .where(where);
      log.warn(
        { outboxId: row.id, channel: row.channel, template: row.template, attempts: row.attempts, lastError },
        "outbox message not delivered; will retry",
      );
    }
  }

  async function deliverDue(): Promise<void> {
    for (;;) {
      const rows = await claim();
      if (rows.length === 0) return;
      await Promise.all(rows.map(deliver));
    }
  }

  /** Runs one delivery pass after the current one; passes asked for before it starts share it. */
  function schedule(): Promise<void> {
    if (queued) return queued;
    const run = chain.then(async () => {
      queued = undefined;
      if (stopped) return;
      await deliverDue();
    });
    const settled = run.catch((error: unknown) => {
      log.error({ err: describe(error) }, "outbox delivery pass failed");
    });
    queued = settled;
    chain = settled;
    return settled;
  }

  const timer = setInterval(() => outbox.kick(), deps.pollIntervalMs ?? 5_000);
  timer.unref();

  const outbox: Outbox = {
    enqueue: (target, messages) => enqueueMessages(target, messages, scope),
    keyed: (target, prefixes) => keyedMessages(target, scope, prefixes),
    kick() {
      if (stopped || kickPending) return;
      kickPending = true;
      setImmediate(() => {
        kickPending = false;
        void schedule();
      });
    },
    drain: () => (stopped ? chain : schedule()),
    async stop() {
      stopped = true;
      clearInterval(timer);
      await chain;
    },
  };
  return outbox;
}

declare module "fastify" {
  interface FastifyInstance {
    /** The outbox of this app (tests drain it; modules get it passed as a dependency). */
    outbox: Outbox;
  }
}

/** Delivers what a previous run left once the app is ready, and stops the dispatcher when it closes. */
export function registerOutbox(app: FastifyInstance, outbox: Outbox): void {
  app.decorate("outbox", outbox);
  app.addHook("onReady", async () => outbox.kick());
  app.addHook("onClose", async () => outbox.stop());
}
