import { randomBytes } from "node:crypto";
import { resolve } from "node:path";
import { z } from "zod";

/**
 * The only reader of process.env. Every variable, its default and its meaning is listed in
 * docs/configuration.md; keep the two in step.
 */
const booleanFlag = z
  .enum(["true", "false", "1", "0"])
  .transform((value) => value === "true" || value === "1");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres:// or postgresql://")
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "REDIS_URL must start with redis:// or rediss://")
    .optional(),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_.-]{1,64}$/, "1-64 letters, digits and : _ . -")
    .default("odin:"),
  ODIN_RENDER_CACHE: booleanFlag.default(true),
  ODIN_DATA_DIR: z.string().min(1).default("./.data"),
  ODIN_MODE: z.enum(["demo", "production"]).default("demo"),
  ODIN_SEED_ON_START: booleanFlag.optional(),
  ODIN_SEED_STYLES: z.coerce.number().int().min(50).max(1_000_000).default(5000),
  ODIN_SITE_ORIGIN: z.url().optional(),
  ODIN_SESSION_SECRET: z.string().min(32).optional(),
  ODIN_JWT_SECRET: z.string().min(32).optional(),
  ODIN_ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(900).default(900),
  ODIN_REFRESH_TOKEN_TTL_SECONDS: z.coerce.number().int().min(300).max(31_536_000).default(2_592_000),
  ODIN_MAX_LOGIN_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(5),
  ODIN_LOGIN_FAILURE_WINDOW_SECONDS: z.coerce.number().int().min(60).max(86_400).default(900),
  ODIN_PASSWORD_RULE_REGEX: z
    .string()
    .refine((value) => {
      try {
        new RegExp(value);
        return true;
      } catch {
        return false;
      }
    }, "a valid JavaScript regular expression")
    .optional(),
  ODIN_PASSWORD_RULE_MESSAGE: z.string().min(1).optional(),
  ODIN_IP_MAX_LOGIN_FAILURES: z.coerce.number().int().min(1).max(100_000).default(50),
  ODIN_TENANT_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, "1-64 letters, digits, _ and -")
    .default("odin"),
  ODIN_AUTOSUGGEST_CHANNELS: z
    .string()
    .regex(/^[a-z]*(,[a-z]+)*$/, "a comma-separated list of channel names, e.g. web,mweb")
    .default("web"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env["NODE_ENV"];
  port: number;
  host: string;
  mode: Env["ODIN_MODE"];
  database: { url: string | undefined; dataDir: string; poolSize: number };
  redisUrl: string | undefined;
  /** Prefix of every Redis key this deployment writes, so deployments can share one Redis. */
  redisKeyPrefix: string;
  /** Keep rendered pages for anonymous shoppers (docs/decisions/0011-rendered-page-cache.md). */
  renderCache: boolean;
  /** Seed the demo store when the database has no catalog yet. */
  seedOnStart: boolean;
  seedStyles: number;
  siteOrigin: string | undefined;
  /** Secret for signing; generated per process in demo mode when not configured. */
  sessionSecret: string;
  sessionSecretGenerated: boolean;
  auth: AuthConfig;
  logLevel: Env["LOG_LEVEL"];
  shutdownGraceMs: number;
  /** Tenant id the storefront reports (autosuggest configuration). */
  tenantId: string;
  /** Channels on which the browser asks for search suggestions (spec 2 §7 "Autosuggest"). */
  autosuggestChannels: string[];
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
}

export class ConfigError extends Error {}

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
  if (env.ODIN_MODE === "production" && !env.ODIN_JWT_SECRET) {
    throw new ConfigError("Invalid configuration:\n  ODIN_JWT_SECRET: required in production mode");
  }
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
    },
    redisUrl: env.REDIS_URL,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    renderCache: env.ODIN_RENDER_CACHE,
    seedOnStart: env.ODIN_SEED_ON_START ?? env.ODIN_MODE === "demo",
    seedStyles: env.ODIN_SEED_STYLES,
    siteOrigin: env.ODIN_SITE_ORIGIN,
    sessionSecret: env.ODIN_SESSION_SECRET ?? randomBytes(32).toString("hex"),
    sessionSecretGenerated: !env.ODIN_SESSION_SECRET,
    auth: {
      jwtSecret: env.ODIN_JWT_SECRET ?? randomBytes(32).toString("hex"),
      jwtSecretGenerated: !env.ODIN_JWT_SECRET,
      accessTokenTtlSeconds: env.ODIN_ACCESS_TOKEN_TTL_SECONDS,
      refreshTokenTtlSeconds: env.ODIN_REFRESH_TOKEN_TTL_SECONDS,
      maxLoginAttempts: env.ODIN_MAX_LOGIN_ATTEMPTS,
      loginFailureWindowSeconds: env.ODIN_LOGIN_FAILURE_WINDOW_SECONDS,
      ipMaxLoginFailures: env.ODIN_IP_MAX_LOGIN_FAILURES,
      passwordRule:
        env.ODIN_PASSWORD_RULE_REGEX && env.ODIN_PASSWORD_RULE_MESSAGE
          ? { regex: env.ODIN_PASSWORD_RULE_REGEX, errorMessage: env.ODIN_PASSWORD_RULE_MESSAGE }
          : null,
    },
    logLevel: env.LOG_LEVEL,
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    tenantId: env.ODIN_TENANT_ID,
    autosuggestChannels: env.ODIN_AUTOSUGGEST_CHANNELS.split(",").filter((channel) => channel !== ""),
  };
}
