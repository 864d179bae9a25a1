import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet from "helmet";
import type { Config } from "./config";
import { tileOrigins } from "./config-map";
import type { SocialConfig } from "./config-social";
import { scriptHash } from "./payment-page-scripts";
import { isGatewayHandoff, isPaymentPage, newScriptNonce } from "./payment-pages";

/**
 * Where a form may send the browser: this site, and the authorization endpoints of real social
 * providers, because the sign-in buttons are a form GET that our server redirects there and
 * browsers apply form-action to that redirect too (docs/decisions/0019).
 */
export function formTargets(social: SocialConfig): string[] {
  const targets = new Set(["'self'"]);
  for (const provider of [social.google, social.facebook]) {
    if (!provider || provider.sandbox) continue;
    const url =
      "issuer" in provider ? (provider.authorizationUrl ?? provider.issuer) : provider.authorizationUrl;
    targets.add(new URL(url).origin);
  }
  return [...targets];
}

/**
 * Where the page that hands the shopper to a payment gateway (`/checkout/pay/…`, decision 41) may
 * send its form: any https origin besides ours. Its one form goes to the gateway's page (Razorpay,
 * PayU, Snapmint), which redirects on to banks' and card networks' pages that no list can name, and
 * browsers apply form-action to those redirects too. Its scripts stay held to their nonce.
 */
function formTargetsOf(targets: readonly string[]) {
  return (request: IncomingMessage) =>
    [...targets, ...(isGatewayHandoff(request.url ?? "/") ? ["https:"] : [])].join(" ");
}

/** The nonce of each payment page request's policy, while the policy is on (decision 40). */
const scriptNonces = new WeakMap<IncomingMessage, string>();

/**
 * The nonce every inline script of this request's page must carry: set on the payment pages
 * (payment-pages.ts) while the content security policy is on, absent elsewhere.
 */
export function scriptNonceOf(request: IncomingMessage): string | undefined {
  return scriptNonces.get(request);
}

/**
 * Inline scripts a page may run. React Router writes its hydration data and module bootstrap as
 * inline scripts. A payment page runs only those carrying its response's nonce; the other pages may
 * be cached and shared between shoppers, so they cannot carry a per-response nonce and allow
 * 'unsafe-inline' (docs/decisions/0005-content-security-policy.md, 0040-payment-page-scripts.md).
 */
function inlineScripts(request: IncomingMessage): string {
  const nonce = scriptNonces.get(request);
  return nonce ? `'nonce-${nonce}'` : "'unsafe-inline'";
}

/**
 * Security headers. Helmet's middleware is built once here and sets the headers on every response;
 * a payment page's request gets its script nonce first.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const development = config.env === "development";
  const setHeaders = helmet({
    contentSecurityPolicy: development
      ? false
      : {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", inlineScripts],
            styleSrc: ["'self'", "'unsafe-inline'"],
            // The store locator's map tiles, from the configured tile server only (decision 37).
            imgSrc: ["'self'", "data:", ...tileOrigins(config.map)],
            fontSrc: ["'self'"],
            connectSrc: ["'self'"],
            formAction: [formTargetsOf(formTargets(config.social))],
            frameAncestors: ["'self'"],
            baseUri: ["'self'"],
            objectSrc: ["'none'"],
          },
        },
    crossOriginEmbedderPolicy: false,
    // Not helmet's "no-referrer": with it, browsers post forms with `Origin: null`, and a route
    // action refuses a post whose origin is not its own (React Router's CSRF check, decision 26).
    // "same-origin" still sends nothing to other sites.
    referrerPolicy: { policy: "same-origin" },
    hsts: config.mode === "production" ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  // Helmet throws rather than passing an error on; it calls back once the headers are set.
  app.addHook("onRequest", (request, reply, done) => {
    if (!development && isPaymentPage(request.url)) scriptNonces.set(request.raw, newScriptNonce());
    setHeaders(request.raw, reply.raw, () => done());
  });
}

/**
 * Headers only a document (or a worker, for its own scripts) obeys. A script, stylesheet or image
 * that carries them spends about 500 bytes on nothing; nosniff and the resource policy stay.
 */
const DOCUMENT_ONLY_HEADERS = [
  "content-security-policy",
  "cross-origin-opener-policy",
  "origin-agent-cluster",
  "referrer-policy",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-frame-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
] as const;

/**
 * Built worker scripts (`*-worker.ts` sources) run under the policy of their own response; the
 * path is the file sent, so it may be the Brotli or gzip copy.
 */
const WORKER_SCRIPT = /-worker-[\w-]+\.js(?:\.br|\.gz)?$/;

/** Leaves the document-only headers off a static asset's response, unless it is a worker script. */
export function trimAssetHeaders(response: ServerResponse, path: string): void {
  if (WORKER_SCRIPT.test(path)) return;
  for (const name of DOCUMENT_ONLY_HEADERS) response.removeHeader(name);
}

/** An inline `<script>` element's text: one with no `src`. */
const INLINE_SCRIPT = /<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** The policy's names of every inline script of a document (`'sha256-…'`), in its order. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map((match) => `'${scriptHash(match[1] ?? "")}'`);
}

/**
 * `policy` for a document that never changes (the back office's index.html): its inline scripts run
 * by their hashes instead of 'unsafe-inline', so a script injected into the page cannot run. The
 * other directives stay as every page has them.
 */
export function withScriptHashes(policy: string, hashes: readonly string[]): string {
  return policy
    .split(";")
    .map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      if (name !== "script-src") return directive;
      const kept = sources.filter((source) => source !== "'unsafe-inline'");
      return [name, ...kept, ...hashes].join(" ");
    })
    .join(";");
}
