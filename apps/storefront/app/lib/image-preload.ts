import type { TemplateSection } from "@odin/contracts";
import type { MetaDescriptor } from "react-router";

/**
 * The head's preloads of the images a page draws first with `fetchPriority="high"` (its likely
 * largest contentful paint), so the browser fetches them at once instead of when it has parsed the
 * page down to them. React's server renderer wrote these by itself; Preact's does not (decision 76).
 * The `<img>` elements stay eager, at high priority, with their width and height.
 */
export function imagePreloads(hrefs: readonly (string | undefined)[]): MetaDescriptor[] {
  return hrefs.flatMap((href) =>
    href ? [{ tagName: "link", rel: "preload", as: "image", href, fetchPriority: "high" }] : [],
  );
}

/**
 * The image template sections draw first at high priority (`TemplateSections`): the first slide of
 * the banner carousel that opens them, if one does.
 */
export function openingBannerImage(sections: readonly TemplateSection[]): string | undefined {
  const first = sections[0];
  return first?.type === "banner_carousel" ? first.slides[0]?.image : undefined;
}
