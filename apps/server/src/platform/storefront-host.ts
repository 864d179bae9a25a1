import { existsSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import {
  type FeatureFlags,
  REFUSED_POST_PATH,
  type Shopper,
  type StorefrontLoadContext,
  type StorefrontServices,
} from "@odin/contracts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { PageRequest } from "./composition";
import { registerInstallable } from "./installable";
import { isCrossSite, pagePlaceOf } from "./page-origin";
import { pagesVersion } from "./render-cache";
import { type RenderCacheSettings, setUpRenderCache } from "./render-cache-setup";
import { scriptNonceOf, trimAssetHeaders } from "./security";

export const storefrontDir = fileURLToPath(new URL("../../../storefront", import.meta.url));
const buildDir = `${storefrontDir}/build`;
const publicDir = fileURLToPath(new URL("../../public", import.meta.url));

export type StorefrontMode = "production" | "development";

/**
 * The address a page request is rendered for: the store's origin with the request's target as its
 * path. The target is never resolved as a URL reference, so `GET //evil.example/products` is the page
 * `//evil.example/products` of this site (a 404), not `/products` on another host whose canonical
 * links would land in the shared page cache.
 */
export function pageAddress(target: string, origin: string): URL {
  return new URL(`${new URL(origin).origin}${target.startsWith("/") ? "" : "/"}${target}`);
}

/** Turns a Fastify request into the Fetch API request React Router expects. */
function toFetchRequest(request: FastifyRequest, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const controller = new AbortController();
  request.raw.once("close", () => {
    if (!request.raw.complete) controller.abort();
  });
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  return new Request(pageAddress(request.url, origin), {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: request.raw as unknown as BodyInit, duplex: "half" } : {}),
  } as RequestInit);
}

/** The page a refused form post answers: the refusal route, asked for with the post's cookies. */
function refusalOf(post: Request): Request {
  const headers = new Headers(post.headers);
  for (const name of ["content-type", "content-length", "transfer-encoding", "origin"]) headers.delete(name);
  return new Request(new URL(REFUSED_POST_PATH, post.url), { headers });
}

async function developmentBuild(app: FastifyInstance): Promise<() => Promise<ServerBuild>> {
  const [{ createServer }, middie] = await Promise.all([import("vite"), import("@fastify/middie")]);
  const vite = await createServer({
    root: storefrontDir,
    configFile: `${storefrontDir}/vite.config.ts`,
    server: { middlewareMode: true, hmr: { server: app.server } },
    appType: "custom",
  });
  await app.register(middie.default);
  app.use(vite.middlewares);
  app.addHook("onClose", () => vite.close());
  return () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
}

async function productionBuild(app: FastifyInstance): Promise<ServerBuild> {
  const entry = `${buildDir}/server/index.js`;
  if (!existsSync(entry)) {
    throw new Error(`The storefront is not built (${entry} is missing): run \`npm run build\` first.`);
  }
  const build = (await import(pathToFileURL(entry).href)) as ServerBuild;
  await app.register(fastifyStatic, {
    root: `${buildDir}/client/assets`,
    prefix: "/assets/",
    immutable: true,
    maxAge: "365d",
    wildcard: true,
    // The build writes Brotli and gzip copies at full strength (the root's scripts/precompress-assets.ts).
    preCompressed: true,
    setHeaders: (reply, path) => trimAssetHeaders(reply.raw, path),
  });
  return build;
}

/**
 * Serves the server-rendered storefront for every path that no API route takes. Runs in its own
 * encapsulated scope without body parsers, so React Router actions read the raw form body. With
 * `renderCache`, the production build's pages for anonymous shoppers go through the rendered-page
 * cache (render-cache.ts); development always renders. Pages are answered on the origin of
 * page-origin.ts; a form posted from another site, or to a host that is not the site's, answers the
 * store's error page (403) instead of React Router's bare "Bad Request" (decision 50).
 */
export async function registerStorefront(
  app: FastifyInstance,
  options: {
    mode: StorefrontMode;
    /** The services a request's loaders and actions call; those that answer with cookies act on `reply`. */
    servicesFor: (page: PageRequest) => StorefrontServices;
    /** The signed-in shopper of a request, from its cookies; may renew them on `reply`. */
    shopperOf: (request: FastifyRequest, reply: FastifyReply) => Promise<Shopper | null>;
    featureFlags: FeatureFlags;
    renderCache?: RenderCacheSettings;
    /** Pages register the service worker (decision 77); never in development, where Vite serves the code. */
    serviceWorker: boolean;
  },
): Promise<void> {
  await app.register(fastifyStatic, {
    root: publicDir,
    prefix: "/",
    wildcard: false,
    maxAge: "1d",
    decorateReply: false,
  });
  // Browsers still ask for /favicon.ico where no page names an icon (a JSON or an image opened directly).
  app.get("/favicon.ico", { schema: { hide: true } }, (_request, reply) =>
    reply.redirect("/favicon.png", 301),
  );
  const build = options.mode === "development" ? await developmentBuild(app) : await productionBuild(app);
  const handle = createRequestHandler(build, options.mode);
  const buildVersion = typeof build === "function" ? "development" : build.assets.version;
  const serviceWorker = options.serviceWorker && typeof build !== "function";
  registerInstallable(app, { enabled: serviceWorker, buildVersion });
  // The pages name the worker's switch: instances with it on and off must not share pages.
  const pagesBuild = `${buildVersion}${serviceWorker ? "" : ".no-worker"}`;
  const cache =
    typeof build === "function" || !options.renderCache
      ? undefined
      : setUpRenderCache(app, options.renderCache, pagesVersion(pagesBuild, options.featureFlags));

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", (_request, _payload, done) => done(null));
    scope.route({
      method: ["GET", "HEAD", "POST"],
      url: "/*",
      schema: { hide: true },
      handler: async (request, reply) => {
        const place = pagePlaceOf(app.origins, request);
        if (place.kind === "redirect") return reply.redirect(place.location, 301);
        const fetchRequest = toFetchRequest(request, place.origin);
        const render = async (pageRequest = fetchRequest) => {
          const shopper = await options.shopperOf(request, reply);
          return handle(pageRequest, {
            services: options.servicesFor({ request, reply, shopper }),
            shopper,
            log: request.log,
            clientAddress: request.ip,
            featureFlags: options.featureFlags,
            serviceWorker,
            scriptNonce: scriptNonceOf(request.raw),
          } satisfies StorefrontLoadContext);
        };
        const { origin } = request.headers;
        if (request.method === "POST" && (place.kind === "refuse" || isCrossSite(origin, place.origin))) {
          request.log.warn(
            { origin, host: request.host },
            "a form post from another site or host was refused",
          );
          return reply.send(await render(refusalOf(fetchRequest)));
        }
        return reply.send(await (cache ? cache(fetchRequest, () => render()) : render()));
      },
    });
  });
}
