/** Writers of the sitemaps protocol (sitemaps.org 0.9): a URL set and a sitemap index. */

export interface SitemapEntry {
  /** Absolute address. */
  loc: string;
  lastmod?: Date | undefined;
}

const NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";

/** The protocol's limit of URLs in one sitemap file. */
export const MAX_URLS_PER_SITEMAP = 50_000;

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

function entry(tag: "url" | "sitemap", { loc, lastmod }: SitemapEntry): string {
  const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : "";
  return `<${tag}><loc>${escapeXml(loc)}</loc>${modified}</${tag}>`;
}

function document(root: "urlset" | "sitemapindex", body: string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="${NAMESPACE}">\n${body.join("\n")}\n</${root}>\n`;
}

export function urlSet(entries: readonly SitemapEntry[]): string {
  if (entries.length > MAX_URLS_PER_SITEMAP) throw new Error("a sitemap holds at most 50,000 URLs");
  return document(
    "urlset",
    entries.map((item) => entry("url", item)),
  );
}

export function sitemapIndex(sitemaps: readonly SitemapEntry[]): string {
  return document(
    "sitemapindex",
    sitemaps.map((item) => entry("sitemap", item)),
  );
}
