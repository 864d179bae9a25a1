import sharp from "sharp";

/**
 * A picture as SVG layers. Soft things (backdrop gradients, blurred shadows) go in the base, which
 * may be drawn at a fraction of the final size and enlarged: librsvg's blur filter is slow at full
 * size and a soft layer loses nothing by being enlarged. Crisp things go in the overlay, drawn at
 * full size.
 */
export interface Picture {
  width: number;
  height: number;
  base: string;
  baseWidth: number;
  baseHeight: number;
  overlay?: string;
}

export const WEBP_QUALITY = 78;
/**
 * libwebp's effort (0–6; sharp's default is 4). At 2 a large picture encodes in about half the
 * time for files about a tenth bigger; a picture is encoded once and then served from caches.
 */
export const WEBP_EFFORT = 2;

/** Draws the layers and encodes the result as WebP. */
export async function rasteriseWebp(picture: Picture): Promise<Buffer> {
  const { width, height, base, baseWidth, baseHeight, overlay } = picture;
  let image = sharp(Buffer.from(base));
  if (baseWidth !== width || baseHeight !== height) {
    // Rasterise first: given an SVG, sharp would redraw it at the final size when resizing.
    const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
    image = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  }
  image = image.resize(width, height, { fit: "fill" });
  if (overlay) image = image.composite([{ input: Buffer.from(overlay) }]);
  return image.webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT }).toBuffer();
}
