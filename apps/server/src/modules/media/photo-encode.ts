import { createHash } from "node:crypto";
import { IMAGE_SIZES, type ImageSize } from "@odin/contracts";
import sharp from "sharp";
import { WEBP_QUALITY } from "./picture";

/** A photograph in the sizes the storefront asks for, and the version its addresses carry. */
export interface EncodedPhoto {
  version: string;
  sizes: Record<ImageSize, Buffer>;
}

/** Pixels above which an upload is refused before decoding (a 100-megapixel camera is far above any photo we need). */
const MAX_INPUT_PIXELS = 100_000_000;
const VERSION_LENGTH = 12;

/**
 * Re-encodes a photograph (JPEG, PNG, WebP, AVIF, TIFF) to WebP in every product picture size,
 * turned upright by its EXIF orientation and cropped to the 3:4 portrait frame around its centre.
 * Nothing of the original's metadata (camera, place, time) is kept: sharp writes none unless asked.
 * Throws when the bytes are not an image it can read.
 */
export async function encodePhoto(input: Buffer): Promise<EncodedPhoto> {
  const source = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" }).rotate();
  const entries = await Promise.all(
    (Object.entries(IMAGE_SIZES) as [ImageSize, { width: number; height: number }][]).map(
      async ([size, { width, height }]) => {
        const body = await source
          .clone()
          .resize(width, height, { fit: "cover", position: "centre" })
          .webp({ quality: WEBP_QUALITY })
          .toBuffer();
        return [size, body] as const;
      },
    ),
  );
  const sizes = Object.fromEntries(entries) as Record<ImageSize, Buffer>;
  const hash = createHash("sha256");
  for (const [, body] of entries) hash.update(body);
  return { version: hash.digest("hex").slice(0, VERSION_LENGTH), sizes };
}

/** The storage key of one size of a style's photograph. */
export function photoKey(styleId: number, view: string, version: string, size: ImageSize): string {
  return `styles/${styleId}/${view}/${version}/${size}.webp`;
}
