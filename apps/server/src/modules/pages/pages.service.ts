import {
  fail,
  isReservedTopLevelPath,
  ok,
  type PageTypeResponse,
  pagesProblems,
  pageType,
  STYLE_PATH_PATTERN,
  type StorefrontServices,
} from "@odin/contracts";
import type { Database } from "@odin/db";
import { TtlCache } from "../../platform/ttl-cache";
import { findPageRoutes, findStyleByCode, type PageRouteRow } from "./pages.repo";

export type PagesService = StorefrontServices["pages"] & {
  /** The page routes whose type the storefront can show (for sitemaps). */
  routes(): Promise<PageTypeResponse[]>;
};

/** How long an instance keeps the page-route table before reading it again. */
const ROUTES_TTL_MS = 60_000;

/** `ethnic-wear/` → `/ethnic-wear`; drops a query or fragment that came along with the path. */
export function normalisePath(typeId: string): string {
  const [bare = ""] = typeId.split(/[?#]/, 1);
  const trimmed = (bare.startsWith("/") ? bare : `/${bare}`).replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

function toPageType(row: PageRouteRow): PageTypeResponse | null {
  const type = pageType.safeParse(row.type);
  if (!type.success || type.data === "Style") return null;
  const isCollection = type.data === "Collection" || type.data === "ProductListBanner";
  return {
    type: type.data,
    documentType: type.data,
    path: row.path,
    title: row.title,
    reference: row.reference,
    ...(isCollection ? { id: row.path.slice(1) } : {}),
  };
}

/**
 * Page types of the catch-all route (spec 2 §2). A style-shaped path is a Style or nothing; a `cid`
 * forces the Collection it names; otherwise the page-route table, kept in process, answers.
 */
export function createPagesService(db: Database, ttlMs = ROUTES_TTL_MS): PagesService {
  const cache = new TtlCache<Map<string, PageTypeResponse>>(ttlMs, 1);

  const table = () =>
    cache.get("routes", async () => {
      const byPath = new Map<string, PageTypeResponse>();
      for (const row of await findPageRoutes(db)) {
        const page = toPageType(row);
        if (page && !isReservedTopLevelPath(page.path)) byPath.set(page.path, page);
      }
      return byPath;
    });

  async function stylePage(path: string, code: string): Promise<PageTypeResponse | null> {
    const style = await findStyleByCode(db, code);
    if (!style) return null;
    return {
      type: "Style",
      documentType: "Style",
      path,
      title: style.name,
      reference: style.code,
      id: String(style.id),
    };
  }

  async function collectionPage(path: string, cid: string): Promise<PageTypeResponse | null> {
    const collection = (await table()).get(`/${cid}`);
    if (collection?.type !== "Collection" && collection?.type !== "ProductListBanner") return null;
    return { ...collection, type: "Collection", documentType: "Collection", path, id: cid };
  }

  async function pageAt(path: string, cid: string | undefined): Promise<PageTypeResponse | null> {
    if (path === "/" || isReservedTopLevelPath(path)) return null;
    const styleCode = STYLE_PATH_PATTERN.exec(path)?.[1];
    if (styleCode) return stylePage(path, styleCode);
    if (cid) return collectionPage(path, cid);
    return (await table()).get(path) ?? null;
  }

  return {
    async pageType(typeId, cid) {
      const path = normalisePath(typeId);
      const page = await pageAt(path, cid);
      return page ? ok(page) : fail(pagesProblems.unknownPage());
    },
    routes: async () => [...(await table()).values()],
  };
}
