import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { pagePlaceOf } from "./page-origin";
import { inlineScriptHashes, trimAssetHeaders, withScriptHashes } from "./security";

export const adminBuildDir = fileURLToPath(new URL("../../../admin/build", import.meta.url));

/**
 * The back office's front end (apps/admin) under /admin: a single-page app whose one document, the
 * built `index.html`, is the answer for every page address, and whose scripts and styles are the
 * files of `/admin/assets/`. Its data comes from the `/admin/api` routes, which the API owns (an
 * unknown one answers the API's JSON 404, app.ts), so they are never taken for a page.
 *
 * Served from the build in development too: `npm run dev` shows the back office as last built
 * (`npm run build -w apps/admin`), reading the document afresh on each request so a new build needs
 * only a reload, and says what to run while there is none. In production the document is read once
 * and a missing build stops the start, as the storefront's does.
 */
export async function registerAdmin(
  app: FastifyInstance,
  options: { mode: "production" | "development"; buildDir?: string },
): Promise<void> {
  const buildDir = options.buildDir ?? adminBuildDir;
  const indexFile = `${buildDir}/client/index.html`;
  const missing = `The back office is not built (${indexFile} is missing): run \`npm run build\` first.`;
  const built = existsSync(indexFile);
  if (!built && options.mode === "production") throw new Error(missing);
  if (!built) app.log.warn(`${missing} Until then /admin answers 503.`);

  await app.register(fastifyStatic, {
    root: `${buildDir}/client/assets`,
    prefix: "/admin/assets/",
    immutable: true,
    maxAge: "365d",
    wildcard: true,
    // The build writes Brotli and gzip copies at full strength (the root's scripts/precompress-assets.ts).
    preCompressed: true,
    // The storefront's assets decorate the reply with sendFile; one decoration per app.
    decorateReply: false,
    // Built later in development: the warning above says so once, not this plugin's about its folder.
    suppressWarning: !built,
    setHeaders: (reply, path) => trimAssetHeaders(reply.raw, path),
  });

  const once = built && options.mode === "production" ? documentAt(indexFile) : undefined;
  answerPages(app, (request, reply) => {
    const place = pagePlaceOf(app.origins, request);
    if (place.kind === "redirect") return reply.redirect(place.location, 301);
    // The document names the build's current files: a browser must never keep an old one.
    reply.header("cache-control", "no-store");
    const page = once ?? (existsSync(indexFile) ? documentAt(indexFile) : undefined);
    if (!page) return reply.status(503).type("text/plain; charset=utf-8").send(missing);
    const policy = reply.raw.getHeader("content-security-policy");
    if (typeof policy === "string") {
      reply.header("content-security-policy", withScriptHashes(policy, page.scriptHashes));
    }
    return reply.type("text/html; charset=utf-8").send(page.html);
  });
}

/** The built document and the policy's names of its inline scripts. */
function documentAt(indexFile: string): { html: string; scriptHashes: string[] } {
  const html = readFileSync(indexFile, "utf8");
  return { html, scriptHashes: inlineScriptHashes(html) };
}

/**
 * GET (and HEAD) of /admin and every address under it but the assets' and the API's. The pages'
 * forms are answered in the browser, so any other method is refused here rather than left to the
 * storefront's pages.
 */
function answerPages(
  app: FastifyInstance,
  handler: (request: FastifyRequest, reply: FastifyReply) => FastifyReply,
): void {
  for (const url of ["/admin", "/admin/*"]) {
    app.route({
      method: ["GET", "POST", "PUT", "PATCH", "DELETE"],
      url,
      schema: { hide: true },
      handler: (request, reply) =>
        request.method === "GET" || request.method === "HEAD"
          ? handler(request, reply)
          : reply.status(405).header("allow", "GET, HEAD").send(),
    });
  }
}
