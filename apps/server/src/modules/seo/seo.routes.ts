import { ERROR_CODES } from "@odin/contracts";
import type { FastifyInstance, FastifyReply } from "fastify";
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
 * `/sitemap.xml` (an index), `/sitemaps/{file}` and `/robots.txt`. Addresses are absolute, on the
 * site's origin: never the request's host, which a client or a proxy names (decision 50), since
 * these answers are cached publicly.
 */
export function seoRoutes(app: FastifyInstance, options: { sitemaps: Sitemaps; siteOrigin: string }): void {
  const { sitemaps, siteOrigin: origin } = options;
  const notFound = (reply: FastifyReply) =>
    reply
      .status(404)
      .header("cache-control", "no-store")
      .send(errorBody(404, ERROR_CODES.notFound, "No such sitemap."));
  const xml = (reply: FastifyReply, body: string) =>
    reply.type(XML).header("cache-control", SITEMAP_CACHE).send(body);
  const hide = { schema: { hide: true } };

  app.get("/sitemap.xml", hide, async (_request, reply) => xml(reply, await sitemaps.index(origin)));

  app.get("/sitemaps/:file", hide, async (request, reply) => {
    const parsed = sitemapFile.safeParse(request.params);
    if (!parsed.success) return notFound(reply);
    const { file } = parsed.data;
    if (typeof file === "number") {
      const body = await sitemaps.styles(origin, file);
      return body ? xml(reply, body) : notFound(reply);
    }
    if (file === SITEMAP_FILES.brands) return xml(reply, await sitemaps.brands(origin));
    if (file === SITEMAP_FILES.collections) return xml(reply, await sitemaps.collections(origin));
    return xml(reply, await sitemaps.pages(origin));
  });

  app.get("/robots.txt", hide, async (_request, reply) =>
    reply.type("text/plain; charset=utf-8").header("cache-control", ROBOTS_CACHE).send(robotsTxt(origin)),
  );
}
