import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import sharp from "sharp";
import { z } from "zod";
import { SANDBOX_TILE_URL } from "../platform/config-map";

/**
 * The demo's stand-in tile server (decision 37): the same XYZ protocol as a real one
 * (`/{z}/{x}/{y}.png`, 256-pixel PNG tiles), drawing a plain grid that names each tile, so the
 * store locator's map works in demo mode and in tests without the network.
 */

const SIZE = 256;
const MAX_ZOOM = 19;

const tileParams = z
  .object({
    z: z.coerce.number().int().min(0).max(MAX_ZOOM),
    x: z.coerce
      .number()
      .int()
      .min(0)
      .max(2 ** MAX_ZOOM - 1),
    y: z.coerce
      .number()
      .int()
      .min(0)
      .max(2 ** MAX_ZOOM - 1),
  })
  .refine(({ z: zoom, x, y }) => x < 2 ** zoom && y < 2 ** zoom, "no such tile at this zoom");

/** One tile: a light ground, its edges, and its coordinates in a corner. */
export function tileSvg(zoom: number, x: number, y: number): string {
  const shade = (x + y) % 2 === 0 ? "#eef1ea" : "#e8ece3";
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}">` +
    `<rect width="${SIZE}" height="${SIZE}" fill="${shade}"/>` +
    `<path d="M0 0.5H${SIZE}M0.5 0V${SIZE}" stroke="#c9d1c0" stroke-width="1"/>` +
    `<text x="8" y="20" font-family="sans-serif" font-size="12" fill="#8a9483">${zoom}/${x}/${y}</text>` +
    "</svg>"
  );
}

export function registerMapTiles(app: FastifyInstance): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      SANDBOX_TILE_URL.replace(/\{(\w)\}/g, ":$1"),
      { schema: { hide: true, params: tileParams } },
      async (request, reply) => {
        const { z: zoom, x, y } = request.params;
        const png = await sharp(Buffer.from(tileSvg(zoom, x, y)))
          .png({ palette: true })
          .toBuffer();
        return reply.type("image/png").header("cache-control", "public, max-age=86400").send(png);
      },
    );
}
