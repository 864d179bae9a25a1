import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { STYLE_PATH_PATTERN } from "@odin/contracts";
import type { FastifyInstance } from "fastify";

/**
 * What makes the storefront installable (docs/decisions/0077-installable-storefront.md): the web app
 * manifest at /manifest.webmanifest and the service worker at /sw.js. The icons are files of
 * apps/server/public/icons/ (drawn by scripts/app-icons.ts), served with the other public files.
 */

/** The storefront's brand colour: `--color-accent` of its global.css and the pages' theme-color. */
export const THEME_COLOUR = "#2b2d77";

export const WEB_APP_MANIFEST = {
  id: "/",
  name: "Odin",
  short_name: "Odin",
  description: "Shop fashion from the brands you love at Odin.",
  lang: "en-IN",
  start_url: "/",
  scope: "/",
  display: "standalone",
  theme_color: THEME_COLOUR,
  background_color: "#ffffff",
  icons: [
    { src: "/icons/odin-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
    { src: "/icons/odin-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
    { src: "/icons/odin-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
  ],
} as const;

/** The worker's sources: plain JavaScript modules of the storefront's offline feature. */
const WORKER_DIR = new URL("../../../storefront/app/features/offline/worker/", import.meta.url);
const readSource = (name: string) => readFileSync(fileURLToPath(new URL(name, WORKER_DIR)), "utf8");

/** A module's text as part of a classic script: its imports dropped, its exports plain declarations. */
export function scriptBodyOf(source: string): string {
  return source.replace(/^import\s[\s\S]*?\sfrom\s+"[^"]+";\n/gm, "").replace(/^export /gm, "");
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("base64url");

export interface ServiceWorkerSettings {
  /** Off: the script deletes the worker's caches and unregisters it. */
  enabled: boolean;
  /** The storefront build's version (React Router's assets version). */
  buildVersion: string;
}

/**
 * /sw.js: rules.js and worker.js as one classic script (module workers are not in every browser
 * the store serves), started with this build's settings, or the retiring worker. The caches' version
 * is the build's and the worker's own text, so a deploy of either clears the old caches.
 */
export function serviceWorkerScript({ enabled, buildVersion }: ServiceWorkerSettings): string {
  const body = `${scriptBodyOf(readSource("rules.js"))}\n${scriptBodyOf(readSource("worker.js"))}`;
  const version = `${buildVersion}.${sha256(body).slice(0, 8)}`;
  const productPath = `new RegExp(${JSON.stringify(STYLE_PATH_PATTERN.source)}, ${JSON.stringify(STYLE_PATH_PATTERN.flags)})`;
  const start = enabled
    ? `startWorker(self, { version: ${JSON.stringify(version)}, productPath: ${productPath} });`
    : "retireWorker(self);";
  return [
    `// Odin's service worker, ${enabled ? `build ${version}` : "turned off"} (docs/decisions/0077-installable-storefront.md):`,
    "// apps/storefront/app/features/offline/worker/rules.js and worker.js, put together by the server.",
    "(() => {",
    body,
    start,
    "})();",
    "",
  ].join("\n");
}

/**
 * Serves the manifest and the worker. The worker is asked for again on every update check, so it is
 * `no-cache` with an ETag (a 304 when unchanged), and may control the whole site
 * (`Service-Worker-Allowed: /`).
 */
export function registerInstallable(app: FastifyInstance, settings: ServiceWorkerSettings): void {
  const hidden = { schema: { hide: true } };
  const manifest = JSON.stringify(WEB_APP_MANIFEST);
  app.get("/manifest.webmanifest", hidden, (_request, reply) =>
    reply
      .header("cache-control", "public, max-age=86400")
      .type("application/manifest+json; charset=utf-8")
      .send(manifest),
  );
  const script = serviceWorkerScript(settings);
  const etag = `"${sha256(script).slice(0, 16)}"`;
  app.get("/sw.js", hidden, (request, reply) => {
    reply.header("cache-control", "no-cache").header("service-worker-allowed", "/").header("etag", etag);
    if (request.headers["if-none-match"] === etag) return reply.code(304).send();
    return reply.type("text/javascript; charset=utf-8").send(script);
  });
}
