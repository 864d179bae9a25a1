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

export type ContentService = StorefrontServices["content"];

const CONTENT_TTL_MS = 30_000;

/** Editorial content: navigation trees, footer, master templates, static pages. Read often, changed rarely. */
export function createContentService(db: Database, log: FastifyBaseLogger): ContentService {
  const cache = new TtlCache<unknown>(CONTENT_TTL_MS);

  async function navigationFor(platform: Platform, brand?: string): Promise<Navigation> {
    const branded = brand
      ? await findDocument(db, { kind: "navigation", key: brand, platform, preview: false })
      : null;
    const data =
      branded ?? (await findDocument(db, { kind: "navigation", key: "default", platform, preview: false }));
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
    navigation: (platform, brand) =>
      cache.get(`nav:${platform}:${brand ?? ""}`, () =>
        navigationFor(platform, brand),
      ) as Promise<Navigation>,
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
    staticPage: async (key: StaticPageKey) => {
      const load = async () => {
        const data = await findDocument(db, { kind: "static_page", key, platform: "all", preview: false });
        if (!data) return null;
        const page = staticPage.parse(data);
        if (isSafeHtml(page.description)) return page;
        log.warn({ staticPage: key }, "static page dropped: its HTML is not allowed");
        return null;
      };
      const page = (await cache.get(`static:${key}`, load)) as StaticPage | null;
      return page ? ok(page) : fail(contentProblems.unknownStaticPage());
    },
  };
}
