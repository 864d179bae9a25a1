import { DEFAULT_FEATURE_FLAGS, type FeatureFlag, type FeatureFlags } from "@odin/contracts";
import { z } from "zod";
import { MESSAGE_TEMPLATES, type MessageTemplate } from "./outbox";

const booleanFlag = z
  .enum(["true", "false", "1", "0"])
  .transform((value) => value === "true" || value === "1");

/** `name=true|false` pairs, comma-separated, each naming a flag of DEFAULT_FEATURE_FLAGS. */
const featureFlagOverrides = z.string().transform((value, ctx) => {
  const overrides: Partial<FeatureFlags> = {};
  for (const pair of value.split(",").map((item) => item.trim())) {
    if (pair === "") continue;
    const match = /^([A-Za-z]+)=(true|false|1|0)$/.exec(pair);
    const name = match?.[1];
    if (!match || !name || !Object.hasOwn(DEFAULT_FEATURE_FLAGS, name)) {
      ctx.addIssue({ code: "custom", message: `"${pair}" is not <known flag>=true|false` });
      return z.NEVER;
    }
    overrides[name as FeatureFlag] = match[2] === "true" || match[2] === "1";
  }
  return overrides;
});

const httpUrl = z.url({ protocol: /^https?$/ });

/** DLT template ids of the outbox's templates, from ODIN_SMS_DLT_TEMPLATE_IDS. */
export type SmsTemplateIds = Partial<Record<MessageTemplate, string>>;

/** `template=id` pairs, comma-separated, e.g. `otp-login=1107161234567890123`. */
export const smsTemplateIds = z.string().transform((value, ctx) => {
  const ids: SmsTemplateIds = {};
  for (const pair of value.split(",").map((item) => item.trim())) {
    if (pair === "") continue;
    const match = /^([a-z-]+)=([A-Za-z0-9_-]{1,64})$/.exec(pair);
    const name = match?.[1] as MessageTemplate | undefined;
    if (!match?.[2] || !name || !MESSAGE_TEMPLATES.includes(name)) {
      ctx.addIssue({ code: "custom", message: `"${pair}" is not <${MESSAGE_TEMPLATES.join("|")}>=<id>` });
      return z.NEVER;
    }
    ids[name] = match[2];
  }
  return ids;
});

/** An optional PostgreSQL address, its variable named in the message that refuses another. */
const postgresUrl = (name: string) =>
  z
    .string()
    .regex(/^postgres(ql)?:\/\//, `${name} must start with postgres:// or postgresql://`)
    .optional();

/** The variables every part of the configuration may read; each part adds its own (`bagEnv`, …). */
export const baseEnv = {
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATABASE_URL: postgresUrl("DATABASE_URL"),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATABASE_REPLICA_URL: postgresUrl("DATABASE_REPLICA_URL"),
  ODIN_REPLICA_MAX_LAG_MS: z.coerce.number().int().min(100).max(60_000).default(2_000),
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
  ODIN_SITE_ORIGIN: httpUrl.optional(),
  ODIN_SESSION_SECRET: z.string().min(32).optional(),
  ODIN_JWT_SECRET: z.string().min(32).optional(),
  ODIN_ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(900).default(900),
  ODIN_REFRESH_TOKEN_TTL_SECONDS: z.coerce.number().int().min(300).max(31_536_000).default(2_592_000),
  ODIN_MAX_LOGIN_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(5),
  ODIN_COD_CAPTCHA_MINUTES: z.coerce.number().int().min(1).max(1_440).default(30),
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
  ODIN_FEATURE_FLAGS: featureFlagOverrides.optional(),
  ODIN_PASSWORD_RESET_TTL_MINUTES: z.coerce.number().int().min(5).max(1440).default(30),
  ODIN_FORGOT_PASSWORD_WINDOW_SECONDS: z.coerce.number().int().min(60).max(86_400).default(900),
  ODIN_FORGOT_PASSWORD_MAX_PER_IDENTIFIER: z.coerce.number().int().min(1).max(100).default(3),
  ODIN_FORGOT_PASSWORD_MAX_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(20),
  ODIN_RESET_PASSWORD_MAX_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(20),
  ODIN_SOCIAL_PROVIDERS: z
    .string()
    .regex(/^((google|facebook)(,(google|facebook))*)?$/, "a comma-separated list of google and facebook")
    .default("google,facebook"),
  ODIN_GOOGLE_CLIENT_ID: z.string().min(1).max(500).optional(),
  ODIN_GOOGLE_CLIENT_SECRET: z.string().min(1).max(500).optional(),
  ODIN_GOOGLE_ISSUER: httpUrl.optional(),
  ODIN_GOOGLE_AUTHORIZATION_URL: httpUrl.optional(),
  ODIN_GOOGLE_TOKEN_URL: httpUrl.optional(),
  ODIN_GOOGLE_JWKS_URL: httpUrl.optional(),
  ODIN_GOOGLE_SCOPES: z
    .string()
    .regex(/^(.* )?openid( .*)?$/, "space-separated scopes including openid")
    .default("openid email profile"),
  ODIN_FACEBOOK_CLIENT_ID: z.string().min(1).max(500).optional(),
  ODIN_FACEBOOK_CLIENT_SECRET: z.string().min(1).max(500).optional(),
  ODIN_FACEBOOK_AUTHORIZATION_URL: httpUrl.optional(),
  ODIN_FACEBOOK_TOKEN_URL: httpUrl.optional(),
  ODIN_FACEBOOK_PROFILE_URL: httpUrl.optional(),
  ODIN_FACEBOOK_SCOPES: z.string().min(1).max(500).default("email,public_profile"),
  ODIN_OTP_TTL_SECONDS: z.coerce.number().int().min(1).max(300).default(300),
  ODIN_OTP_MAX_SENDS_PER_PHONE: z.coerce.number().int().min(1).max(100).default(3),
  ODIN_OTP_MAX_SENDS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(30),
  ODIN_OTP_SEND_WINDOW_SECONDS: z.coerce.number().int().min(60).max(86_400).default(600),
  ODIN_OTP_LOCKOUT_WRONG_TRIES: z.coerce.number().int().min(5).max(1000).default(15),
  ODIN_OTP_LOCKOUT_SECONDS: z.coerce.number().int().min(60).max(604_800).default(3600),
  ODIN_SMS_GATEWAY_URL: httpUrl.optional(),
  ODIN_SMS_GATEWAY_KEY: z.string().min(1).max(1000).optional(),
  ODIN_SMS_SENDER_ID: z
    .string()
    .regex(/^[A-Za-z0-9]{3,11}$/, "3-11 letters or digits (the DLT header)")
    .default("ODINST"),
  ODIN_SMS_DLT_TEMPLATE_IDS: smsTemplateIds.optional(),
  ODIN_SMS_BUDGET_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(3000),
  ODIN_SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, "ODIN_SMTP_URL must start with smtp:// or smtps://")
    .optional(),
  ODIN_MAIL_FROM: z
    .string()
    .regex(/^[^\r\n]{0,200}<?[^\s@<>]+@[^\s@<>]+>?$/, "an address, e.g. Odin <no-reply@shop.example.in>")
    .default("Odin <no-reply@odin.localhost>"),
  ODIN_OUTBOX_POLL_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
  ODIN_OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  ODIN_TENANT_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, "1-64 letters, digits, _ and -")
    .default("odin"),
  ODIN_AUTOSUGGEST_CHANNELS: z
    .string()
    .regex(/^[a-z]*(,[a-z]+)*$/, "a comma-separated list of channel names, e.g. web,mweb")
    .default("web"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
};

/** The parsed values of a shape of variables. */
export type EnvOf<Shape extends z.ZodRawShape> = z.output<z.ZodObject<Shape>>;

export type BaseEnv = EnvOf<typeof baseEnv>;
