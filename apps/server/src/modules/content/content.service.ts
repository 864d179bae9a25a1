import {
  contentProblems,
  type FooterLinks,
  fail,
  footerLinks,
  isSafeHtml,
  type MasterTemplate,
  masterTemplate,
  type Navigation,
  navigation,
  ok,
  type Platform,
  type StaticPage,
  type StaticPageKey,
  type StorefrontServices,
  staticPage,
} from "@odin/contracts";
import type { Database } from "@odin/db";
import type { FastifyBaseLogger } from "fastify";
import { TtlCache } from "../../platform/ttl-cache";
import { findDocument } from "./content.repo";
import type { ContentChanges } from "./content-changes";

export type ContentService = StorefrontServices["content"];

const CONTENT_TTL_MS = 30_000;

/**
 * Editorial content: navigation trees, footer, master templates, static pages. Read often, changed
 * rarely: kept in process until the content change feed says a published document changed (or 30 s
 * at most). Previews (drafts) are never cached.
 */
export function createContentService(
  db: Database,
  log: FastifyBaseLogger,
  changes: ContentChanges,
): ContentService {
  const cache = new TtlCache<unknown>(CONTENT_TTL_MS);
  changes.subscribe(() => cache.clear());

  async function navigationFor(platform: Platform, brand?: string, preview = false): Promise<Navigation> {
    const branded = brand
      ? await findDocument(db, { kind: "navigation", key: brand, platform, preview })
      : null;
    const data =
      branded ?? (await findDocument(db, { kind: "navigation", key: "default", platform, preview }));
    if (!data) throw new Error("The default navigation document is missing; seed the store.");
    return navigation.parse(data);
  }

  async function footerFor(): Promise<FooterLinks> {
    const data = await findDocument(db, {
      kind: "footer_links",
      key: "default",
      platform: "all",
      preview: false,
    });
    if (!data) throw new Error("The footer document is missing; seed the store.");
    const parsed = footerLinks.parse(data);
    const footerSeoList = parsed.footerSeoList.filter((doc) => {
      if (isSafeHtml(doc.footerDescription)) return true;
      log.warn({ footerTitle: doc.footerTitle }, "footer SEO document dropped: its HTML is not allowed");
      return false;
    });
    return { ...parsed, footerSeoList };
  }

  return {
    navigation: (platform, brand, preview) =>
      preview
        ? navigationFor(platform, brand, true)
        : (cache.get(`nav:${platform}:${brand ?? ""}`, () =>
            navigationFor(platform, brand),
          ) as Promise<Navigation>),
    // One footer serves every host of the tenant; the host parameter is accepted for brand sub-sites.
    footer: () => cache.get("footer", footerFor) as Promise<FooterLinks>,
    masterTemplate: async (query) => {
      const key = query.brandId;
      const load = async () => {
        const data = await findDocument(db, {
          kind: "master_template",
          key,
          platform: query.platform,
          preview: query.preview,
        });
        return data ? masterTemplate.parse(data) : null;
      };
      // Previews are never cached: editors expect to see their change at once.
      const template = query.preview
        ? await load()
        : ((await cache.get(`template:${key}:${query.platform}`, load)) as MasterTemplate | null);
      return template ? ok(template) : fail(contentProblems.unknownTemplate());
    },
    staticPage: async (key: StaticPageKey, preview = false) => {
      const load = async () => {
        const data = await findDocument(db, { kind: "static_page", key, platform: "all", preview });
        if (!data) return null;
        const page = staticPage.parse(data);
        if (isSafeHtml(page.description)) return page;
        log.warn({ staticPage: key }, "static page dropped: its HTML is not allowed");
        return null;
      };
      const page = preview ? await load() : ((await cache.get(`static:${key}`, load)) as StaticPage | null);
      return page ? ok(page) : fail(contentProblems.unknownStaticPage());
    },
  };
}
