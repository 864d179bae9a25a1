import { createHmac } from "node:crypto";
import { PAYMENT, PAYMENT_GATEWAYS, type PaymentGateway } from "@odin/contracts";
import { z } from "zod";
import type { BaseEnv, EnvOf } from "./config-env";
import { ConfigError } from "./config-error";

const httpUrl = z.url({ protocol: /^https?$/ });
const secret = z.string().min(1).max(500);
const gatewayList = z
  .string()
  .regex(
    new RegExp(`^((${PAYMENT_GATEWAYS.all.join("|")})(,(${PAYMENT_GATEWAYS.all.join("|")}))*)?$`),
    `a comma-separated list of ${PAYMENT_GATEWAYS.all.join(", ")}`,
  );

/** The payment environment variables (read with the others by config.ts; docs/configuration.md). */
export const paymentsEnv = {
  /** Unset: every gateway in demo mode; in production mode those whose credentials are set. */
  ODIN_PAYMENT_GATEWAYS: gatewayList.optional(),
  /** Cards and saved cards go through this gateway (spec 3 §3: "one named constant"). */
  ODIN_PAYMENT_DEFAULT_GATEWAY: z.enum(["razorpay", "payu"]).default(PAYMENT_GATEWAYS.default),
  ODIN_PAYMENT_REQUEST_EXPIRY_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(3_600)
    .default(PAYMENT.requestExpirySeconds),
  ODIN_PAYMENT_RESERVATION_MINUTES: z.coerce.number().int().min(2).max(120).default(15),
  ODIN_PAYMENT_PENDING_MINUTES: z.coerce.number().int().min(5).max(1_440).default(30),
  ODIN_PAYMENT_RECONCILE_SECONDS: z.coerce.number().int().min(1).max(3_600).default(60),
  ODIN_PAYMENT_MAX_FORGERIES_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(20),
  ODIN_PAYMENT_MAX_LOOKUPS_PER_SHOPPER: z.coerce.number().int().min(1).max(100_000).default(30),
  ODIN_PAYMENT_MAX_STATUS_CHECKS_PER_ATTEMPT: z.coerce.number().int().min(1).max(100_000).default(10),
  /**
   * Demo mode: the gateways' stand-ins answer at this origin, in another Odin process, instead of in
   * this one (several instances must share one gateway, as they share a real one; decision 73).
   */
  ODIN_PAYMENT_SANDBOX_ORIGIN: httpUrl.optional(),
  ODIN_RAZORPAY_KEY_ID: secret.optional(),
  ODIN_RAZORPAY_KEY_SECRET: secret.optional(),
  ODIN_RAZORPAY_WEBHOOK_SECRET: secret.optional(),
  ODIN_RAZORPAY_API_URL: httpUrl.default("https://api.razorpay.com"),
  ODIN_PAYU_KEY: secret.optional(),
  ODIN_PAYU_SALT: secret.optional(),
  ODIN_PAYU_PAYMENT_URL: httpUrl.default("https://secure.payu.in/_payment"),
  ODIN_PAYU_API_URL: httpUrl.default("https://info.payu.in/merchant/postservice.php?form=2"),
  ODIN_PHONEPE_CLIENT_ID: secret.optional(),
  ODIN_PHONEPE_CLIENT_SECRET: secret.optional(),
  ODIN_PHONEPE_CLIENT_VERSION: z
    .string()
    .regex(/^\d{1,4}$/)
    .default("1"),
  ODIN_PHONEPE_WEBHOOK_USERNAME: secret.optional(),
  ODIN_PHONEPE_WEBHOOK_PASSWORD: secret.optional(),
  ODIN_PHONEPE_AUTH_URL: httpUrl.default("https://api.phonepe.com/apis/identity-manager"),
  ODIN_PHONEPE_API_URL: httpUrl.default("https://api.phonepe.com/apis/pg"),
  ODIN_PAYTM_MID: secret.optional(),
  ODIN_PAYTM_MERCHANT_KEY: z.string().length(16, "Paytm's merchant key is 16 characters").optional(),
  ODIN_PAYTM_WEBSITE: z
    .string()
    .regex(/^[A-Za-z0-9_]{1,40}$/)
    .default("DEFAULT"),
  ODIN_PAYTM_API_URL: httpUrl.default("https://securegw.paytm.in"),
  ODIN_SNAPMINT_MERCHANT_ID: secret.optional(),
  ODIN_SNAPMINT_MERCHANT_KEY: secret.optional(),
  /** Snapmint's third credential: the secret its checksums end with, and its API token. */
  ODIN_SNAPMINT_MERCHANT_TOKEN: secret.optional(),
  ODIN_SNAPMINT_API_URL: httpUrl.default("https://api.snapmint.com"),
};

/**
 * A gateway's credentials and endpoints. `sandbox`: demo mode without credentials, where the
 * gateway is the local stand-in under `/_sandbox/pg/<gateway>` with secrets derived from the session
 * secret, and the endpoints are the stand-in's (known once the server listens).
 */
export interface GatewayCredentials<Keys extends string, Urls extends string> {
  sandbox: boolean;
  keys: Record<Keys, string>;
  /** Real endpoints; for the sandbox the stand-in's paths replace them. */
  urls: Record<Urls, string>;
}

export interface PaymentsConfig {
  /** Gateways switched on, in the order of ODIN_PAYMENT_GATEWAYS. */
  gateways: readonly PaymentGateway[];
  defaultGateway: "razorpay" | "payu";
  /** How long a gateway takes one attempt (spec 3 §9 "Payment request expiry 120", seconds). */
  requestExpirySeconds: number;
  /** How long an unpaid order holds its stock and points for a retry. */
  reservationMinutes: number;
  /** How long reconciliation asks a gateway about a pending payment before giving it up (spec 3 §2: 30). */
  pendingMinutes: number;
  /** First reconciliation of an attempt after it starts, and the step between later ones. */
  reconcileSeconds: number;
  /** Gateway messages with a failing signature from one client address per hour before it is refused. */
  maxForgeriesPerAddress: number;
  /** UPI id checks and BIN lookups by one shopper per 10 minutes. */
  maxLookupsPerShopper: number;
  /** Browser returns of one attempt per 10 minutes that may ask its gateway; later ones show its page as it stands. */
  maxStatusChecksPerAttempt: number;
  /**
   * Where the stand-ins of the gateways in sandbox mode answer when another process hosts them
   * (its origin, without a trailing slash); unset, this process hosts them at its own address.
   */
  sandboxOrigin: string | undefined;
  razorpay: GatewayCredentials<"keyId" | "keySecret" | "webhookSecret", "api">;
  payu: GatewayCredentials<"key" | "salt", "payment" | "api">;
  phonepe: GatewayCredentials<
    "clientId" | "clientSecret" | "clientVersion" | "webhookUsername" | "webhookPassword",
    "auth" | "api"
  >;
  paytm: GatewayCredentials<"mid" | "merchantKey" | "website", "api">;
  snapmint: GatewayCredentials<"merchantId" | "merchantKey" | "merchantToken", "api">;
}

type Env = BaseEnv & EnvOf<typeof paymentsEnv>;

export function paymentsConfig(env: Env, sessionSecret: string): PaymentsConfig {
  const production = env.ODIN_MODE === "production";
  const listed = env.ODIN_PAYMENT_GATEWAYS?.split(",").filter((name) => name !== "") as
    | PaymentGateway[]
    | undefined;
  const gateways =
    listed ??
    (production ? PAYMENT_GATEWAYS.all.filter((name) => credentialed(env, name)) : [...PAYMENT_GATEWAYS.all]);
  const problems: string[] = [];
  /** The configured keys, or the sandbox's derived from the session secret when none are set. */
  const credentialsOf = <K extends string, U extends string>(
    name: PaymentGateway,
    keys: Record<K, string | undefined>,
    optional: readonly NoInfer<K>[],
    urls: Record<U, string>,
  ): GatewayCredentials<K, U> => {
    const required = (Object.entries(keys) as [K, string | undefined][]).filter(
      ([key]) => !optional.includes(key),
    );
    const given = required.filter(([, value]) => value !== undefined);
    const on = gateways.includes(name);
    if (given.length > 0 && given.length < required.length)
      problems.push(`${name}: set all of its credentials or none (${required.map(([k]) => k).join(", ")})`);
    const configured = given.length === required.length && required.length > 0;
    if (production && on && !configured)
      problems.push(`${name}: credentials required in production mode while ODIN_PAYMENT_GATEWAYS has it`);
    if (production && on)
      for (const url of Object.values<string>(urls))
        if (!url.startsWith("https://"))
          problems.push(`${url}: gateway endpoints must use https in production mode`);
    // Optional keys have defaults of their own; the others come from the stand-in when not configured.
    const resolved = Object.fromEntries(
      (Object.entries(keys) as [K, string | undefined][]).map(([key, value]) => [
        key,
        configured || optional.includes(key) ? value : sandboxSecret(sessionSecret, name, key),
      ]),
    ) as Record<K, string>;
    return { sandbox: !configured, keys: resolved, urls };
  };
  const config: PaymentsConfig = {
    gateways,
    defaultGateway: env.ODIN_PAYMENT_DEFAULT_GATEWAY,
    requestExpirySeconds: env.ODIN_PAYMENT_REQUEST_EXPIRY_SECONDS,
    reservationMinutes: env.ODIN_PAYMENT_RESERVATION_MINUTES,
    pendingMinutes: env.ODIN_PAYMENT_PENDING_MINUTES,
    reconcileSeconds: env.ODIN_PAYMENT_RECONCILE_SECONDS,
    maxForgeriesPerAddress: env.ODIN_PAYMENT_MAX_FORGERIES_PER_ADDRESS,
    maxLookupsPerShopper: env.ODIN_PAYMENT_MAX_LOOKUPS_PER_SHOPPER,
    maxStatusChecksPerAttempt: env.ODIN_PAYMENT_MAX_STATUS_CHECKS_PER_ATTEMPT,
    sandboxOrigin: env.ODIN_PAYMENT_SANDBOX_ORIGIN && new URL(env.ODIN_PAYMENT_SANDBOX_ORIGIN).origin,
    razorpay: credentialsOf(
      "razorpay",
      {
        keyId: env.ODIN_RAZORPAY_KEY_ID,
        keySecret: env.ODIN_RAZORPAY_KEY_SECRET,
        webhookSecret: env.ODIN_RAZORPAY_WEBHOOK_SECRET,
      },
      [],
      { api: env.ODIN_RAZORPAY_API_URL },
    ),
    payu: credentialsOf("payu", { key: env.ODIN_PAYU_KEY, salt: env.ODIN_PAYU_SALT }, [], {
      payment: env.ODIN_PAYU_PAYMENT_URL,
      api: env.ODIN_PAYU_API_URL,
    }),
    phonepe: credentialsOf(
      "phonepe",
      {
        clientId: env.ODIN_PHONEPE_CLIENT_ID,
        clientSecret: env.ODIN_PHONEPE_CLIENT_SECRET,
        clientVersion: env.ODIN_PHONEPE_CLIENT_VERSION,
        webhookUsername: env.ODIN_PHONEPE_WEBHOOK_USERNAME,
        webhookPassword: env.ODIN_PHONEPE_WEBHOOK_PASSWORD,
      },
      ["clientVersion"],
      { auth: env.ODIN_PHONEPE_AUTH_URL, api: env.ODIN_PHONEPE_API_URL },
    ),
    paytm: credentialsOf(
      "paytm",
      { mid: env.ODIN_PAYTM_MID, merchantKey: env.ODIN_PAYTM_MERCHANT_KEY, website: env.ODIN_PAYTM_WEBSITE },
      ["website"],
      { api: env.ODIN_PAYTM_API_URL },
    ),
    snapmint: credentialsOf(
      "snapmint",
      {
        merchantId: env.ODIN_SNAPMINT_MERCHANT_ID,
        merchantKey: env.ODIN_SNAPMINT_MERCHANT_KEY,
        merchantToken: env.ODIN_SNAPMINT_MERCHANT_TOKEN,
      },
      [],
      { api: env.ODIN_SNAPMINT_API_URL },
    ),
  };
  if (production && env.ODIN_PAYMENT_SANDBOX_ORIGIN)
    problems.push("ODIN_PAYMENT_SANDBOX_ORIGIN: the gateways' stand-ins are for demo mode only");
  // Named in the list, the default gateway must be on; chosen by credentials, cards are off without it.
  if (listed && listed.length > 0 && !gateways.includes(config.defaultGateway))
    problems.push(`ODIN_PAYMENT_DEFAULT_GATEWAY: ${config.defaultGateway} is not in ODIN_PAYMENT_GATEWAYS`);
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  return config;
}

/** Whether a gateway's first credential is configured (its others are checked with it). */
function credentialed(env: Env, name: PaymentGateway): boolean {
  const first = {
    razorpay: env.ODIN_RAZORPAY_KEY_ID,
    payu: env.ODIN_PAYU_KEY,
    phonepe: env.ODIN_PHONEPE_CLIENT_ID,
    paytm: env.ODIN_PAYTM_MID,
    snapmint: env.ODIN_SNAPMINT_MERCHANT_ID,
  } satisfies Record<PaymentGateway, string | undefined>;
  return first[name] !== undefined;
}

/** A stand-in secret, stable for a session secret, so the sandbox and the adapter agree across restarts. */
function sandboxSecret(sessionSecret: string, gateway: string, key: string): string {
  const value = createHmac("sha256", sessionSecret)
    .update(`sandbox payment gateway:${gateway}:${key}`)
    .digest("hex");
  if (key === "keyId") return `rzp_test_${value.slice(0, 14)}`;
  // Paytm's merchant key is an AES-128 key: 16 characters.
  return key === "merchantKey" && gateway === "paytm" ? value.slice(0, 16) : value;
}
