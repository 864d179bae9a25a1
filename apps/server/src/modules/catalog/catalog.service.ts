import {
  articleTypeBySlug,
  type CarouselResponse,
  type ImageSize,
  type ProductCard,
  placeholderImageUrl,
  styleImageUrl,
  styleUrl,
} from "@odin/contracts";
import type { Database } from "@odin/db";
import { findStyleCards, type StyleCardRow } from "./catalog.repo";
import { parseListingQuery } from "./listing-query";

export interface CatalogService {
  carousel(query: string, limit: number): Promise<CarouselResponse>;
}

function imagesOf(row: StyleCardRow): ProductCard["images"] {
  const silhouette = row.imageViews.includes("front")
    ? articleTypeBySlug(row.articleType)?.silhouette
    : undefined;
  const url = (size: ImageSize) =>
    silhouette ? styleImageUrl(silhouette, row.colourCode, "front", size) : placeholderImageUrl(size);
  return { thumbnail: url("thumbnail"), medium: url("medium"), large: url("large") };
}

export function toProductCard(row: StyleCardRow): ProductCard {
  return {
    styleId: row.id,
    styleName: row.name,
    brand: row.brandName,
    url: styleUrl(row.slug, row.code),
    images: imagesOf(row),
    colour: row.colour,
    colorCode: row.colourCode,
    mrp: row.mrp,
    price: row.price,
    discountInPercentage: row.discountPercent,
    isNew: row.isNew,
    inStock: row.inStock,
  };
}

export function createCatalogService(db: Database): CatalogService {
  return {
    async carousel(query, limit) {
      const rows = await findStyleCards(db, parseListingQuery(query), limit);
      return { styles: { styleList: rows.map(toProductCard) }, totalElements: rows[0]?.total ?? 0 };
    },
  };
}
