import {
  CONTENT_ADMIN,
  contentAdminProblems,
  type EditableContentKind,
  STATIC_PAGE_KEYS,
  type StaticPageKey,
} from "@odin/contracts";
import type { ContentKind } from "@odin/db";
import type { StalePages } from "../../platform/page-purge";

/** The audit log's resource of every content change; its id is `kind/key`. */
export const CONTENT_RESOURCE = "content";

/** Where each static page is shown (apps/storefront/app/routes.ts). */
export const STATIC_PAGE_PATHS: Readonly<Record<StaticPageKey, string>> = {
  whoweare: "/whoweare",
  customercare: "/customercare",
  terms: "/termsconditions",
  privacy: "/privacypolicy",
  contactus: "/contactus",
  apps: "/apps",
};

export function isStaticPageKey(key: string): key is StaticPageKey {
  return (STATIC_PAGE_KEYS as readonly string[]).includes(key);
}

/** The store-wide documents: the home page and the main navigation. */
const STORE_WIDE_KEYS = new Set(["home", "default"]);

/**
 * Whether staff limited to some brands (their codes; null for every brand) may see and change a
 * document: only their brands' own templates and navigation, never a store-wide one or a static page.
 */
export function inContentScope(brandCodes: readonly string[] | null, kind: EditableContentKind, key: string) {
  if (brandCodes === null) return true;
  if (kind === "static_page" || STORE_WIDE_KEYS.has(key)) return false;
  return brandCodes.includes(key);
}

/**
 * The pages a published document shows on: the navigation and the footer are on every page; the
 * home template on `/`; another template on the paths whose route names it (a brand's sub-site, a
 * guide); a static page on its own path.
 */
export function stalePagesOf(kind: ContentKind, key: string, templatePaths: readonly string[]): StalePages {
  switch (kind) {
    case "navigation":
    case "footer_links":
      return { all: true };
    case "master_template":
      return { all: false, paths: key === "home" ? ["/"] : templatePaths };
    case "static_page":
      return { all: false, paths: isStaticPageKey(key) ? [STATIC_PAGE_PATHS[key]] : [] };
  }
}

/** Where staff see a document's draft as a shopper would: its page with `cmsPreview=1`. */
export function previewPathOf(
  kind: EditableContentKind,
  key: string,
  templatePaths: readonly string[],
): string {
  const page =
    kind === "static_page" && isStaticPageKey(key)
      ? STATIC_PAGE_PATHS[key]
      : kind === "master_template" && key !== "home"
        ? (templatePaths[0] ?? "/")
        : "/";
  return `${page}?cmsPreview=1`;
}

/** What staff call a document in the list. */
export function contentLabel(
  kind: EditableContentKind,
  key: string,
  title: string,
  brandName?: string,
): string {
  if (kind === "navigation") return key === "default" ? "Main navigation" : `${brandName ?? key} navigation`;
  if (kind === "master_template" && key === "home") return "Home page";
  if (kind === "master_template" && brandName) return `${brandName} sub-site`;
  return title || key;
}

const DAY_MS = 86_400_000;

/** Why a publish cannot be scheduled at `publishAt`, or null: it must be in the future, within a year. */
export function scheduleRefusal(publishAt: Date, now: Date) {
  if (publishAt.getTime() <= now.getTime()) return contentAdminProblems.scheduleInPast();
  if (publishAt.getTime() - now.getTime() > CONTENT_ADMIN.maxScheduleDays * DAY_MS) {
    return contentAdminProblems.scheduleTooFar();
  }
  return null;
}
