import { CURRENCY, IMAGE_SIZES, type ProductDetail } from "@odin/contracts";
import type { MetaDescriptor } from "react-router";
import { imagePreloads } from "../../lib/image-preload";
import { SITE_NAME } from "../../lib/page-title";
import { breadcrumbJsonLd } from "../breadcrumbs/breadcrumbs";
import type { ProductPageData } from "./load-product";

const DESCRIPTION_MAX_CHARS = 160;

/** Integer paise as a decimal rupee string for structured data: 129900 → "1299.00". */
export function rupeeAmount(paise: number): string {
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, "0")}`;
}

/** Cuts at a word boundary, with an ellipsis, to fit a meta description. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), 0)) || cut}…`;
}

export function productTitle(product: ProductDetail): string {
  return `${product.brandName} ${product.name} | ${SITE_NAME}`;
}

function productDescription(product: ProductDetail): string {
  return clip(`${product.brandName} ${product.name}. ${product.story}`.trim(), DESCRIPTION_MAX_CHARS);
}

/** schema.org Product: the selling price as the offer, the MRP as its list price. */
export function productJsonLd(data: ProductPageData, origin: string) {
  const { product } = data;
  const { average, count } = product.rating;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: product.story,
    image: product.images.map((set) => new URL(set.large, origin).href),
    sku: product.code,
    color: product.colour,
    category: product.articleTypeName,
    brand: { "@type": "Brand", name: product.brandName },
    ...(data.flags.ratings && count > 0
      ? { aggregateRating: { "@type": "AggregateRating", ratingValue: average, ratingCount: count } }
      : {}),
    offers: {
      "@type": "Offer",
      url: new URL(product.url, origin).href,
      priceCurrency: CURRENCY.code,
      price: rupeeAmount(product.price),
      availability: product.inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      itemCondition: "https://schema.org/NewCondition",
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        priceType: "https://schema.org/ListPrice",
        price: rupeeAmount(product.mrp),
        priceCurrency: CURRENCY.code,
      },
    },
  };
}

/**
 * Title, description, canonical address, the preload of the gallery's first image (drawn at high
 * priority), Open Graph and the JSON-LD of a product page.
 */
export function productMeta(data: ProductPageData, origin: string): MetaDescriptor[] {
  const { product } = data;
  const url = new URL(product.url, origin).href;
  const title = productTitle(product);
  const description = productDescription(product);
  const image = product.images[0];
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...imagePreloads([image?.large]),
    { property: "og:type", content: "product" },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    ...(image
      ? [
          { property: "og:image", content: new URL(image.large, origin).href },
          { property: "og:image:width", content: String(IMAGE_SIZES.large.width) },
          { property: "og:image:height", content: String(IMAGE_SIZES.large.height) },
        ]
      : []),
    { property: "product:price:amount", content: rupeeAmount(product.price) },
    { property: "product:price:currency", content: CURRENCY.code },
    { "script:ld+json": productJsonLd(data, origin) },
    ...(product.breadcrumbs.length > 1
      ? [{ "script:ld+json": breadcrumbJsonLd(product.breadcrumbs, origin) }]
      : []),
  ];
}
