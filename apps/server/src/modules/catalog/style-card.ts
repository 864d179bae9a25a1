import {
  articleTypeBySlug,
  type ImageSize,
  type PhotoVersions,
  type ProductCard,
  placeholderImageUrl,
  styleImageUrl,
  stylePhotoUrl,
  styleUrl,
} from "@odin/contracts";

/** What a product card needs of a style (prices in paise). */
export interface StyleCardSource {
  id: number;
  code: string;
  slug: string;
  name: string;
  articleType: string;
  colour: string;
  colourCode: string;
  mrp: number;
  price: number;
  discountPercent: number;
  isNew: boolean;
  imageViews: string[];
  /** Imported photographs by view (decision 39); they take the place of the drawn pictures. */
  photos?: PhotoVersions | null;
}

/**
 * The front view of a style in each size: its photograph when one was imported, else its drawing;
 * the placeholder for a style without images.
 */
export function cardImagesOf(
  style: Pick<StyleCardSource, "id" | "imageViews" | "articleType" | "colourCode" | "photos">,
): ProductCard["images"] {
  const photo = style.photos?.front;
  if (photo) {
    const url = (size: ImageSize) => stylePhotoUrl(style.id, "front", photo, size);
    return { thumbnail: url("thumbnail"), medium: url("medium"), large: url("large") };
  }
  const silhouette = style.imageViews.includes("front")
    ? articleTypeBySlug(style.articleType)?.silhouette
    : undefined;
  const url = (size: ImageSize) =>
    silhouette ? styleImageUrl(silhouette, style.colourCode, "front", size) : placeholderImageUrl(size);
  return { thumbnail: url("thumbnail"), medium: url("medium"), large: url("large") };
}

/** A style as listings and carousels show it; a style without images gets the placeholder. */
export function toProductCard(style: StyleCardSource, brandName: string, inStock: boolean): ProductCard {
  return {
    styleId: style.id,
    styleName: style.name,
    brand: brandName,
    url: styleUrl(style.slug, style.code),
    images: cardImagesOf(style),
    colour: style.colour,
    colorCode: style.colourCode,
    mrp: style.mrp,
    price: style.price,
    discountInPercentage: style.discountPercent,
    isNew: style.isNew,
    inStock,
  };
}
