import { randomBytes } from "node:crypto";
import { resolve } from "node:path";
import { DEFAULT_FEATURE_FLAGS, type FeatureFlags } from "@odin/contracts";
import { z } from "zod";
import { type BagConfig, bagConfig, bagEnv } from "./config-bag";
import { type BankTransferConfig, bankTransferConfig, bankTransferEnv } from "./config-bank-transfer";
import { type ClientReportsConfig, clientReportsConfig, clientReportsEnv } from "./config-client-reports";
import { baseEnv } from "./config-env";
import { ConfigError } from "./config-error";
import { type InvoicesConfig, invoicesConfig, invoicesEnv } from "./config-invoices";
import { type JobsConfig, jobsConfig, jobsEnv } from "./config-jobs";
import { type LoyaltyConfig, loyaltyConfig, loyaltyEnv } from "./config-loyalty";
import { type MapConfig, mapConfig, mapEnv } from "./config-map";
import { type MessagingConfig, messagingConfig } from "./config-messaging";
import { type PaymentsConfig, paymentsConfig, paymentsEnv } from "./config-payments";
import { type PicturesConfig, picturesConfig, picturesEnv } from "./config-pictures";
import { proxiesEnv } from "./config-proxies";
import { type ReviewsConfig, reviewsConfig, reviewsEnv } from "./config-reviews";
import { serviceWorkerConfig, serviceWorkerEnv } from "./config-service-worker";
import { type SocialConfig, socialConfig } from "./config-social";
import { type StaffConfig, staffConfig, staffEnv } from "./config-staff";
import { storageConfig, storageEnv } from "./config-storage";
import { type SupportConfig, supportConfig, supportEnv } from "./config-support";
import type { StorageConfig } from "./storage";

/**
 * The only reader of process.env. Every variable, its default and its meaning is listed in
 * docs/configuration.md; keep the two in step.
 */
const envSchema = z.object({
  ...baseEnv,
  ...bagEnv,
  ...loyaltyEnv,
  ...jobsEnv,
  ...clientReportsEnv,
  ...storageEnv,
  ...supportEnv,
  ...staffEnv,
  ...mapEnv,
  ...paymentsEnv,
  ...bankTransferEnv,
  ...invoicesEnv,
  ...picturesEnv,
  ...reviewsEnv,
  ...proxiesEnv,
  ...serviceWorkerEnv,
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env["NODE_ENV"];
  port: number;
  host: string;
  mode: Env["ODIN_MODE"];
  database: {
    url: string | undefined;
    dataDir: string;
    poolSize: number;
    /** A streaming replica for reads that may be a little stale (decision 73). */
    replica: { url: string; maxLagMs: number } | undefined;
  };
  redisUrl: string | undefined;
  /** Prefix of every Redis key this deployment writes, so deployments can share one Redis. */
  redisKeyPrefix: string;
  /** Keep rendered pages for anonymous shoppers (docs/decisions/0011-rendered-page-cache.md). */
  renderCache: boolean;
  /** Pages register the service worker; false: they unregister it (ODIN_SERVICE_WORKER, decision 77). */
  serviceWorker: boolean;
  /** Seed the demo store when the database has no catalog yet. */
  seedOnStart: boolean;
  seedStyles: number;
  siteOrigin: string | undefined;
  /** Proxies whose X-Forwarded-* headers are believed; none by default (decision 50). */
  trustedProxies: string[];
  /** Secret for signing; generated per process in demo mode when not configured. */
  sessionSecret: string;
  sessionSecretGenerated: boolean;
  auth: AuthConfig;
  /** Google and Facebook sign-in (docs/decisions/0019-social-sign-in.md). */
  social: SocialConfig;
  /** Build-time switches of spec 1 §1 and the others: DEFAULT_FEATURE_FLAGS with ODIN_FEATURE_FLAGS applied. */
  featureFlags: FeatureFlags;
  passwordReset: PasswordResetConfig;
  /** One-time codes (docs/decisions/0018-one-time-codes-and-the-outbox.md). */
  otp: OtpConfig;
  /** SMS and e-mail delivery through the outbox (docs/decisions/0018). */
  messaging: MessagingConfig;
  logLevel: Env["LOG_LEVEL"];
  shutdownGraceMs: number;
  /** Tenant id the storefront reports (autosuggest configuration). */
  tenantId: string;
  /** Channels on which the browser asks for search suggestions (spec 2 §7 "Autosuggest"). */
  autosuggestChannels: string[];
  /** Delivery and COD charges and GST rates of the bag (decision 28). */
  bag: BagConfig;
  /** The loyalty points' value and validity (decision 32). */
  loyalty: LoyaltyConfig;
  /** Scheduled jobs: run by this process or by `npm run worker` (decision 31). */
  jobs: JobsConfig;
  /** Analytics events and client error reports: limits, retention, the operator's mail (decision 39). */
  clientReports: ClientReportsConfig;
  /** Uploaded and imported files: a local directory or an S3-compatible bucket (decision 34). */
  storage: StorageConfig;
  /** Customer care, the newsletter and the app link (decision 38). */
  support: SupportConfig;
  /** The back office's staff sign-in (decision 60). */
  staff: StaffConfig;
  /** The store locator's map tiles and marker colours (decision 37). */
  map: MapConfig;
  /** Online payments: gateways, their keys, expiry, reservation and reconciliation (decision 41). */
  payments: PaymentsConfig;
  /** Bank-transfer details (encrypted account numbers) and the payouts that refund to them (decision 44). */
  bankTransfer: BankTransferConfig;
  /** The supplier printed on tax invoices and credit notes (decision 46). */
  invoices: InvoicesConfig;
  /** Decoding review photos and imported style photographs (decisions 36 and 39). */
  pictures: PicturesConfig;
  /** How often a shopper may write or edit reviews (decision 36). */
  reviews: ReviewsConfig;
}

/** Tokens and password sign-in (docs/decisions/0017-tokens-and-password-sign-in.md). */
export interface AuthConfig {
  /** HMAC key of the access tokens (HS256); generated per process in demo mode when not configured. */
  jwtSecret: string;
  jwtSecretGenerated: boolean;
  accessTokenTtlSeconds: number;
  /** Absolute lifetime of a refresh-token family, however often it rotates. */
  refreshTokenTtlSeconds: number;
  /** Failed password checks of one account before a captcha is required (spec 1 §9: 5). */
  maxLoginAttempts: number;
  loginFailureWindowSeconds: number;
  /** Failed password checks from one IP address before it is blocked for the window. */
  ipMaxLoginFailures: number;
  /** A password rule that replaces the default (spec 1 §5), or null for the default. */
  passwordRule: { regex: string; errorMessage: string } | null;
  /** How long a solved cash-on-delivery captcha is accepted (the `codCaptcha` cookie, spec 3 §4). */
  codCaptchaMinutes: number;
}

/** Forgot and reset password (docs/decisions/0020-registration-and-password-recovery.md). */
export interface PasswordResetConfig {
  /** How long a reset link works (default 30 minutes). */
  linkTtlMinutes: number;
  /** Window in which forgot-password requests and reset attempts are counted. */
  windowSeconds: number;
  /** Forgot-password requests per identifier (phone or e-mail) within the window. */
  maxPerIdentifier: number;
  /** Forgot-password requests per client address within the window. */
  maxPerAddress: number;
  /** Reset attempts (right or wrong link) per client address within the window. */
  maxResetsPerAddress: number;
}

/** One-time codes (docs/decisions/0018-one-time-codes-and-the-outbox.md). */
export interface OtpConfig {
  /** How long a code works, at most 300 seconds. */
  ttlSeconds: number;
  /** Sends (first code or resend) to one phone within the send window (3 per 10 minutes). */
  maxSendsPerPhone: number;
  /** Sends asked for from one client address within the send window. */
  maxSendsPerAddress: number;
  sendWindowSeconds: number;
  /** Wrong codes for one phone, all purposes, after which its OTPs are locked (code 207)… */
  lockoutWrongTries: number;
  /** …until this window, started by the first wrong code, ends. */
  lockoutSeconds: number;
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  const env = parsed.data;
  if (env.ODIN_MODE === "production" && !env.ODIN_SESSION_SECRET) {
    throw new ConfigError("Invalid configuration:\n  ODIN_SESSION_SECRET: required in production mode");
  }
  if (Boolean(env.ODIN_PASSWORD_RULE_REGEX) !== Boolean(env.ODIN_PASSWORD_RULE_MESSAGE)) {
    throw new ConfigError(
      "Invalid configuration:\n  ODIN_PASSWORD_RULE_REGEX and ODIN_PASSWORD_RULE_MESSAGE: set both or neither",
    );
  }
  if (env.DATABASE_REPLICA_URL && !env.DATABASE_URL) {
    throw new ConfigError(
      "Invalid configuration:\n  DATABASE_REPLICA_URL: a replica needs its primary in DATABASE_URL (the embedded database has none)",
    );
  }
  if (env.ODIN_MODE === "production" && !env.ODIN_JWT_SECRET) {
    throw new ConfigError("Invalid configuration:\n  ODIN_JWT_SECRET: required in production mode");
  }
  const sessionSecret = env.ODIN_SESSION_SECRET ?? randomBytes(32).toString("hex");
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    mode: env.ODIN_MODE,
    database: {
      url: env.DATABASE_URL,
      dataDir: env.ODIN_DATA_DIR.startsWith("memory://")
        ? env.ODIN_DATA_DIR
        : resolve(env.ODIN_DATA_DIR, "pglite"),
      poolSize: env.DATABASE_POOL_SIZE,
      replica: env.DATABASE_REPLICA_URL
        ? { url: env.DATABASE_REPLICA_URL, maxLagMs: env.ODIN_REPLICA_MAX_LAG_MS }
        : undefined,
    },
    redisUrl: env.REDIS_URL,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    renderCache: env.ODIN_RENDER_CACHE,
    serviceWorker: serviceWorkerConfig(env),
    seedOnStart: env.ODIN_SEED_ON_START ?? env.ODIN_MODE === "demo",
    seedStyles: env.ODIN_SEED_STYLES,
    siteOrigin: env.ODIN_SITE_ORIGIN && new URL(env.ODIN_SITE_ORIGIN).origin,
    trustedProxies: env.ODIN_TRUSTED_PROXIES,
    sessionSecret,
    sessionSecretGenerated: !env.ODIN_SESSION_SECRET,
    social: socialConfig(env, sessionSecret),
    auth: {
      jwtSecret: env.ODIN_JWT_SECRET ?? randomBytes(32).toString("hex"),
      jwtSecretGenerated: !env.ODIN_JWT_SECRET,
      accessTokenTtlSeconds: env.ODIN_ACCESS_TOKEN_TTL_SECONDS,
      refreshTokenTtlSeconds: env.ODIN_REFRESH_TOKEN_TTL_SECONDS,
      maxLoginAttempts: env.ODIN_MAX_LOGIN_ATTEMPTS,
      loginFailureWindowSeconds: env.ODIN_LOGIN_FAILURE_WINDOW_SECONDS,
      ipMaxLoginFailures: env.ODIN_IP_MAX_LOGIN_FAILURES,
      codCaptchaMinutes: env.ODIN_COD_CAPTCHA_MINUTES,
      passwordRule:
        env.ODIN_PASSWORD_RULE_REGEX && env.ODIN_PASSWORD_RULE_MESSAGE
          ? { regex: env.ODIN_PASSWORD_RULE_REGEX, errorMessage: env.ODIN_PASSWORD_RULE_MESSAGE }
          : null,
    },
    featureFlags: { ...DEFAULT_FEATURE_FLAGS, ...env.ODIN_FEATURE_FLAGS },
    passwordReset: {
      linkTtlMinutes: env.ODIN_PASSWORD_RESET_TTL_MINUTES,
      windowSeconds: env.ODIN_FORGOT_PASSWORD_WINDOW_SECONDS,
      maxPerIdentifier: env.ODIN_FORGOT_PASSWORD_MAX_PER_IDENTIFIER,
      maxPerAddress: env.ODIN_FORGOT_PASSWORD_MAX_PER_ADDRESS,
      maxResetsPerAddress: env.ODIN_RESET_PASSWORD_MAX_PER_ADDRESS,
    },
    otp: {
      ttlSeconds: env.ODIN_OTP_TTL_SECONDS,
      maxSendsPerPhone: env.ODIN_OTP_MAX_SENDS_PER_PHONE,
      maxSendsPerAddress: env.ODIN_OTP_MAX_SENDS_PER_ADDRESS,
      sendWindowSeconds: env.ODIN_OTP_SEND_WINDOW_SECONDS,
      lockoutWrongTries: env.ODIN_OTP_LOCKOUT_WRONG_TRIES,
      lockoutSeconds: env.ODIN_OTP_LOCKOUT_SECONDS,
    },
    messaging: messagingConfig(env),
    logLevel: env.LOG_LEVEL,
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    tenantId: env.ODIN_TENANT_ID,
    autosuggestChannels: env.ODIN_AUTOSUGGEST_CHANNELS.split(",").filter((channel) => channel !== ""),
    bag: bagConfig(env),
    loyalty: loyaltyConfig(env),
    jobs: jobsConfig(env),
    clientReports: clientReportsConfig(env),
    storage: storageConfig(env),
    support: supportConfig(env),
    staff: staffConfig(env),
    map: mapConfig(env),
    payments: paymentsConfig(env, sessionSecret),
    bankTransfer: bankTransferConfig(env, sessionSecret),
    invoices: invoicesConfig(env),
    pictures: picturesConfig(env),
    reviews: reviewsConfig(env),
  };
}

export { ConfigError };
