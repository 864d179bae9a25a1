import { randomUUID } from "node:crypto";
import { type DatabaseHandle, schema } from "@odin/db";
import { like } from "drizzle-orm";
import pino from "pino";
import { Registry } from "prom-client";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { redisTestKit } from "../testing/redis";
import { openTestDatabase } from "../testing/test-app";
import { createOutbox, type MessageAdapters, type OutboxMessage } from "./outbox";
import { createLimiter, type LimitStore } from "./rate-limit";
import { createSmsBudget } from "./sms-budget";

/**
 * The SMS budget over the rate limits' stores (docs/decisions/0051-sms-budget.md): one count that
 * every instance shares, taken atomically, given back, and counting the store's own notices.
 */

/** Every limit name of this file starts so: its rows and keys are this run's own. */
const RUN = `test-sms-${randomUUID()}`;
const BUDGET = 5;

let database: DatabaseHandle;
const redis = await redisTestKit("Redis SMS budget tests");

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.db.delete(schema.rateLimits).where(like(schema.rateLimits.key, `${RUN}%`));
  await database.close();
  await redis.close();
});

/** An instance of the server's budget: its own metrics and log, the shared limit `name` in `store`. */
function instance(name: string, store: LimitStore) {
  const lines: Record<string, unknown>[] = [];
  const log = pino({ level: "info" }, { write: (line: string) => lines.push(JSON.parse(line)) });
  const registry = new Registry();
  const limiter = createLimiter(name, { points: BUDGET, windowSeconds: 3600 }, store);
  const budget = createSmsBudget({ limiter, registry, log });
  const metric = async (template: string, outcome: string) => {
    const counter = await registry.getSingleMetric("odin_sms_budget_exhausted_total")?.get();
    const value = counter?.values.find(
      (each) => each.labels.template === template && each.labels.outcome === outcome,
    );
    return value?.value ?? 0;
  };
  return { budget, limiter, lines, metric };
}

/** Two instances of one store take 12 SMS at once: exactly the budget's 5 are granted. */
async function expectSharedBudget(first: LimitStore, second: LimitStore) {
  const name = `${RUN}-${randomUUID().slice(0, 8)}`;
  const [a, b] = [instance(name, first), instance(name, second)];
  const taken = await Promise.all(
    Array.from({ length: 12 }, (_, i) => (i % 2 ? a : b).budget.take("otp-login")),
  );
  expect(taken.filter(Boolean)).toHaveLength(BUDGET);
  const refused = (await a.metric("otp-login", "refused")) + (await b.metric("otp-login", "refused"));
  expect(refused).toBe(12 - BUDGET);
  const warned = [...a.lines, ...b.lines].filter((line) => line.level === 40);
  expect(warned[0]).toMatchObject({ budgetPerHour: BUDGET, outcome: "refused" });
  expect(String(warned[0]?.msg)).toContain("SMS budget");
}

describe("the SMS budget in the database", () => {
  it("grants exactly the budget to two instances taking at once, and refuses the rest", {
    tags: ["postgres"],
  }, async () => {
    await expectSharedBudget({ db: database.db }, { db: database.db });
  });

  it("gives back an SMS that was not sent; a refused request stays counted", async () => {
    const { budget } = instance(`${RUN}-${randomUUID().slice(0, 8)}`, { db: database.db });
    for (let sent = 0; sent < BUDGET; sent += 1) expect(await budget.take("app-link")).toBe(true);
    await budget.giveBack();
    expect(await budget.take("app-link")).toBe(true);
    expect(await budget.take("app-link")).toBe(false);
    // The refused one counts too: one SMS given back makes room for none.
    await budget.giveBack();
    expect(await budget.take("app-link")).toBe(false);
  });

  it("spends an SMS on a request's work, given back when the work sends none or throws", async () => {
    const { budget, limiter } = instance(`${RUN}-${randomUUID().slice(0, 8)}`, { db: database.db });
    // An instance without a scope counts under this one key.
    const taken = () => limiter.count("store");
    const sent = (outcome: string) => outcome === "sent";
    expect(await budget.spend("otp-login", async () => "sent", { sent })).toBe("sent");
    expect(await taken()).toBe(1);
    // Refused further on (a limit of its own): given back before the answer.
    expect(await budget.spend("otp-login", async () => "limit", { sent })).toBe("limit");
    expect(await taken()).toBe(1);
    // A database error in the work: given back, and the error goes on up.
    const failing = budget.spend("app-link", async () => {
      throw new Error("database went away");
    });
    await expect(failing).rejects.toThrow("database went away");
    expect(await taken()).toBe(1);
    // Answering first (a reset link for a number without an account): given back after the answer.
    const written = await budget.spend("password-reset", async () => false, {
      sent: (link) => link,
      answerFirst: true,
    });
    expect(written).toBe(false);
    await vi.waitFor(async () => expect(await taken()).toBe(1));
    // Spent: the work never runs, and the refusal stays counted.
    for (let more = 1; more < BUDGET; more += 1) expect(await budget.take("otp-login")).toBe(true);
    const work = vi.fn(async () => true);
    expect(await budget.spend("otp-login", work)).toBeUndefined();
    expect(work).not.toHaveBeenCalled();
    expect(await taken()).toBe(BUDGET + 1);
  });

  it("counts the store's notices when first handed over, never refusing them, and no e-mail", async () => {
    const { budget, metric } = instance(`${RUN}-${randomUUID().slice(0, 8)}`, { db: database.db });
    const notices = (n: number, template: OutboxMessage["template"] = "order-status") =>
      Promise.all(Array.from({ length: n }, () => budget.delivering({ channel: "sms", template })));
    await budget.delivering({ channel: "email", template: "order-status" });
    await budget.delivering({ channel: "sms", template: "otp-login" });
    await notices(BUDGET - 1);
    expect(await budget.take("otp-cod")).toBe(true);
    await notices(3, "item-cancelled");
    expect(await metric("item-cancelled", "sent")).toBe(3);
    expect(await budget.take("otp-cod")).toBe(false);
  });

  it("is told of a notice by the outbox once, however often it is tried", async () => {
    const { budget, metric } = instance(`${RUN}-${randomUUID().slice(0, 8)}`, { db: database.db });
    const counted: OutboxMessage["template"][] = [];
    const tries = new Map<string, number>();
    const adapter = {
      async send(message: OutboxMessage) {
        const attempt = (tries.get(message.idempotencyKey) ?? 0) + 1;
        tries.set(message.idempotencyKey, attempt);
        if (attempt < 3) throw new Error("gateway busy");
        return {};
      },
    };
    const adapters: MessageAdapters = { sms: adapter, email: adapter };
    const outbox = createOutbox({
      db: database.db,
      adapters,
      log: pino({ level: "silent" }),
      isolate: true,
      baseDelayMs: 1,
      maxDelayMs: 1,
      pollIntervalMs: 60_000,
      smsBudget: {
        delivering: async (message) => {
          counted.push(message.template);
          await budget.delivering(message);
        },
      },
    });
    const key = `order-status:${randomUUID()}`;
    await outbox.enqueue(database.db, {
      channel: "sms",
      recipient: "+919812345678",
      template: "order-status",
      payload: { orderId: "ODN-9", status: "Shipped", items: "1 item", link: "https://shop.example.in/o" },
      idempotencyKey: key,
    });
    while ((tries.get(key) ?? 0) < 3) {
      await outbox.drain();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await outbox.stop();
    expect(tries.get(key)).toBe(3);
    expect(counted).toEqual(["order-status"]);
    // One of the five counted: four more SMS may be taken, then none.
    for (let more = 0; more < BUDGET - 1; more += 1) expect(await budget.take("otp-login")).toBe(true);
    expect(await budget.take("otp-login")).toBe(false);
    expect(await metric("order-status", "sent")).toBe(0);
  });

  it("sends a notice the budget cannot count, logging a warning", async () => {
    const delivered: OutboxMessage[] = [];
    const lines: Record<string, unknown>[] = [];
    const adapter = {
      async send(message: OutboxMessage) {
        delivered.push(message);
        return {};
      },
    };
    const outbox = createOutbox({
      db: database.db,
      adapters: { sms: adapter, email: adapter },
      log: pino({ level: "info" }, { write: (line: string) => lines.push(JSON.parse(line)) }),
      isolate: true,
      pollIntervalMs: 60_000,
      smsBudget: {
        delivering: async () => {
          throw new Error("rate limits unreachable");
        },
      },
    });
    const key = `order-status:${randomUUID()}`;
    await outbox.enqueue(database.db, {
      channel: "sms",
      recipient: "+919812345678",
      template: "order-status",
      payload: { orderId: "ODN-9", status: "Shipped", items: "1 item", link: "https://shop.example.in/o" },
      idempotencyKey: key,
    });
    await outbox.drain();
    await outbox.stop();
    expect(delivered.map((message) => message.idempotencyKey)).toEqual([key]);
    const warned = lines.filter((line) => line.level === 40);
    expect(warned).toHaveLength(1);
    expect(String(warned[0]?.msg)).toContain("SMS budget");
    expect(lines.some((line) => String(line.msg).includes("will retry"))).toBe(false);
  });
});

describe.skipIf(!redis.reachable)("the SMS budget in Redis", () => {
  it("grants exactly the budget to two instances taking at once over one Redis", async () => {
    const store = (): LimitStore => ({
      db: database.db,
      redis: { client: redis.connect(), keyPrefix: redis.prefix },
    });
    const [first, second] = [store(), store()];
    await Promise.all([first.redis?.client.ping(), second.redis?.client.ping()]);
    await expectSharedBudget(first, second);
  });
});
