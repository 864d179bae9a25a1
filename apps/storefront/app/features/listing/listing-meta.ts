import type { MetaDescriptor } from "react-router";
import { imagePreloads } from "../../lib/image-preload";
import { SITE_NAME } from "../../lib/page-title";
import { breadcrumbJsonLd } from "../breadcrumbs/breadcrumbs";
import { firstRowImages } from "./first-row";
import { canonicalSearch } from "./listing-links";
import { listingDescription } from "./listing-text";
import type { ListingPageData } from "./load-listing";

/**
 * The canonical address of a listing: its path plus only the keys that change which styles it holds
 * (no sort, no page, no delivery or store filter; multi values in a fixed order).
 */
export function listingCanonicalUrl(data: Pick<ListingPageData, "path" | "search">, origin: string): string {
  return new URL(`${data.path}${canonicalSearch(data.search)}`, origin).href;
}

/** schema.org ItemList of the product addresses shown on the page, in order. */
export function itemListJsonLd(data: Pick<ListingPageData, "listing">, origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: data.listing.title,
    numberOfItems: data.listing.styles.styleList.length,
    itemListElement: data.listing.styles.styleList.map((card, index) => ({
      "@type": "ListItem",
      position: index + 1,
      url: new URL(card.url, origin).href,
    })),
  };
}

/**
 * Title, description, canonical link, Open Graph tags and JSON-LD of a listing page, and the
 * preloads of its first row's images.
 */
export function listingMeta(data: ListingPageData, origin: string): MetaDescriptor[] {
  const { listing } = data;
  const title = `${listing.title} | ${SITE_NAME}`;
  const description = listingDescription(listing.title, listing.totalElements);
  const canonical = listingCanonicalUrl(data, origin);
  const { image } = data;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonical },
    ...imagePreloads(firstRowImages(listing.styles.styleList)),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
    ...(image ? [{ property: "og:image", content: new URL(image, origin).href }] : []),
    ...(data.personalised ? [{ name: "robots", content: "noindex" }] : []),
    { "script:ld+json": itemListJsonLd(data, origin) },
    ...(data.breadcrumbs.length > 1
      ? [{ "script:ld+json": breadcrumbJsonLd(data.breadcrumbs, origin) }]
      : []),
  ];
}
