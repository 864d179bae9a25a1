import { randomBytes } from "node:crypto";

/**
 * The checkout and payment pages (PCI DSS v4.0 6.4.3 and 11.6.1; docs/decisions/0040-payment-page-scripts.md):
 * every path under /checkout and under /orderconfirmation/. They are private to one shopper, never in
 * the rendered-page cache, and their inline scripts run only with the nonce of their own response's
 * content security policy.
 */
const PAYMENT_PAGES = /^\/(?:checkout(?:\/|$)|orderconfirmation\/)/;

/**
 * Whether `url` (a path with its query, or a whole URL) is a payment page. React Router decodes the
 * path and ignores case when it matches routes, so this does too: no spelling of a payment page's
 * address reaches its page without its policy.
 */
export function isPaymentPage(url: string): boolean {
  const { pathname } = new URL(url, "http://localhost");
  return PAYMENT_PAGES.test(decoded(pathname).toLowerCase());
}

/** The page that hands the shopper over to a payment gateway (`/checkout/pay/{transactionId}`). */
export function isGatewayHandoff(url: string): boolean {
  const { pathname } = new URL(url, "http://localhost");
  return /^\/checkout\/pay\//.test(decoded(pathname).toLowerCase());
}

function decoded(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** A nonce for one response's inline scripts: 128 random bits, base64. */
export function newScriptNonce(): string {
  return randomBytes(16).toString("base64");
}
