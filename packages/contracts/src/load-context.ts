import type { Shopper } from "./account/page-services";
import type { FeatureFlags } from "./shared/feature-flags";
import type { StorefrontServices } from "./storefront-services";

export type { StorefrontServices } from "./storefront-services";

/** The request's own log (the server's pino logger): every line carries the request's correlationId. */
export interface RequestLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

/**
 * What the server hands to the storefront's server-side loaders and actions (React Router load
 * context): the domains' page services (storefront-services.ts), who is signed in, and the request's
 * log, address and settings.
 */
export interface StorefrontLoadContext {
  services: StorefrontServices;
  /** Who is signed in, from the token cookies (refreshed on the server when only the access token expired). */
  shopper: Shopper | null;
  log: RequestLog;
  /** The client's address, for the rate limits of what an action sends or checks. */
  clientAddress: string;
  /** The server's feature flags: DEFAULT_FEATURE_FLAGS with the operator's ODIN_FEATURE_FLAGS applied. */
  featureFlags: FeatureFlags;
  /**
   * Whether the pages register the service worker (ODIN_SERVICE_WORKER, decision 77); false or
   * absent: they unregister it.
   */
  serviceWorker?: boolean;
  /**
   * The nonce of this response's content security policy on a checkout or payment page (decision
   * 40): every inline script of the document must carry it. Absent on the other pages.
   */
  scriptNonce?: string | undefined;
}
