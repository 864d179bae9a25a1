import { ERROR_CODES, IMAGE_SIZES, IMAGE_VIEWS, type ImageSize, idParam, SILHOUETTES } from "@odin/contracts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { errorBody } from "../../platform/errors";
import type { ObjectStorage } from "../../platform/storage";
import { BANNER_SIZES, type BannerSize } from "./banners";
import type { CatalogGate } from "./catalog-gate";
import type { ImageRequest, MediaService } from "./media.service";
import { photoKey } from "./photo-encode";

/** The picture is a pure function of its address, so browsers and CDNs may keep it for a year. */
export const IMMUTABLE = "public, max-age=31536000, immutable";

const colour = z.string().regex(/^[0-9a-f]{6}$/);
const slug = z
  .string()
  .max(40)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

/** `<size>.webp`, the last segment of every image address (a route parameter cannot end in `.webp`). */
function webpFile<const S extends string>(sizes: readonly S[]) {
  const pattern = new RegExp(`^(?:${sizes.join("|")})\\.webp$`);
  return z
    .string()
    .regex(pattern)
    .transform((file) => file.slice(0, -".webp".length) as S);
}

const productSizes = Object.keys(IMAGE_SIZES) as ImageSize[];
const bannerSizes = Object.keys(BANNER_SIZES) as BannerSize[];

const productParams = z
  .object({
    silhouette: z.enum(SILHOUETTES),
    colour,
    view: z.enum(IMAGE_VIEWS),
    file: webpFile(productSizes),
  })
  .transform(({ file, ...rest }): ImageRequest => ({ kind: "product", ...rest, size: file }));
const bannerParams = z
  .object({ name: slug, colour, file: webpFile(bannerSizes) })
  .transform(({ file, ...rest }): ImageRequest => ({ kind: "banner", ...rest, size: file }));
const photoParams = z.object({
  styleId: idParam,
  view: z.enum(IMAGE_VIEWS),
  version: z.string().regex(/^[0-9a-f]{12}$/),
  file: webpFile(productSizes),
});
const placeholderParams = z
  .object({ file: webpFile(productSizes) })
  .transform(({ file }): ImageRequest => ({ kind: "placeholder", size: file }));

/** True when an `If-None-Match` header names `etag` (weak comparison, as RFC 9110 asks for GET). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((tag) => {
    const candidate = tag.trim();
    return candidate === "*" || candidate.replace(/^W\//, "") === etag;
  });
}

/** Only the catalog's silhouettes and colours, and the banners its content names, are drawn (decision 39). */
async function drawable(gate: CatalogGate, request: ImageRequest): Promise<boolean> {
  switch (request.kind) {
    case "product":
      return gate.allows(request.silhouette, request.colour);
    case "banner":
      return gate.allowsBanner(request.name, request.colour);
    case "placeholder":
      return true;
  }
}

function notFound(reply: FastifyReply) {
  return reply.status(404).send(errorBody(404, ERROR_CODES.notFound, "Image not found"));
}

/** Sends a picture whose bytes never change under its address. */
function sendImmutable(request: FastifyRequest, reply: FastifyReply, body: Buffer, etag: string) {
  reply.header("cache-control", IMMUTABLE).header("etag", etag);
  if (matchesEtag(request.headers["if-none-match"], etag)) return reply.status(304).send();
  return reply.type("image/webp").send(body);
}

export interface MediaRouteDeps {
  media: MediaService;
  gate: CatalogGate;
  storage: ObjectStorage;
}

/**
 * Product pictures, banners and the missing-image placeholder, as WebP: drawn ones (a product
 * picture only in a silhouette and colour of the catalog, a banner only as the content or a brand's
 * logo names it; any other answers 404 without drawing),
 * and the photographs operators imported, read from storage (decision 39).
 */
export function mediaRoutes(app: FastifyInstance, { media, gate, storage }: MediaRouteDeps): void {
  function picture(params: z.ZodType<ImageRequest>) {
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const parsed = params.safeParse(request.params);
      if (!parsed.success || !(await drawable(gate, parsed.data))) return notFound(reply);
      const image = await media.render(parsed.data);
      return sendImmutable(request, reply, image.body, image.etag);
    };
  }

  async function photo(request: FastifyRequest, reply: FastifyReply) {
    const parsed = photoParams.safeParse(request.params);
    if (!parsed.success) return notFound(reply);
    const { styleId, view, version, file } = parsed.data;
    if (!(await gate.hasPhoto(styleId, view, version))) return notFound(reply);
    const stored = await storage.get(photoKey(styleId, view, version, file));
    if (!stored) return notFound(reply);
    return sendImmutable(request, reply, stored.body, `"${version}-${file}"`);
  }

  const hide = { schema: { hide: true } };
  app.get("/img/p/:silhouette/:colour/:view/:file", hide, picture(productParams));
  app.get("/img/s/:styleId/:view/:version/:file", hide, photo);
  app.get("/img/b/:name/:colour/:file", hide, picture(bannerParams));
  app.get("/img/placeholder/:file", hide, picture(placeholderParams));
}
