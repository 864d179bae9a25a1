import { z } from "zod";
import { text } from "../shared/primitives";
import { RESERVED_TOP_LEVEL_PATHS } from "./constants";

/**
 * `GET /api/getType?typeId={path}` (spec 2 §2): what the catch-all route shows at a path. Listing
 * types are Collection, ProductListBanner and Brand; Style is a product page; the template types
 * are master templates.
 */
export const LISTING_PAGE_TYPES = ["Collection", "ProductListBanner", "Brand"] as const;
export const TEMPLATE_PAGE_TYPES = [
  "HomeTemplate",
  "BrandTemplate",
  "CollectionTemplate",
  "CategoryTemplate",
  "GenericTemplate",
  "BlogTemplate",
] as const;

export const pageType = z.enum([...LISTING_PAGE_TYPES, "Style", ...TEMPLATE_PAGE_TYPES]);
export type PageType = z.infer<typeof pageType>;

export const pageTypeQuery = z.object({
  typeId: text(300).min(1),
  /** Collection id: forces the Collection type (spec 2 §2). */
  cid: text(120).optional(),
});

export const pageTypeResponse = z.object({
  type: pageType,
  /** The same value under the spec's other name. */
  documentType: pageType,
  path: z.string(),
  title: z.string(),
  /**
   * Collection: its listing query; Brand: the brand code; Style: the style code; templates: the
   * template key.
   */
  reference: z.string(),
  /** Style id for Style pages; collection id (cid) for Collection pages. */
  id: z.string().optional(),
});
export type PageTypeResponse = z.infer<typeof pageTypeResponse>;

const RESERVED = new Set<string>(RESERVED_TOP_LEVEL_PATHS);

/** True when the first segment of a path is one the catch-all must never take (spec 2 §2). */
export function isReservedTopLevelPath(path: string): boolean {
  const [first = ""] = path.replace(/^\/+/, "").split(/[/?#]/, 1);
  return RESERVED.has(first.toLowerCase());
}

export const isListingPageType = (type: PageType): type is (typeof LISTING_PAGE_TYPES)[number] =>
  (LISTING_PAGE_TYPES as readonly string[]).includes(type);

export const isTemplatePageType = (type: PageType): type is (typeof TEMPLATE_PAGE_TYPES)[number] =>
  (TEMPLATE_PAGE_TYPES as readonly string[]).includes(type);
