import { createHash } from "node:crypto";
import { IMAGE_SIZES, type ImageSize } from "@odin/contracts";
import sharp from "sharp";
import { WEBP_QUALITY } from "./picture";

/** A photograph in the sizes the storefront asks for, and the version its addresses carry. */
export interface EncodedPhoto {
  version: string;
  sizes: Record<ImageSize, Buffer>;
}

const VERSION_LENGTH = 12;

/**
 * A picture's width and height read from its header, without decoding it: what both an imported
 * product photograph and a shopper's review photo are checked against before sharp decodes them.
 * Undefined when the header is unreadable or names no size.
 */
export async function photoDimensions(input: Buffer): Promise<{ width: number; height: number } | undefined> {
  try {
    const { width, height } = await sharp(input).metadata();
    return width > 0 && height > 0 ? { width, height } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Re-encodes a photograph (JPEG, PNG, WebP, AVIF, TIFF) of at most `maxPixels` to WebP in every
 * product picture size, turned upright by its EXIF orientation and cropped to the 3:4 portrait
 * frame around its centre. Each size decodes the photograph again, so they are made one after the
 * other: one decoded photograph in memory at a time. Nothing of the original's metadata (camera,
 * place, time) is kept: sharp writes none unless asked. Throws when the bytes are not an image it
 * can read, or one of more pixels.
 */
export async function encodePhoto(input: Buffer, maxPixels: number): Promise<EncodedPhoto> {
  const source = sharp(input, { limitInputPixels: maxPixels, failOn: "error" }).rotate();
  const entries: (readonly [ImageSize, Buffer])[] = [];
  for (const [size, { width, height }] of Object.entries(IMAGE_SIZES) as [
    ImageSize,
    { width: number; height: number },
  ][]) {
    const body = await source
      .clone()
      .resize(width, height, { fit: "cover", position: "centre" })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
    entries.push([size, body]);
  }
  const sizes = Object.fromEntries(entries) as Record<ImageSize, Buffer>;
  const hash = createHash("sha256");
  for (const [, body] of entries) hash.update(body);
  return { version: hash.digest("hex").slice(0, VERSION_LENGTH), sizes };
}

/** The storage key of one size of a style's photograph. */
export function photoKey(styleId: number, view: string, version: string, size: ImageSize): string {
  return `styles/${styleId}/${view}/${version}/${size}.webp`;
}
