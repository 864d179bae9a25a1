import { randomUUID } from "node:crypto";
import { type DatabaseHandle, schema } from "@odin/db";
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { redisTestKit } from "../testing/redis";
import { openTestDatabase } from "../testing/test-app";
import { loadConfig } from "./config";
import { createLimiter, type LimitStore, rateLimitsOf, sweepEndedWindows } from "./rate-limit";

/** The rate limiter on both stores (docs/decisions/0024-rate-limits.md). */

/** Every limit name of this file starts so: its rows and keys are this run's own. */
const RUN = `test-${randomUUID()}`;
const LIMIT = { points: 3, windowSeconds: 60 };

let database: DatabaseHandle;
const redis = await redisTestKit("Redis rate-limit tests");
const PREFIX = redis.prefix;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.db.delete(schema.rateLimits).where(like(schema.rateLimits.key, `${RUN}%`));
  await database.close();
  await redis.close();
});

/** A limit name of this run that no other test uses. */
const newName = () => `${RUN}-${randomUUID().slice(0, 8)}`;

/** A store in Redis; `ready` waits for the connection, else the first hits go to the database. */
async function redisStore(url?: string, ready = true): Promise<LimitStore> {
  const client = redis.connect(url);
  if (ready) await client.ping();
  return { db: database.db, redis: { client, keyPrefix: PREFIX } };
}

/** Two limiters of one limit, as two instances of the server make them, hit concurrently. */
async function expectSharedCount(first: LimitStore, second: LimitStore): Promise<string> {
  const name = newName();
  const [a, b] = [createLimiter(name, LIMIT, first), createLimiter(name, LIMIT, second)];
  const counts = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).hit("10.0.0.1")));
  // Atomic: each hit got its own count, none was lost.
  expect(counts.sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  expect(await a.count("10.0.0.1")).toBe(10);
  expect(await b.count("10.0.0.1")).toBe(10);
  expect(await a.count("10.0.0.2")).toBe(0);
  await b.reset("10.0.0.1");
  expect(await a.count("10.0.0.1")).toBe(0);
  expect(await a.hit("10.0.0.1")).toBe(1);
  return name;
}

describe("rate limits in the database", () => {
  it("shares one count between two instances and counts concurrent hits exactly", {
    tags: ["postgres"],
  }, async () => {
    await expectSharedCount({ db: database.db }, { db: database.db });
  });

  it("keeps the limits of different names apart", async () => {
    const [first, second] = [
      createLimiter(newName(), LIMIT, { db: database.db }),
      createLimiter(newName(), LIMIT, { db: database.db }),
    ];
    expect(await first.hit("account:7")).toBe(1);
    expect(await first.hit("account:7")).toBe(2);
    expect(await second.count("account:7")).toBe(0);
  });

  it("starts a new window when the old one ended, and sweeps ended windows", async () => {
    const name = newName();
    const limiter = createLimiter(name, LIMIT, { db: database.db });
    await limiter.hit("phone");
    await limiter.hit("phone");
    await limiter.hit("other");
    const ended = new Date(Date.now() - 1000);
    await database.db
      .update(schema.rateLimits)
      .set({ expire: ended })
      .where(eq(schema.rateLimits.key, `${name}:phone`));
    expect(await limiter.count("phone")).toBe(0);
    await sweepEndedWindows(database.db);
    const rows = await database.db
      .select()
      .from(schema.rateLimits)
      .where(like(schema.rateLimits.key, `${name}:%`));
    expect(rows.map((row) => row.key)).toEqual([`${name}:other`]);
    expect(await limiter.hit("phone")).toBe(1);
  });

  it("names every limit of the configuration with its points and window", () => {
    const limits = rateLimitsOf(
      loadConfig({ ODIN_MAX_LOGIN_ATTEMPTS: "4", ODIN_OTP_LOCKOUT_SECONDS: "120" }),
    );
    expect(limits.loginFailuresPerAccount).toEqual({ points: 4, windowSeconds: 900 });
    expect(limits.otpWrongCodesPerPhone).toEqual({ points: 15, windowSeconds: 120 });
    expect(Object.keys(limits).sort()).toEqual([
      "appLinkPerAddress",
      "appLinkPerPhone",
      "bankTransferSavesPerShopper",
      "contactPerAddress",
      "errorReportsPerAddress",
      "eventBatchesPerAddress",
      "forgotPasswordPerAddress",
      "forgotPasswordPerIdentifier",
      "loginFailuresPerAccount",
      "loginFailuresPerAddress",
      "newsletterPerAddress",
      "newsletterPerEmail",
      "otpWrongCodesPerPhone",
      "passwordChangeFailuresPerAccount",
      "paymentForgeriesPerAddress",
      "paymentLookupsPerShopper",
      "paymentReturnChecksPerAttempt",
      "resetPasswordPerAddress",
      "reviewChangesPerShopper",
      "reviewPhotoUploadsPerShopper",
      "smsPerHour",
      "stockAlertsPerAddress",
      "walletOtpSends",
    ]);
  });
});

describe.skipIf(!redis.reachable)("rate limits in Redis", () => {
  it("shares one count between two instances, each with its own connection", async () => {
    const name = await expectSharedCount(await redisStore(), await redisStore());
    const reader = await redisStore();
    const [key] = (await reader.redis?.client.keys(`${PREFIX}rate-limit:${name}:*`)) ?? [];
    expect(key).toBe(`${PREFIX}rate-limit:${name}:10.0.0.1`);
    const inDatabase = await database.db
      .select()
      .from(schema.rateLimits)
      .where(like(schema.rateLimits.key, `${name}:%`));
    expect(inDatabase).toEqual([]);
  });

  it("keeps a count under the deployment's prefix that Redis expires with the window", async () => {
    const name = newName();
    const store = await redisStore();
    const hitting = Date.now();
    await createLimiter(name, LIMIT, store).hit("10.0.0.3");
    const ttl = await store.redis?.client.pttl(`${PREFIX}rate-limit:${name}:10.0.0.3`);
    // Less than the window only by the time since the hit, however long that took (1 ms for rounding).
    expect(ttl).toBeGreaterThanOrEqual(60_000 - (Date.now() - hitting) - 1);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });
});

describe("rate limits when Redis fails", () => {
  it("counts in the database, which every instance shares, while Redis is unreachable", async () => {
    const name = newName();
    const failing = createLimiter(name, LIMIT, await redisStore("redis://127.0.0.1:1", false));
    expect(await failing.hit("10.0.0.4")).toBe(1);
    expect(await failing.hit("10.0.0.4")).toBe(2);
    expect(await failing.count("10.0.0.4")).toBe(2);
    expect(await createLimiter(name, LIMIT, { db: database.db }).count("10.0.0.4")).toBe(2);
  });
});
