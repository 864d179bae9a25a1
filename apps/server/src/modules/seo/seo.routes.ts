import { ERROR_CODES } from "@odin/contracts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { errorBody } from "../../platform/errors";
import { robotsTxt } from "./robots";
import { SITEMAP_FILES, type Sitemaps } from "./sitemaps";

const SITEMAP_CACHE = "public, max-age=3600";
const ROBOTS_CACHE = "public, max-age=86400";
const XML = "application/xml; charset=utf-8";

const sitemapFile = z.object({
  file: z.union([
    z.enum([SITEMAP_FILES.brands, SITEMAP_FILES.collections, SITEMAP_FILES.pages]),
    z
      .string()
      .regex(/^styles-[1-9]\d{0,5}\.xml$/)
      .transform((name) => Number(name.slice("styles-".length, -".xml".length))),
  ]),
});

/**
 * `/sitemap.xml` (an index), `/sitemaps/{file}` and `/robots.txt`. Addresses are absolute: the
 * configured site origin, else the origin the request came to.
 */
export function seoRoutes(
  app: FastifyInstance,
  options: { sitemaps: Sitemaps; siteOrigin: string | undefined },
): void {
  const { sitemaps } = options;
  const originOf = (request: FastifyRequest) => options.siteOrigin ?? `${request.protocol}://${request.host}`;
  const notFound = (reply: FastifyReply) =>
    reply
      .status(404)
      .header("cache-control", "no-store")
      .send(errorBody(404, ERROR_CODES.notFound, "No such sitemap."));
  const xml = (reply: FastifyReply, body: string) =>
    reply.type(XML).header("cache-control", SITEMAP_CACHE).send(body);
  const hide = { schema: { hide: true } };

  app.get("/sitemap.xml", hide, async (request, reply) =>
    xml(reply, await sitemaps.index(originOf(request))),
  );

  app.get("/sitemaps/:file", hide, async (request, reply) => {
    const parsed = sitemapFile.safeParse(request.params);
    if (!parsed.success) return notFound(reply);
    const origin = originOf(request);
    const { file } = parsed.data;
    if (typeof file === "number") {
      const body = await sitemaps.styles(origin, file);
      return body ? xml(reply, body) : notFound(reply);
    }
    if (file === SITEMAP_FILES.brands) return xml(reply, await sitemaps.brands(origin));
    if (file === SITEMAP_FILES.collections) return xml(reply, await sitemaps.collections(origin));
    return xml(reply, await sitemaps.pages(origin));
  });

  app.get("/robots.txt", hide, async (request, reply) =>
    reply
      .type("text/plain; charset=utf-8")
      .header("cache-control", ROBOTS_CACHE)
      .send(robotsTxt(originOf(request))),
  );
}
