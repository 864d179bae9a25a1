import type { BrandDetails } from "@odin/contracts";
import type { UIMatch } from "react-router";
import type { PageBrand } from "./header";

/**
 * Which header a page gets: the full header (default), the static minimal header (logo only), or
 * none (spec 2 §2: "a static minimal header is used on some pages, and the header can be hidden by
 * configuration"). A route module declares it with `export const handle = { header: "minimal" }`.
 */
export type HeaderVariant = "full" | "minimal" | "none";

const VARIANTS = new Set<string>(["full", "minimal", "none"]);

export function headerVariant(matches: readonly UIMatch[]): HeaderVariant {
  for (const match of [...matches].reverse()) {
    const wanted = (match.handle as { header?: unknown } | undefined)?.header;
    if (typeof wanted === "string" && VARIANTS.has(wanted)) return wanted as HeaderVariant;
  }
  return "full";
}

/** The brand journey's parent brand: the first parent brand or legal brand name (spec 2 §7). */
export function parentBrandOf(details: BrandDetails | undefined): string | undefined {
  return details?.parentBrandName || details?.legalBrandNames[0] || undefined;
}

/**
 * The brand of a brand page: the deepest route whose loader data carries `brandCode` (and, for the
 * brand with 8 navigation entries, `wideNavigation: true`; for the search's brand journey, the
 * brand's `brandDetails`).
 */
export function pageBrand(matches: readonly UIMatch[]): PageBrand | undefined {
  for (const match of [...matches].reverse()) {
    const data = match.loaderData as
      | { brandCode?: unknown; wideNavigation?: unknown; brandDetails?: BrandDetails }
      | null
      | undefined;
    if (data && typeof data === "object" && typeof data.brandCode === "string" && data.brandCode) {
      return {
        code: data.brandCode,
        wideNavigation: data.wideNavigation === true,
        parentBrand: parentBrandOf(data.brandDetails),
      };
    }
  }
  return undefined;
}
