/** What the storefront's pages may ask of the content services through the load context, and why they refuse. */
import type { Result } from "../result";
import type { StaticPageKey } from "./constants";
import type { FooterLinks, MasterTemplate, Navigation, Platform, StaticPage } from "./content";
import type { PageTypeResponse } from "./page-type";
import type { ContentProblem, PagesProblem } from "./problems";

/** What the storefront's pages may ask of the content service. */
export interface ContentPageService {
  /** With `preview`, the navigation's draft when it has one (a `cmsPreview=1` page, decision 71). */
  navigation(platform: Platform, brand?: string, preview?: boolean): Promise<Navigation>;
  footer(host?: string): Promise<FooterLinks>;
  masterTemplate(query: {
    templateType: MasterTemplate["templateType"];
    brandId: string;
    platform: Platform;
    preview: boolean;
  }): Promise<Result<MasterTemplate, ContentProblem>>;
  /** A static page's text (spec 2 §7), or `unknownStaticPage` when its document is missing. */
  staticPage(key: StaticPageKey, preview?: boolean): Promise<Result<StaticPage, ContentProblem>>;
}

/** What the storefront's pages may ask of the pages service. */
export interface PagesPageService {
  /** The page type of a path (spec 2 §2). */
  pageType(path: string, cid?: string): Promise<Result<PageTypeResponse, PagesProblem>>;
}

/** This domain's part of the load context's services (storefront-services.ts). */
declare module "../storefront-services" {
  interface StorefrontServices {
    content: ContentPageService;
    pages: PagesPageService;
  }
}
