import type { FastifyInstance } from "fastify";

/**
 * On which origin the store answers a page request (decision 50). React Router refuses a form post
 * whose `Origin` is not the request's own origin, and builds every absolute address of a page from
 * it, so the request it is given carries this origin.
 *
 * With a site origin configured (production), pages live on that origin alone: a page asked for on
 * another host (`example.in` for `www.example.in`, the server's own address) is sent there, and a
 * form posted to one is refused. With none (the demo), the store answers on the address the browser
 * used, so it works at localhost, 127.0.0.1 and the machine's own address alike; a Host that is not
 * a well-formed host name or address falls back to the demo's own origin.
 */

declare module "fastify" {
  interface FastifyInstance {
    /** The site's origins, for `requestOriginOf` and `pagePlaceOf`. */
    origins: PageOrigins;
  }
}

export interface PageOrigins {
  /** ODIN_SITE_ORIGIN, when configured. */
  configured: string | undefined;
  /**
   * The site's origin for what is not answered to a request (mails, sitemaps): the configured one,
   * else the demo's `http://localhost:PORT`; also a request's whose Host is not usable.
   */
  site: string;
}

export type PagePlace =
  /** Answer on `origin`. */
  | { kind: "serve"; origin: string }
  /** Send the browser to the same page on the site's origin. */
  | { kind: "redirect"; location: string }
  /** A form posted to a host that is not the site's: refuse it. */
  | { kind: "refuse"; origin: string };

/** A host name (labels of letters, digits and hyphens), an IPv4 address or a bracketed IPv6 one, with an optional port. */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** `host` (a Host header) as an origin over `protocol` ("http:" or "https:"), if it is a well-formed host. */
function originAt(protocol: string, host: string): string | undefined {
  if (!HOST.test(host)) return undefined;
  try {
    return new URL(`${protocol}//${host}`).origin;
  } catch {
    return undefined;
  }
}

/** Makes the site's origins known to every route. */
export function registerOrigins(app: FastifyInstance, origins: PageOrigins): void {
  app.decorate("origins", origins);
}

/**
 * The origin a request is answered on: the site's, or (none configured) the address the browser used.
 * A gateway's return is sent there, so a payment started at 127.0.0.1 in the demo comes back to it.
 */
export function requestOriginOf(origins: PageOrigins, request: { host: string; protocol: string }): string {
  if (origins.configured) return origins.configured;
  const protocol = request.protocol === "https" ? "https:" : "http:";
  return originAt(protocol, request.host) ?? origins.site;
}

/**
 * Where a page request is answered. `host` and `protocol` are the request's as Fastify reads them:
 * the Host header and the connection, or a configured proxy's X-Forwarded-Host and -Proto.
 */
export function pagePlaceOf(
  origins: PageOrigins,
  request: { method: string; url: string; host: string; protocol: string },
): PagePlace {
  if (!origins.configured) return { kind: "serve", origin: requestOriginOf(origins, request) };
  const site = new URL(origins.configured);
  if (originAt(site.protocol, request.host) === site.origin) return { kind: "serve", origin: site.origin };
  if (request.method === "GET" || request.method === "HEAD")
    return { kind: "redirect", location: `${site.origin}${request.url}` };
  return { kind: "refuse", origin: site.origin };
}

/**
 * Whether a form post comes from a page of another origin, as React Router judges it: an `Origin`
 * header that is not the page's origin (a post without one, from an older browser, passes).
 */
export function isCrossSite(originHeader: string | undefined, origin: string): boolean {
  if (originHeader === undefined) return false;
  try {
    return new URL(originHeader).origin !== origin;
  } catch {
    return true;
  }
}
