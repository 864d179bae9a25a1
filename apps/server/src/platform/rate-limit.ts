import { ALERTS } from "@odin/contracts";
import { type Database, schema } from "@odin/db";
import { lt } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Redis } from "ioredis";
import { RateLimiterDrizzle, RateLimiterRedis } from "rate-limiter-flexible";
import type { Config } from "./config";
import { connectRedis, throttled } from "./redis";

/**
 * Rate limits (docs/decisions/0024-rate-limits.md): named counters of hits per key (an account, a
 * client address, a phone) in a fixed window that starts at the key's first hit. Counted by
 * rate-limiter-flexible in the database, or in Redis when REDIS_URL is set, so every instance of
 * the server shares one count.
 */

/** At most `points` hits of one key in a window of `windowSeconds`. */
export interface RateLimit {
  points: number;
  windowSeconds: number;
}

/** Every rate limit of the server, by name, from its settings (docs/configuration.md). */
export function rateLimitsOf(
  config: Pick<
    Config,
    "auth" | "otp" | "passwordReset" | "support" | "clientReports" | "payments" | "bankTransfer" | "reviews"
  > &
    Pick<Config, "messaging">,
) {
  const { auth, otp, passwordReset: reset, support, clientReports, payments, bankTransfer } = config;
  const supportWindow = support.limitWindowSeconds;
  return {
    /** Failed password checks of one account; at the limit sign-in needs a captcha (spec 1 §9). */
    loginFailuresPerAccount: { points: auth.maxLoginAttempts, windowSeconds: auth.loginFailureWindowSeconds },
    /** Wrong current passwords given to change one account's password; at the limit it is refused. */
    passwordChangeFailuresPerAccount: {
      points: auth.maxLoginAttempts,
      windowSeconds: auth.loginFailureWindowSeconds,
    },
    /** Failed password checks from one client address; at the limit it is blocked. */
    loginFailuresPerAddress: {
      points: auth.ipMaxLoginFailures,
      windowSeconds: auth.loginFailureWindowSeconds,
    },
    /** Paytm wallet codes sent to one phone, or asked for by one shopper: each is an SMS (spec 3 §3). */
    walletOtpSends: { points: otp.maxSendsPerPhone, windowSeconds: otp.sendWindowSeconds },
    /** Wrong one-time codes for one phone, all purposes; at the limit its OTPs lock (code 207). */
    otpWrongCodesPerPhone: { points: otp.lockoutWrongTries, windowSeconds: otp.lockoutSeconds },
    /** Forgot-password requests for one phone or e-mail; past the limit they are refused. */
    forgotPasswordPerIdentifier: { points: reset.maxPerIdentifier, windowSeconds: reset.windowSeconds },
    /** Forgot-password requests from one client address. */
    forgotPasswordPerAddress: { points: reset.maxPerAddress, windowSeconds: reset.windowSeconds },
    /** Reset attempts, right link or wrong, from one client address. */
    resetPasswordPerAddress: { points: reset.maxResetsPerAddress, windowSeconds: reset.windowSeconds },
    /** Contact-form messages from one client address; past the limit they are refused. */
    contactPerAddress: { points: support.maxContactsPerAddress, windowSeconds: supportWindow },
    /** Newsletter sign-ups from one client address. */
    newsletterPerAddress: { points: support.maxNewsletterPerAddress, windowSeconds: supportWindow },
    /** Newsletter sign-ups (confirmation e-mails) for one e-mail address. */
    newsletterPerEmail: { points: support.maxNewsletterPerEmail, windowSeconds: supportWindow },
    /** App links sent by SMS to one phone. */
    appLinkPerPhone: { points: support.maxAppLinksPerPhone, windowSeconds: supportWindow },
    /** App links asked for from one client address. */
    appLinkPerAddress: { points: support.maxAppLinksPerAddress, windowSeconds: supportWindow },
    /** Analytics event batches from one client address; past the limit they are refused (429). */
    eventBatchesPerAddress: { points: clientReports.eventBatchesPerMinute, windowSeconds: 60 },
    /** Error reports from one client address; past the limit they are refused and not mailed. */
    errorReportsPerAddress: { points: clientReports.errorReportsPerMinute, windowSeconds: 60 },
    /** Gateway returns and webhooks whose signature failed, from one client address; past it they are refused. */
    paymentForgeriesPerAddress: { points: payments.maxForgeriesPerAddress, windowSeconds: 3_600 },
    /** UPI id checks and card BIN lookups (each asks a gateway) by one shopper. */
    paymentLookupsPerShopper: { points: payments.maxLookupsPerShopper, windowSeconds: 600 },
    /** Browser returns of one payment attempt checked with its gateway (a status call for an unsigned one). */
    paymentReturnChecksPerAttempt: { points: payments.maxStatusChecksPerAttempt, windowSeconds: 600 },
    /** Bank-transfer details saved by one shopper (decision 44). */
    bankTransferSavesPerShopper: { points: bankTransfer.maxSavesPerShopper, windowSeconds: 3_600 },
    /** SMS the whole store sends in an hour, one key for all (platform/sms-budget.ts, decision 51). */
    smsPerHour: { points: config.messaging.sms.budgetPerHour, windowSeconds: 3_600 },
    /** Reviews written or edited by one shopper: each goes back to moderation (decision 36). */
    reviewChangesPerShopper: { points: config.reviews.maxChangesPerShopper, windowSeconds: 3_600 },
    /** NOTIFY ME requests from one client address: each may become an SMS or e-mail (decision 67). */
    stockAlertsPerAddress: { points: ALERTS.requestsPerAddressPerHour, windowSeconds: 3_600 },
    /** Review photos uploaded by one shopper, deleted ones too (each costs a decode and a re-encode). */
    reviewPhotoUploadsPerShopper: { points: config.reviews.maxPhotoUploadsPerShopper, windowSeconds: 3_600 },
  } satisfies Record<string, RateLimit>;
}

export type RateLimitName = keyof ReturnType<typeof rateLimitsOf>;

/** The counter of one named limit; whether a count is over is the caller's rule. */
export interface Limiter extends RateLimit {
  /** The hits counted for `key` in its current window. */
  count(key: string): Promise<number>;
  /** Counts one hit and answers the window's count including it, in one atomic store operation. */
  hit(key: string): Promise<number>;
  /** Takes back one hit of `key` in one atomic store operation (a budget's SMS that was not sent). */
  forgive(key: string): Promise<void>;
  /** Forgets the hits of `key`. */
  reset(key: string): Promise<void>;
}

export type RateLimiters = { readonly [Name in RateLimitName]: Limiter };

/** Where the counts live: the database, or Redis in front of it (`keyPrefix` starts every key). */
export interface LimitStore {
  db: Database;
  redis?: { client: Redis; keyPrefix: string };
}

/**
 * A limiter over the store. With Redis, the database limiter is its insurance: while Redis is not
 * ready or a command fails, the same limit is counted in the database, which every instance shares.
 */
export function createLimiter(name: string, limit: RateLimit, store: LimitStore): Limiter {
  const window = { points: limit.points, duration: limit.windowSeconds };
  const database = new RateLimiterDrizzle({
    ...window,
    keyPrefix: name,
    storeClient: store.db,
    schema: schema.rateLimits,
    // Its sweep is a timer per limiter that nothing stops; setUpRateLimits sweeps the table once.
    clearExpiredByTimeout: false,
  });
  const limiter = store.redis
    ? new RateLimiterRedis({
        ...window,
        keyPrefix: `${store.redis.keyPrefix}rate-limit:${name}`,
        storeClient: store.redis.client,
        rejectIfRedisNotReady: true,
        insuranceLimiter: database,
      })
    : database;
  return {
    ...limit,
    count: async (key) => (await limiter.get(key))?.consumedPoints ?? 0,
    // `penalty` adds a point without refusing: the callers compare the count with their limit.
    hit: async (key) => (await limiter.penalty(key)).consumedPoints,
    forgive: async (key) => {
      await limiter.reward(key);
    },
    reset: async (key) => {
      await limiter.delete(key);
    },
  };
}

export function createRateLimiters(
  limits: Record<RateLimitName, RateLimit>,
  store: LimitStore,
): RateLimiters {
  const entries = Object.entries(limits).map(([name, limit]) => [name, createLimiter(name, limit, store)]);
  return Object.fromEntries(entries) as RateLimiters;
}

/** Deletes the database's counters whose window has ended (a new hit would start over anyway). */
export async function sweepEndedWindows(db: Database, now = new Date()): Promise<void> {
  await db.delete(schema.rateLimits).where(lt(schema.rateLimits.expire, now));
}

const SWEEP_INTERVAL_MS = 5 * 60_000;

/**
 * The rate limits of this app: in Redis with REDIS_URL (trouble logged at most once a minute),
 * else in the database, whose ended windows are swept every five minutes. Both stop with the app.
 */
export function setUpRateLimits(app: FastifyInstance, config: Config, db: Database): RateLimiters {
  let redis: LimitStore["redis"];
  if (config.redisUrl) {
    const warn = throttled((error) =>
      app.log.warn({ err: error }, "rate limits: Redis is failing, the database counts instead"),
    );
    const client = connectRedis(config.redisUrl, warn);
    app.addHook("onClose", async () => {
      client.disconnect();
    });
    redis = { client, keyPrefix: config.redisKeyPrefix };
  }
  const sweeper = setInterval(() => {
    sweepEndedWindows(db).catch((error: unknown) =>
      app.log.warn({ err: error }, "rate limits: sweep failed"),
    );
  }, SWEEP_INTERVAL_MS);
  sweeper.unref();
  app.addHook("onClose", async () => clearInterval(sweeper));
  return createRateLimiters(rateLimitsOf(config), { db, redis });
}
