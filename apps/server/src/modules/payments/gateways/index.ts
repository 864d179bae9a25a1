import type { FeatureFlags, PaymentGateway as GatewayName } from "@odin/contracts";
import type { PaymentsConfig } from "../../../platform/config-payments";
import type { CardVault, PaymentGateway, VpaChecker, WalletOtpGateway } from "./gateway";
import type { GatewayEndpoints } from "./http";
import { createPaytmGateway, type TxnTokens } from "./paytm/paytm";
import { createPayuGateway } from "./payu/payu";
import { createPhonePeGateway } from "./phonepe/phonepe";
import { createRazorpayGateway } from "./razorpay/razorpay";
import { createSnapmintGateway } from "./snapmint/snapmint";

/** The sandbox gateways' base path (demo mode and tests; decision 41). */
export const SANDBOX_PG_PATH = "/_sandbox/pg";

/** The gateways switched on, by name, and the roles some of them play besides taking payments. */
export interface Gateways {
  on: ReadonlySet<GatewayName>;
  get(name: string): PaymentGateway | undefined;
  /** Saved cards, BIN lookups: the default gateway's vault. */
  vault: (PaymentGateway & CardVault) | undefined;
  /** UPI id checks (PhonePe). */
  vpa: VpaChecker | undefined;
  /** The Paytm wallet's code and balance steps. */
  wallet: (PaymentGateway & WalletOtpGateway) | undefined;
}

/**
 * Builds the adapters of the gateways switched on. A gateway in sandbox mode is reached at
 * `/_sandbox/pg/<name>`: over HTTP at this server's own address for API calls (`sandboxOrigin`,
 * known once it listens), and at that path for the shopper's browser; or, when another process hosts
 * the stand-ins (`config.sandboxOrigin`), at that process's address for both. A gateway with two hosts
 * (PhonePe's identity manager and payment gateway) has each at its own path under it. `tokens` keeps
 * the tokens some gateways give an attempt for its later calls (Paytm's txnToken).
 */
export function createGateways(
  config: PaymentsConfig,
  flags: Pick<FeatureFlags, "razorpayGateway" | "paytmWallet" | "cardlessEmi">,
  sandboxOrigin: () => Promise<string>,
  tokens: TxnTokens,
): Gateways {
  const endpoints = (name: GatewayName, real: string, sandboxPath = ""): GatewayEndpoints => {
    if (!config[name].sandbox) return { server: async () => real, browser: real };
    const path = `${SANDBOX_PG_PATH}/${name}${sandboxPath}`;
    // Hosted by another process, the stand-in is reached at its address by the browser too.
    const hosted = config.sandboxOrigin;
    return hosted
      ? { server: async () => `${hosted}${path}`, browser: `${hosted}${path}` }
      : { server: async () => `${await sandboxOrigin()}${path}`, browser: path };
  };
  // The spec's flags switch the Razorpay-style gateway, the Paytm wallet and cardless EMI (spec 3 §1).
  const off = new Set<GatewayName>([
    ...(flags.razorpayGateway ? [] : (["razorpay"] as const)),
    ...(flags.paytmWallet ? [] : (["paytm"] as const)),
    ...(flags.cardlessEmi ? [] : (["snapmint"] as const)),
  ]);
  const on = new Set(config.gateways.filter((name) => !off.has(name)));
  const razorpay = on.has("razorpay")
    ? createRazorpayGateway(config.razorpay, endpoints("razorpay", config.razorpay.urls.api))
    : undefined;
  const phonepe = on.has("phonepe")
    ? createPhonePeGateway(config.phonepe, {
        auth: endpoints("phonepe", config.phonepe.urls.auth, "/identity-manager"),
        api: endpoints("phonepe", config.phonepe.urls.api, "/pg"),
      })
    : undefined;
  const paytm = on.has("paytm")
    ? createPaytmGateway(config.paytm, endpoints("paytm", config.paytm.urls.api), tokens)
    : undefined;
  // PayU's payment page and its API are on two hosts: each is reached at its own URL's origin.
  const origin = (url: string) => new URL(url).origin;
  const payu = on.has("payu")
    ? createPayuGateway(config.payu, {
        payment: endpoints("payu", origin(config.payu.urls.payment)),
        api: endpoints("payu", origin(config.payu.urls.api)),
      })
    : undefined;
  const snapmint = on.has("snapmint")
    ? createSnapmintGateway(config.snapmint, endpoints("snapmint", config.snapmint.urls.api))
    : undefined;
  const all = new Map<string, PaymentGateway>();
  for (const gateway of [razorpay, payu, phonepe, paytm, snapmint])
    if (gateway) all.set(gateway.name, gateway);
  const vaults: Partial<Record<GatewayName, PaymentGateway & CardVault>> = { razorpay };
  return {
    on: new Set(all.keys()) as ReadonlySet<GatewayName>,
    get: (name) => all.get(name),
    vault: vaults[config.defaultGateway],
    vpa: phonepe,
    wallet: paytm,
  };
}
