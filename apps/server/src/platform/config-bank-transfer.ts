import { PAYOUT_MODES, type PayoutMode } from "@odin/db";
import { z } from "zod";
import type { BaseEnv, EnvOf } from "./config-env";
import { ConfigError } from "./config-error";
import { deriveKey } from "./secrets";

const httpUrl = z.url({ protocol: /^https?$/ });
const secret = z.string().min(1).max(500);

/** A 32-byte key written as 64 hex digits or as base64 (44 characters). */
const aesKey = z.string().transform((value, context) => {
  const trimmed = value.trim();
  const bytes = /^[0-9a-fA-F]{64}$/.test(trimmed)
    ? Buffer.from(trimmed, "hex")
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)
      ? Buffer.from(trimmed, "base64")
      : undefined;
  if (bytes?.length !== 32) {
    context.addIssue({ code: "custom", message: "32 bytes: 64 hex digits or 44 characters of base64" });
    return z.NEVER;
  }
  return new Uint8Array(bytes);
});

/** The bank-transfer environment variables (read with the others by config.ts; docs/configuration.md). */
export const bankTransferEnv = {
  ODIN_BANK_DETAILS_KEY: aesKey.optional(),
  ODIN_BANK_DETAILS_MAX_SAVES_PER_SHOPPER: z.coerce.number().int().min(1).max(1_000).default(10),
  ODIN_PAYOUTS_API_URL: httpUrl.default("https://api.razorpay.com"),
  ODIN_PAYOUTS_KEY_ID: secret.optional(),
  ODIN_PAYOUTS_KEY_SECRET: secret.optional(),
  /** The business account payouts are paid from (RazorpayX: My Account & Settings → Banking). */
  ODIN_PAYOUTS_ACCOUNT_NUMBER: z
    .string()
    .regex(/^[A-Za-z0-9]{5,40}$/, "5-40 letters or digits")
    .optional(),
  ODIN_PAYOUTS_MODE: z.enum(PAYOUT_MODES).default("NEFT"),
  ODIN_PAYOUTS_POLL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  ODIN_PAYOUTS_POLL_DAYS: z.coerce.number().int().min(1).max(60).default(7),
};

export interface PayoutsConfig {
  /** Demo mode without credentials: the stand-in at `/_sandbox/payouts`, with keys derived here. */
  sandbox: boolean;
  apiUrl: string;
  keyId: string;
  keySecret: string;
  /** The business account the money leaves from (not the shopper's). */
  accountNumber: string;
  mode: PayoutMode;
  /** Seconds between status checks of a payout not yet final. */
  pollSeconds: number;
  /** Days after which status checks stop and the payout is left to the operator. */
  pollDays: number;
}

/** Bank-transfer details and the payouts that refund to them (decision 44). */
export interface BankTransferConfig {
  /** The AES-256-GCM key of saved account numbers (32 bytes). */
  detailsKey: Uint8Array;
  /** True in demo mode without ODIN_BANK_DETAILS_KEY: derived from the session secret. */
  detailsKeyDerived: boolean;
  /** Bank details one shopper may save per hour. */
  maxSavesPerShopper: number;
  payouts: PayoutsConfig;
}

type Env = BaseEnv & EnvOf<typeof bankTransferEnv>;

export function bankTransferConfig(env: Env, sessionSecret: string): BankTransferConfig {
  const production = env.ODIN_MODE === "production";
  const problems: string[] = [];
  if (production && !env.ODIN_BANK_DETAILS_KEY)
    problems.push("ODIN_BANK_DETAILS_KEY: required in production mode");
  const credentials = [env.ODIN_PAYOUTS_KEY_ID, env.ODIN_PAYOUTS_KEY_SECRET, env.ODIN_PAYOUTS_ACCOUNT_NUMBER];
  const given = credentials.filter((value) => value !== undefined).length;
  if (given > 0 && given < credentials.length)
    problems.push(
      "ODIN_PAYOUTS_KEY_ID, ODIN_PAYOUTS_KEY_SECRET, ODIN_PAYOUTS_ACCOUNT_NUMBER: set all or none",
    );
  if (production && given === 0)
    problems.push(
      "ODIN_PAYOUTS_KEY_ID, ODIN_PAYOUTS_KEY_SECRET, ODIN_PAYOUTS_ACCOUNT_NUMBER: required in production mode",
    );
  if (production && !env.ODIN_PAYOUTS_API_URL.startsWith("https://"))
    problems.push("ODIN_PAYOUTS_API_URL: must use https in production mode");
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  const sandbox = given === 0;
  const derived = (purpose: string) =>
    Buffer.from(deriveKey(sessionSecret, `sandbox payouts ${purpose}`)).toString("hex");
  return {
    detailsKey: env.ODIN_BANK_DETAILS_KEY ?? deriveKey(sessionSecret, "bank details"),
    detailsKeyDerived: !env.ODIN_BANK_DETAILS_KEY,
    maxSavesPerShopper: env.ODIN_BANK_DETAILS_MAX_SAVES_PER_SHOPPER,
    payouts: {
      sandbox,
      apiUrl: env.ODIN_PAYOUTS_API_URL,
      keyId: env.ODIN_PAYOUTS_KEY_ID ?? `rzp_test_${derived("key id").slice(0, 14)}`,
      keySecret: env.ODIN_PAYOUTS_KEY_SECRET ?? derived("key secret"),
      accountNumber: env.ODIN_PAYOUTS_ACCOUNT_NUMBER ?? "7878780080316316",
      mode: env.ODIN_PAYOUTS_MODE,
      pollSeconds: env.ODIN_PAYOUTS_POLL_SECONDS,
      pollDays: env.ODIN_PAYOUTS_POLL_DAYS,
    },
  };
}
