import { randomBytes } from "node:crypto";
import { type DatabaseHandle, schema } from "@odin/db";
import { eq, like, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openTestDatabase } from "../testing/test-app";
import {
  createOutbox,
  type MessageAdapter,
  type MessageAdapters,
  type Outbox,
  type OutboxMessage,
  PermanentDeliveryError,
} from "./outbox";

let database: DatabaseHandle;
const outboxes: Outbox[] = [];
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await Promise.all(outboxes.map((outbox) => outbox.stop()));
  await database.close();
});

/** Log lines, to check that no payload reaches them. */
const lines: string[] = [];
const log = pino({ level: "info" }, { write: (line: string) => lines.push(line) });

/** An adapter that records what it is given and fails while `failures` says so. */
function recorder(
  failures: (message: OutboxMessage, attempt: number) => Error | undefined = () => undefined,
) {
  const sent: OutboxMessage[] = [];
  const tries = new Map<string, number>();
  const adapter: MessageAdapter = {
    async send(message) {
      const attempt = (tries.get(message.idempotencyKey) ?? 0) + 1;
      tries.set(message.idempotencyKey, attempt);
      await new Promise((resolve) => setTimeout(resolve, 2));
      const error = failures(message, attempt);
      if (error) throw error;
      sent.push(message);
      return { providerMessageId: `id-${message.idempotencyKey}` };
    },
  };
  return { sent, tries, adapters: { sms: adapter, email: adapter } satisfies MessageAdapters };
}

function outboxWith(
  adapters: MessageAdapters,
  options: { maxAttempts?: number; baseDelayMs?: number; maxDelayMs?: number } = {},
) {
  const outbox = createOutbox({
    db: database.db,
    adapters,
    log,
    isolate: true,
    baseDelayMs: 10,
    maxDelayMs: 20,
    pollIntervalMs: 60_000,
    ...options,
  });
  outboxes.push(outbox);
  return outbox;
}

function message(overrides: Partial<OutboxMessage> = {}): OutboxMessage {
  const tag = randomBytes(6).toString("hex");
  return {
    channel: "sms",
    recipient: "+919812345678",
    template: "otp-login",
    payload: { code: `9${tag.slice(0, 5)}`, minutes: "5" },
    idempotencyKey: `test:${tag}`,
    ...overrides,
  };
}

async function rowOf(idempotencyKey: string) {
  const [row] = await database.db
    .select()
    .from(schema.outboxMessages)
    .where(like(schema.outboxMessages.idempotencyKey, `%:${idempotencyKey}`));
  return row;
}

/** Moves a waiting retry's time to now, as if its backoff had passed. */
async function makeDue(idempotencyKey: string) {
  await database.db
    .update(schema.outboxMessages)
    .set({ availableAt: sql`now()` })
    .where(like(schema.outboxMessages.idempotencyKey, `%:${idempotencyKey}`));
}

/** How far the database's clock and Node's may disagree in a comparison of their times. */
const CLOCK_SLACK_MS = 1_000;

/** Waits for an expectation that a background delivery meets, as long as a slow machine needs. */
const eventually = (check: () => void) => vi.waitFor(check, { timeout: 30_000, interval: 10 });

describe("the outbox", () => {
  it("enqueues a message once per idempotency key, also inside a transaction", async () => {
    const { sent, adapters } = recorder();
    const outbox = outboxWith(adapters);
    const first = message();
    await outbox.enqueue(database.db, first);
    await database.db.transaction(async (tx) => {
      await outbox.enqueue(tx, { ...first, payload: { code: "000000", minutes: "5" } });
    });
    await outbox.drain();
    expect(sent).toEqual([first]);
    const rows = await database.db
      .select()
      .from(schema.outboxMessages)
      .where(like(schema.outboxMessages.idempotencyKey, `%:${first.idempotencyKey}`));
    expect(rows).toHaveLength(1);
  });

  it("enqueues several messages in one insert, each still once per key", async () => {
    const { sent, adapters } = recorder();
    const outbox = outboxWith(adapters);
    const [first, second] = [message(), message()];
    await outbox.enqueue(database.db, first);
    await database.db.transaction((tx) => outbox.enqueue(tx, [first, second]));
    await outbox.drain();
    expect(sent).toHaveLength(2);
    expect(sent).toEqual(expect.arrayContaining([first, second]));
  });

  it("clears the payload once sent and keeps the provider's id", async () => {
    const { adapters } = recorder();
    const outbox = outboxWith(adapters);
    const sms = message();
    await outbox.enqueue(database.db, sms);
    expect((await rowOf(sms.idempotencyKey))?.payload).toEqual(sms.payload);
    await outbox.drain();
    const row = await rowOf(sms.idempotencyKey);
    expect(row).toMatchObject({ status: "sent", payload: null, attempts: 1, lastError: null });
    expect(row?.providerMessageId).toBe(`id-${sms.idempotencyKey}`);
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(lines.join("\n")).not.toContain(sms.payload.code);
  });

  it("never sends a message twice when two outboxes share the table", { tags: ["postgres"] }, async () => {
    const shared = recorder();
    const messages = Array.from({ length: 25 }, () => message());
    // Two dispatchers on the same rows, as two production instances are (one scope, so that
    // other test files' messages on a shared PostgreSQL stay out). Rows are claimed with
    // FOR UPDATE SKIP LOCKED and settled only by their claimant: each is sent exactly once.
    const scope = `race-${randomBytes(4).toString("hex")}`;
    const options = {
      db: database.db,
      adapters: shared.adapters,
      log,
      pollIntervalMs: 60_000,
      isolate: scope,
    };
    const a = createOutbox({ ...options, batchSize: 3 });
    const b = createOutbox({ ...options, batchSize: 4 });
    outboxes.push(a, b);
    for (const item of messages) await a.enqueue(database.db, item);
    await Promise.all([a.drain(), b.drain(), a.drain(), b.drain()]);
    expect(shared.sent).toHaveLength(25);
    expect(new Set(shared.sent.map((item) => item.idempotencyKey)).size).toBe(25);
    const rows = await database.db
      .select()
      .from(schema.outboxMessages)
      .where(like(schema.outboxMessages.idempotencyKey, `${scope}:%`));
    expect(rows.every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
  });

  it("retries with backoff and succeeds", async () => {
    const { sent, tries, adapters } = recorder((_m, attempt) =>
      attempt < 3 ? new Error("gateway answered 503") : undefined,
    );
    // Retries fall due a minute and then two minutes later, so no drain sends twice however slow the
    // machine; the test moves each retry's time forward instead of waiting for it.
    const outbox = outboxWith(adapters, { baseDelayMs: 60_000, maxDelayMs: 600_000 });
    const sms = message();
    await outbox.enqueue(database.db, sms);
    for (const [attempt, delayMs] of [
      [1, 60_000],
      [2, 120_000],
    ] as const) {
      const before = Date.now();
      await outbox.drain();
      const after = Date.now();
      const waiting = await rowOf(sms.idempotencyKey);
      expect(waiting).toMatchObject({
        status: "pending",
        attempts: attempt,
        lastError: "gateway answered 503",
      });
      expect(tries.get(sms.idempotencyKey)).toBe(attempt);
      expect(waiting?.availableAt.getTime()).toBeGreaterThanOrEqual(before + delayMs - CLOCK_SLACK_MS);
      expect(waiting?.availableAt.getTime()).toBeLessThanOrEqual(after + delayMs + CLOCK_SLACK_MS);
      await outbox.drain();
      expect(tries.get(sms.idempotencyKey), "not retried before its time").toBe(attempt);
      await makeDue(sms.idempotencyKey);
    }
    await outbox.drain();
    expect(sent).toHaveLength(1);
    expect(tries.get(sms.idempotencyKey)).toBe(3);
    expect(await rowOf(sms.idempotencyKey)).toMatchObject({ status: "sent", attempts: 3, payload: null });
  });

  it("marks a message failed after the last attempt and clears its payload", async () => {
    const { tries, adapters } = recorder(() => new Error("gateway answered 500"));
    const outbox = outboxWith(adapters, { maxAttempts: 3, baseDelayMs: 60_000, maxDelayMs: 60_000 });
    const sms = message();
    await outbox.enqueue(database.db, sms);
    for (const attempt of [1, 2]) {
      await outbox.drain();
      expect(await rowOf(sms.idempotencyKey)).toMatchObject({ status: "pending", attempts: attempt });
      await makeDue(sms.idempotencyKey);
    }
    await outbox.drain();
    expect(tries.get(sms.idempotencyKey)).toBe(3);
    expect(await rowOf(sms.idempotencyKey)).toMatchObject({
      status: "failed",
      attempts: 3,
      payload: null,
      lastError: "gateway answered 500",
    });
    await makeDue(sms.idempotencyKey);
    await outbox.drain();
    expect(tries.get(sms.idempotencyKey), "a failed message is not tried again").toBe(3);
  });

  it("keeps the payload of a message that holds no code or link when it fails, so staff can send it again", async () => {
    const { adapters } = recorder(() => new PermanentDeliveryError("provider refused the number"));
    const outbox = outboxWith(adapters);
    const notice = message({
      template: "order-status",
      payload: { orderId: "OD1", status: "Shipped", items: "1", link: "https://odin.example/o" },
    });
    await outbox.enqueue(database.db, notice);
    await outbox.drain();
    expect(await rowOf(notice.idempotencyKey)).toMatchObject({ status: "failed", payload: notice.payload });
  });

  it("keeps the words of a message that holds no code once sent, and clears a pickup code's", async () => {
    const { adapters } = recorder();
    const outbox = outboxWith(adapters);
    const payload = { orderId: "OD1", status: "Shipped", items: "1", link: "https://odin.example/o" };
    const notice = message({ template: "order-status", payload });
    const ready = message({
      template: "pickup-ready",
      payload: { ...payload, status: "Ready: code 482913" },
    });
    await outbox.enqueue(database.db, [notice, ready]);
    await outbox.drain();
    expect(await rowOf(notice.idempotencyKey)).toMatchObject({ status: "sent", payload });
    expect(await rowOf(ready.idempotencyKey)).toMatchObject({ status: "sent", payload: null });
  });

  it("fails at once on a permanent error", async () => {
    const { tries, adapters } = recorder(() => new PermanentDeliveryError("template otp-login needs code"));
    const outbox = outboxWith(adapters);
    const sms = message();
    await outbox.enqueue(database.db, sms);
    await outbox.drain();
    expect(tries.get(sms.idempotencyKey)).toBe(1);
    expect(await rowOf(sms.idempotencyKey)).toMatchObject({ status: "failed", payload: null });
  });

  it("delivers on kick without a drain, and on its poll after a crash between commit and kick", async () => {
    const kicked = recorder();
    const outbox = outboxWith(kicked.adapters);
    const sms = message();
    await outbox.enqueue(database.db, sms);
    outbox.kick();
    await eventually(() =>
      expect(kicked.sent.map((item) => item.idempotencyKey)).toEqual([sms.idempotencyKey]),
    );

    const polled = recorder();
    const polling = createOutbox({
      db: database.db,
      adapters: polled.adapters,
      log,
      isolate: true,
      pollIntervalMs: 20,
    });
    outboxes.push(polling);
    const forgotten = message();
    await polling.enqueue(database.db, forgotten);
    await eventually(() => expect(polled.sent).toHaveLength(1));
  });

  it("takes back a row whose dispatcher died while sending, once its lease ran out", async () => {
    const { sent, adapters } = recorder();
    const outbox = outboxWith(adapters);
    const sms = message();
    await outbox.enqueue(database.db, sms);
    const row = await rowOf(sms.idempotencyKey);
    await database.db
      .update(schema.outboxMessages)
      .set({ status: "sending", attempts: 1, availableAt: new Date(Date.now() - 1000) })
      .where(eq(schema.outboxMessages.id, row?.id ?? 0));
    await outbox.drain();
    expect(sent).toHaveLength(1);
    expect(await rowOf(sms.idempotencyKey)).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("delivers nothing after stop", async () => {
    const { sent, adapters } = recorder();
    const outbox = outboxWith(adapters);
    await outbox.stop();
    const sms = message();
    await outbox.enqueue(database.db, sms);
    outbox.kick();
    // A kick delivers on the next turn of the event loop; a drain then waits for anything it started.
    await new Promise((resolve) => setImmediate(resolve));
    await outbox.drain();
    expect(sent).toHaveLength(0);
    expect((await rowOf(sms.idempotencyKey))?.status).toBe("pending");
  });
});
