import { LISTING_PAGE_TYPES, type PageTypeResponse, styleUrl, TEMPLATE_PAGE_TYPES } from "@odin/contracts";
import type { Database } from "@odin/db";
import type { PagesService } from "../pages";
import { countStyles, findContentChanges, findStylePage } from "./seo.repo";
import { type SitemapEntry, sitemapIndex, urlSet } from "./sitemap-xml";

/** Styles per sitemap file: 100,000 styles make 10 files. // value not given by the spec */
export const STYLES_PER_SITEMAP = 10_000;

/** Public pages outside the page-route table, with the content document that holds their text. */
const FIXED_PAGES: readonly { path: string; document?: string }[] = [
  { path: "/", document: "master_template:home" },
  { path: "/whoweare", document: "static_page:whoweare" },
  { path: "/customercare", document: "static_page:customercare" },
  { path: "/termsconditions", document: "static_page:terms" },
  { path: "/privacypolicy", document: "static_page:privacy" },
  { path: "/contactus", document: "static_page:contactus" },
  { path: "/store-locator" },
  { path: "/apps", document: "static_page:apps" },
];

export const SITEMAP_FILES = {
  brands: "brands.xml",
  collections: "collections.xml",
  pages: "pages.xml",
  styles: (page: number) => `styles-${page}.xml`,
} as const;

export type Sitemaps = ReturnType<typeof createSitemaps>;

/** The sitemap index and its files: styles in pages, brands, collections, and templates with fixed pages. */
export function createSitemaps(
  db: Database,
  pages: Pick<PagesService, "routes">,
  stylesPerFile = STYLES_PER_SITEMAP,
) {
  const at = (origin: string, path: string) => new URL(path, origin).href;
  const file = (origin: string, name: string) => at(origin, `/sitemaps/${name}`);

  async function routesOf(types: readonly string[]): Promise<PageTypeResponse[]> {
    return (await pages.routes())
      .filter((route) => types.includes(route.type))
      .sort((a, b) => a.path.localeCompare(b.path));
  }

  return {
    async index(origin: string): Promise<string> {
      const files = Math.ceil((await countStyles(db)) / stylesPerFile);
      const names = [
        ...Array.from({ length: files }, (_, index) => SITEMAP_FILES.styles(index + 1)),
        SITEMAP_FILES.brands,
        SITEMAP_FILES.collections,
        SITEMAP_FILES.pages,
      ];
      return sitemapIndex(names.map((name) => ({ loc: file(origin, name) })));
    },

    /** Page `page` (from 1) of the styles, or null past the last page. */
    async styles(origin: string, page: number): Promise<string | null> {
      const rows = await findStylePage(db, (page - 1) * stylesPerFile, stylesPerFile);
      if (rows.length === 0) return null;
      return urlSet(
        rows.map((row) => ({ loc: at(origin, styleUrl(row.slug, row.code)), lastmod: row.createdAt })),
      );
    },

    async brands(origin: string): Promise<string> {
      const [brands, changes] = await Promise.all([routesOf(["Brand"]), findContentChanges(db)]);
      return urlSet([
        { loc: at(origin, "/brandslist") },
        ...brands.map((route) => ({
          loc: at(origin, route.path),
          lastmod: changes.get(`master_template:${route.reference}`),
        })),
      ]);
    },

    async collections(origin: string): Promise<string> {
      const collections = await routesOf(LISTING_PAGE_TYPES.filter((type) => type !== "Brand"));
      return urlSet(collections.map((route) => ({ loc: at(origin, route.path) })));
    },

    async pages(origin: string): Promise<string> {
      const [templates, changes] = await Promise.all([routesOf(TEMPLATE_PAGE_TYPES), findContentChanges(db)]);
      const entries: SitemapEntry[] = [
        ...FIXED_PAGES.map(({ path, document }) => ({
          loc: at(origin, path),
          lastmod: document ? changes.get(document) : undefined,
        })),
        ...templates.map((route) => ({
          loc: at(origin, route.path),
          lastmod: changes.get(`master_template:${route.reference}`),
        })),
      ];
      return urlSet(entries);
    },
  };
}
