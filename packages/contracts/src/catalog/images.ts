import type { Silhouette } from "./article-types";
import type { ImageSize } from "./product-cards";

/** Pixel sizes of the generated product images (width × height, portrait 3:4). */
export const IMAGE_SIZES: Record<ImageSize, { width: number; height: number }> = {
  thumbnail: { width: 150, height: 200 },
  medium: { width: 360, height: 480 },
  large: { width: 900, height: 1200 },
};

export const IMAGE_VIEWS = ["front", "back", "detail"] as const;
export type ImageView = (typeof IMAGE_VIEWS)[number];

/**
 * Address of a generated product image. The picture is a pure function of the address
 * (garment silhouette × colour × view × size), so it is cached for a year.
 */
export function styleImageUrl(
  silhouette: Silhouette,
  colourCode: string,
  view: ImageView,
  size: ImageSize,
): string {
  return `/img/p/${silhouette}/${colourCode.replace("#", "").toLowerCase()}/${view}/${size}.webp`;
}

/** Address of the picture shown for a style without images (spec 2 §3: "a missing image is replaced by a placeholder"). */
export function placeholderImageUrl(size: ImageSize): string {
  return `/img/placeholder/${size}.webp`;
}

/** Address of a generated banner image for home and brand templates. */
export function bannerImageUrl(name: string, colourCode: string, size: "mobile" | "desktop"): string {
  return `/img/b/${name}/${colourCode.replace("#", "").toLowerCase()}/${size}.webp`;
}

/** Versions of a style's imported photographs by view (a hash of the pictures), when it has any. */
export type PhotoVersions = Partial<Record<ImageView, string>>;

/**
 * Address of an imported photograph of a style (decision 39). The version changes with the
 * picture, so the address is cached for a year like a generated one.
 */
export function stylePhotoUrl(styleId: number, view: ImageView, version: string, size: ImageSize): string {
  return `/img/s/${styleId}/${view}/${version}/${size}.webp`;
}
