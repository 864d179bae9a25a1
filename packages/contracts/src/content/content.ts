import { z } from "zod";
import { text } from "../shared/primitives";
import { STATIC_PAGE_KEYS } from "./constants";
import { TEMPLATE_PAGE_TYPES } from "./page-type";

/** Navigation node types of spec 2 §2 "Header (desktop)". */
export const navNodeType = z.enum(["collapsible", "sub_header", "button_with_border"]);

export const navLevel3 = z.object({
  name: z.string(),
  url: z.string(),
  nodeType: navNodeType,
});

export const navLevel2 = z.object({
  name: z.string(),
  url: z.string(),
  nodeType: navNodeType,
  level3: z.array(navLevel3),
});

export const navLevel1 = z.object({
  name: z.string(),
  url: z.string(),
  bannerImage: z.string().optional(),
  bannerUrl: z.string().optional(),
  isMenuOpen: z.boolean().default(false),
  level2: z.array(navLevel2),
});

export const navigation = z.object({
  menu: z.object({ level1: z.array(navLevel1) }),
  logos: z.array(z.object({ brandImage: z.string(), alt: z.string(), url: z.string() })),
  metaData: z.object({ topBandMessage: z.string(), topBandUrl: z.string() }),
});
export type Navigation = z.infer<typeof navigation>;
export type NavLevel1 = z.infer<typeof navLevel1>;

export const platform = z.enum(["desktop", "mobile"]);
export type Platform = z.infer<typeof platform>;

export const headerQuery = z.object({
  platform: platform.default("desktop"),
  brand: text(40).optional(),
});

/** Footer link tree (spec 2 §3): nodes with label, url, children. */
export interface FooterLink {
  label: string;
  url: string;
  children: FooterLink[];
}
export const footerLink: z.ZodType<FooterLink> = z.object({
  label: z.string(),
  url: z.string(),
  get children() {
    return z.array(footerLink);
  },
});

export const footerSeoDoc = z.object({
  footerTitle: z.string(),
  /** Sanitised HTML: paragraphs, lists, links and emphasis only. */
  footerDescription: z.string(),
  alignment: z.enum(["VERTICAL", "HORIZONTAL"]),
});

export const footerLinks = z.object({
  links: z.array(footerLink),
  footerSeoList: z.array(footerSeoDoc),
  copyright: z.string(),
});
export type FooterLinks = z.infer<typeof footerLinks>;

export const footerLinksQuery = z.object({ url: text(253).optional() });

/** A product carousel asks the listing for styles matching a query string (spec 2 filter keys). */
export const productCarouselSection = z.object({
  type: z.literal("product_carousel"),
  title: z.string(),
  /** Listing query, e.g. "na&sort=newest" or "f-br=nw". */
  query: z.string(),
  limit: z.number().int().min(1).max(20).default(20),
  viewAllUrl: z.string(),
});

export const bannerSlide = z.object({
  image: z.string(),
  alt: z.string(),
  url: z.string(),
  title: z.string(),
  subtitle: z.string().optional(),
});

export const bannerCarouselSection = z.object({
  type: z.literal("banner_carousel"),
  slides: z.array(bannerSlide).min(1),
});

export const tileGridSection = z.object({
  type: z.literal("tile_grid"),
  title: z.string(),
  tiles: z.array(z.object({ image: z.string(), alt: z.string(), url: z.string(), label: z.string() })),
});

export const richTextSection = z.object({
  type: z.literal("rich_text"),
  title: z.string(),
  html: z.string(),
});

export const templateSection = z.discriminatedUnion("type", [
  bannerCarouselSection,
  productCarouselSection,
  tileGridSection,
  richTextSection,
]);
export type TemplateSection = z.infer<typeof templateSection>;

export const templateType = z.enum(["BaseTemplate", ...TEMPLATE_PAGE_TYPES]);

/** Brand page and master template (spec 2 §3 "Brand page"). */
export const masterTemplate = z.object({
  templateType: templateType.default("BaseTemplate"),
  brandId: z.string().default("home"),
  title: z.string(),
  metaDescription: z.string(),
  legalBrandNames: z.array(z.string()).default([]),
  urlPrefix: z.string().default(""),
  previewMode: z.boolean().default(false),
  isShareable: z.boolean().default(false),
  isFavoritable: z.boolean().default(false),
  shareImage: z.string().optional(),
  isDesktop: z.boolean().default(true),
  sections: z.array(templateSection),
});
export type MasterTemplate = z.infer<typeof masterTemplate>;

export const masterTemplateQuery = z.object({
  templateType: templateType.default("HomeTemplate"),
  brandId: text(40).default("home"),
  platform: platform.default("desktop"),
  cmsPreview: z.enum(["0", "1"]).optional(),
});

/** Static page texts (who we are, customer care, terms, privacy). */
export const staticPage = z.object({ title: z.string(), description: z.string() });
export type StaticPage = z.infer<typeof staticPage>;

export const staticPageParams = z.object({ page: z.enum(STATIC_PAGE_KEYS) });
