import type { MasterTemplate, Platform } from "@odin/contracts";
import { RENDER_CACHE, requestPlatform } from "@odin/contracts";
import type { AppLoadContext } from "react-router";
import { type ResolvedSection, resolveSections } from "./resolve-sections";

/** Everything a master-template page renders. */
export interface TemplatePageData {
  template: Pick<
    MasterTemplate,
    "templateType" | "brandId" | "title" | "metaDescription" | "shareImage" | "legalBrandNames"
  >;
  /** The page heading: the page's own title when it has one, else the template's. */
  heading: string;
  sections: ResolvedSection[];
  platform: Platform;
  /** Shown with cmsPreview=1: the unpublished document, never indexed or shared. */
  preview: boolean;
  path: string;
  origin: string;
}

export interface LoadTemplateArgs {
  request: Request;
  context: AppLoadContext;
  templateType: MasterTemplate["templateType"];
  brandId: string;
  heading?: string;
}

const OTHER: Record<Platform, Platform> = { desktop: "mobile", mobile: "desktop" };

/** `cmsPreview=1` asks for the preview document (spec 2 §7). */
export function isPreviewRequest(url: URL): boolean {
  return url.searchParams.get("cmsPreview") === "1";
}

/**
 * Loads a master template for the request's platform (the other platform's variant when there is
 * none) and the products of its carousels. Null when neither variant exists.
 */
export async function loadTemplate(args: LoadTemplateArgs): Promise<TemplatePageData | null> {
  const { request, context, templateType, brandId } = args;
  const url = new URL(request.url);
  const preview = isPreviewRequest(url);
  const wanted = requestPlatform(request.headers);
  const find = (platform: Platform) =>
    context.services.content.masterTemplate({ templateType, brandId, platform, preview });
  const first = await find(wanted);
  const found = first.ok ? first : await find(OTHER[wanted]);
  if (!found.ok) return null;
  const template = found.value;
  const sections = await resolveSections(template, context.services.catalog, context.log);
  const { title, metaDescription, shareImage, legalBrandNames } = template;
  return {
    template: {
      templateType: template.templateType,
      brandId,
      title,
      metaDescription,
      shareImage,
      legalBrandNames,
    },
    heading: args.heading ?? title,
    sections,
    platform: wanted,
    preview,
    path: url.pathname,
    origin: url.origin,
  };
}

/** Shared caches keep a template page for the default render TTL (spec 2 §9); never a preview. */
export function templateCacheControl(data: Pick<TemplatePageData, "preview">): string {
  return data.preview ? "private, no-store" : `public, max-age=0, s-maxage=${RENDER_CACHE.defaultTtlSeconds}`;
}
