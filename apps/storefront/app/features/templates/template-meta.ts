import type { MetaDescriptor } from "react-router";
import { imagePreloads, openingBannerImage } from "../../lib/image-preload";
import { pageTitle, SITE_NAME } from "../../lib/page-title";
import type { TemplatePageData } from "./load-template";

/** The picture that represents the page when shared: the share image, else the first banner. */
function shareImage(data: TemplatePageData): string | undefined {
  if (data.template.shareImage) return data.template.shareImage;
  const banner = data.sections.find((section) => section.type === "banner_carousel");
  return banner?.type === "banner_carousel" ? banner.slides[0]?.image : undefined;
}

/**
 * Title, description, canonical address, the preload of its opening banner's image and Open Graph
 * tags of a master-template page.
 */
export function templateMeta(data: TemplatePageData): MetaDescriptor[] {
  const title = pageTitle(data.heading);
  const description = data.template.metaDescription;
  const canonical = new URL(data.path, data.origin).href;
  const image = shareImage(data);
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonical },
    ...imagePreloads([openingBannerImage(data.sections)]),
    { property: "og:type", content: data.template.templateType === "BlogTemplate" ? "article" : "website" },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
    ...(image ? [{ property: "og:image", content: new URL(image, data.origin).href }] : []),
    ...(data.preview ? [{ name: "robots", content: "noindex" }] : []),
  ];
}

/**
 * A brand page is a listing under the brand's template: the listing's tags (canonical address,
 * JSON-LD, its first row's preloads) with the template's description and share image, and the
 * preload of the template's opening banner.
 */
export function withBrandTemplateMeta(listing: MetaDescriptor[], data: TemplatePageData): MetaDescriptor[] {
  const description = data.template.metaDescription;
  const image = shareImage(data);
  const replaced = listing
    .filter((tag) => !(image && "property" in tag && tag.property === "og:image"))
    .map((tag): MetaDescriptor => {
      if ("name" in tag && tag.name === "description") return { ...tag, content: description };
      if ("property" in tag && tag.property === "og:description") return { ...tag, content: description };
      return tag;
    });
  return [
    ...imagePreloads([openingBannerImage(data.sections)]),
    ...replaced,
    ...(image ? [{ property: "og:image", content: new URL(image, data.origin).href }] : []),
    ...(data.preview ? [{ name: "robots", content: "noindex" }] : []),
  ];
}
