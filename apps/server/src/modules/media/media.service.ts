import { createHash } from "node:crypto";
import {
  bannerImageUrl,
  IMAGE_SIZES,
  type ImageSize,
  type ImageView,
  placeholderImageUrl,
  type Silhouette,
  styleImageUrl,
} from "@odin/contracts";
import { BANNER_SIZES, type BannerSize, bannerSvg } from "./banners";
import { ByteLru } from "./byte-lru";
import { type Picture, rasteriseWebp } from "./picture";
import { placeholderSvg } from "./placeholder";
import { silhouettePicture } from "./silhouettes";

/** One picture the project draws itself; the routes build these from the image address. */
export type ImageRequest =
  | { kind: "product"; silhouette: Silhouette; colour: string; view: ImageView; size: ImageSize }
  | { kind: "banner"; name: string; colour: string; size: BannerSize }
  | { kind: "placeholder"; size: ImageSize };

export interface RenderedImage {
  body: Buffer;
  /** Strong validator derived from the bytes, quoted as the `ETag` header wants it. */
  etag: string;
  byteLength: number;
}

export interface MediaStats {
  renders: number;
  hits: number;
  entries: number;
  bytes: number;
}

export interface MediaService {
  render(request: ImageRequest): Promise<RenderedImage>;
  stats(): MediaStats;
}

/** Turns the drawn layers into the encoded picture (WebP by default). */
export type Rasterise = (picture: Picture) => Promise<Buffer>;

export const DEFAULT_CACHE_BYTES = 64 * 1024 * 1024;

/** The same request with its colour as six lowercase hex digits without `#`. */
function canonical(request: ImageRequest): ImageRequest {
  return request.kind === "placeholder"
    ? request
    : { ...request, colour: request.colour.replace("#", "").toLowerCase() };
}

/** The canonical address of a picture, also its cache key. */
export function imageKey(request: ImageRequest): string {
  switch (request.kind) {
    case "product":
      return styleImageUrl(request.silhouette, request.colour, request.view, request.size);
    case "banner":
      return bannerImageUrl(request.name, request.colour, request.size);
    case "placeholder":
      return placeholderImageUrl(request.size);
  }
}

function fullSize(svg: string, size: { width: number; height: number }): Picture {
  return { ...size, base: svg, baseWidth: size.width, baseHeight: size.height };
}

/** The drawing of a picture, as SVG layers at their pixel sizes. */
export function imagePicture(request: ImageRequest): Picture {
  switch (request.kind) {
    case "product":
      return silhouettePicture(request.silhouette, request.colour, request.view, IMAGE_SIZES[request.size]);
    case "banner":
      return fullSize(bannerSvg(request.name, request.colour, request.size), BANNER_SIZES[request.size]);
    case "placeholder":
      return fullSize(placeholderSvg(IMAGE_SIZES[request.size]), IMAGE_SIZES[request.size]);
  }
}

/**
 * Renders pictures on demand and keeps the encoded bytes in a byte-bounded LRU cache; concurrent
 * requests for a picture being rendered share the one render in flight.
 */
export function createMediaService(options: { maxBytes?: number; rasterise?: Rasterise } = {}): MediaService {
  const { maxBytes = DEFAULT_CACHE_BYTES, rasterise = rasteriseWebp } = options;
  const cache = new ByteLru<RenderedImage>(maxBytes);
  const inFlight = new Map<string, Promise<RenderedImage>>();
  let renders = 0;
  let hits = 0;

  async function draw(key: string, request: ImageRequest): Promise<RenderedImage> {
    const picture = imagePicture(request);
    renders++;
    const body = await rasterise(picture);
    const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
    const image = { body, etag, byteLength: body.byteLength };
    cache.set(key, image);
    return image;
  }

  return {
    render(original) {
      const request = canonical(original);
      const key = imageKey(request);
      const cached = cache.get(key);
      if (cached) {
        hits++;
        return Promise.resolve(cached);
      }
      const pending = inFlight.get(key);
      if (pending) return pending;
      const render = draw(key, request).finally(() => inFlight.delete(key));
      inFlight.set(key, render);
      return render;
    },
    stats: () => ({ renders, hits, entries: cache.size, bytes: cache.bytes }),
  };
}
