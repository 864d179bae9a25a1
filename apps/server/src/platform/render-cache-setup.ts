import { RENDER_CACHE } from "@odin/contracts";
import type { FastifyInstance } from "fastify";
import { Counter, type Registry } from "prom-client";
import { renderedPagesOf } from "./page-purge";
import { connectRedis, throttled } from "./redis";
import { createRenderCache, isStaleKey } from "./render-cache";
import { memoryPageStore, type PageStore, redisPageStore } from "./render-cache-stores";

export interface RenderCacheSettings {
  /** REDIS_URL: pages shared by every instance; unset keeps them in process memory. */
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  /** Where the hit/miss counter is registered (GET /metrics). */
  metrics?: Registry;
}

/**
 * The rendered-page cache of this process: its store (memory, or Redis with REDIS_URL), a hit/miss
 * counter, and Redis trouble logged at most once a minute. The Redis connection closes with the app.
 * Published content purges the pages it changes through `renderedPagesOf(app)` (decision 71).
 */
export function setUpRenderCache(app: FastifyInstance, settings: RenderCacheSettings, version: string) {
  const counter = new Counter({
    name: "render_cache_requests_total",
    help: "Storefront page requests by rendered-page cache outcome: hit, miss, or bypass (not shareable)",
    labelNames: ["result"],
    registers: settings.metrics ? [settings.metrics] : [],
  });
  const warn = throttled((error) =>
    app.log.warn({ err: error }, "rendered-page cache: Redis is failing, pages are rendered instead"),
  );
  let store: PageStore = memoryPageStore(RENDER_CACHE.maxEntries);
  if (settings.redisUrl) {
    const redis = connectRedis(settings.redisUrl, warn);
    app.addHook("onClose", async () => {
      redis.disconnect();
    });
    store = redisPageStore(redis, settings.redisKeyPrefix, RENDER_CACHE.maxEntries);
  }
  const pages = store;
  let purges = 0;
  renderedPagesOf(app).add({
    purge: (stale) => {
      purges++;
      return pages.purge(isStaleKey(stale)).catch(warn);
    },
  });
  return createRenderCache({
    store,
    version,
    purges: () => purges,
    count: (result) => counter.inc({ result }),
    onStoreError: warn,
  });
}
