/**
 * robots.txt: everything may be crawled except private pages (bag, checkout, account, orders,
 * password reset, favourites), internal search results, the API, previews and embedded views, and
 * listing addresses that combine many filters (a crawl trap of near-duplicate pages; each single
 * filter and every product stays reachable, and all styles are in the sitemaps).
 */
/** Private pages: the page itself, below it and with a query, but not longer paths that share the prefix. */
export const PRIVATE_PAGES = [
  "/checkout",
  "/mybag",
  "/account",
  "/myorders",
  "/orderdetails",
  "/orderconfirmation",
  "/reset-password",
  "/favorites",
  "/noresults",
  "/search",
  "/404",
] as const;

/** Machine paths: everything below them. */
export const PRIVATE_PREFIXES = ["/api/", "/auth/", "/_sandbox/"] as const;

/** Query patterns (robots wildcards, RFC 9309) of addresses not worth crawling. */
export const DISALLOWED_QUERIES = [
  // three or more query parameters: combined filters, sort and page
  "/*?*&*&",
  // several values of one filter ("--" joins values)
  "/*?*--",
  // pincode-dependent delivery and store filters
  "/*?*p-dl=",
  "/*?*p-st=",
  "/*?*cmsPreview=",
  "/*?*iframeview",
] as const;

export function robotsTxt(origin: string): string {
  const lines = [
    "User-agent: *",
    "Allow: /",
    ...PRIVATE_PAGES.flatMap((page) => [`${page}$`, `${page}/`, `${page}?`]).map(
      (rule) => `Disallow: ${rule}`,
    ),
    ...[...PRIVATE_PREFIXES, ...DISALLOWED_QUERIES].map((rule) => `Disallow: ${rule}`),
    "",
    `Sitemap: ${new URL("/sitemap.xml", origin).href}`,
  ];
  return `${lines.join("\n")}\n`;
}
