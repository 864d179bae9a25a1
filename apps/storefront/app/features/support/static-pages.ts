import type { StaticPageKey } from "@odin/contracts";

/** Where each static page document is shown (spec 2 §2 routes; the documents' keys of spec 2 §7). */
export const STATIC_PAGE_PATHS: Record<StaticPageKey, string> = {
  whoweare: "/whoweare",
  customercare: "/customercare",
  terms: "/termsconditions",
  privacy: "/privacypolicy",
  contactus: "/contactus",
  apps: "/apps",
};

/** The document shown at a path, if any (a trailing slash is ignored). */
export function staticPageKeyOf(pathname: string): StaticPageKey | undefined {
  const path = pathname.replace(/(.)\/+$/, "$1");
  const found = Object.entries(STATIC_PAGE_PATHS).find(([, at]) => at === path);
  return found?.[0] as StaticPageKey | undefined;
}

/** A page's description for search engines: its text without tags, cut at a word near 160 characters. */
export function summaryOf(html: string): string {
  const text = html
    .replace(/<[^>]*>/g, " ")
    .replace(/&[a-z]+;|&#\d+;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (text.length <= 160) return text;
  return `${text.slice(0, 157).replace(/\s+\S*$/, "")}…`;
}
