import type { Redis } from "ioredis";

/** A rendered page as the cache keeps it: enough to answer again without rendering. */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: string;
  /** When it was rendered (ms since the epoch), for the `Age` header. */
  storedAt: number;
}

/** Where rendered pages live: process memory by default, Redis with REDIS_URL. */
export interface PageStore {
  get(key: string): Promise<CachedPage | undefined>;
  set(key: string, page: CachedPage, ttlMs: number): Promise<void>;
  /** Removes the pages whose keys `stale` picks (a content change made them out of date). */
  purge(stale: (key: string) => boolean): Promise<void>;
}

/** Least-recently-used pages in process memory, at most `maxEntries`, each with its own expiry. */
export function memoryPageStore(maxEntries: number, now: () => number = Date.now): PageStore {
  const entries = new Map<string, { page: CachedPage; expires: number }>();
  return {
    async get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (entry.expires <= now()) return undefined;
      entries.set(key, entry);
      return entry.page;
    },
    async set(key, page, ttlMs) {
      entries.delete(key);
      entries.set(key, { page, expires: now() + ttlMs });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    async purge(stale) {
      for (const key of [...entries.keys()]) if (stale(key)) entries.delete(key);
    },
  };
}

function isCachedPage(value: unknown): value is CachedPage {
  const page = value as CachedPage;
  return (
    typeof page === "object" &&
    page !== null &&
    typeof page.status === "number" &&
    Array.isArray(page.headers) &&
    typeof page.body === "string" &&
    typeof page.storedAt === "number"
  );
}

type RedisCommands = Pick<
  Redis,
  "status" | "get" | "multi" | "zadd" | "zcard" | "zpopmin" | "del" | "zrange" | "zrem"
>;

/**
 * Pages in Redis under `prefix`, shared by every instance; Redis expires each one (`PX`). A sorted
 * set of keys by last use keeps the shared store at `maxEntries` pages, least recently used out
 * first. While the connection is not ready the store is simply empty (the connection reports its
 * own errors); command errors reach the caller, which renders instead.
 */
export function redisPageStore(
  redis: RedisCommands,
  prefix: string,
  maxEntries: number,
  now: () => number = Date.now,
): PageStore {
  const index = `${prefix}page-index`;
  const pageKey = (key: string) => `${prefix}page:${key}`;
  return {
    async get(key) {
      if (redis.status !== "ready") return undefined;
      const raw = await redis.get(pageKey(key));
      if (raw === null) return undefined;
      const parsed: unknown = JSON.parse(raw);
      if (!isCachedPage(parsed)) return undefined;
      await redis.zadd(index, now(), key);
      return parsed;
    },
    async set(key, page, ttlMs) {
      if (redis.status !== "ready") return;
      await redis
        .multi()
        .set(pageKey(key), JSON.stringify(page), "PX", Math.max(1, Math.round(ttlMs)))
        .zadd(index, now(), key)
        .exec();
      const excess = (await redis.zcard(index)) - maxEntries;
      if (excess <= 0) return;
      const popped = await redis.zpopmin(index, excess);
      const evicted = popped.filter((_, position) => position % 2 === 0).map(pageKey);
      if (evicted.length > 0) await redis.del(...evicted);
    },
    async purge(stale) {
      if (redis.status !== "ready") return;
      const keys = (await redis.zrange(index, "0", "-1")).filter(stale);
      if (keys.length === 0) return;
      await redis
        .multi()
        .del(...keys.map(pageKey))
        .zrem(index, ...keys)
        .exec();
    },
  };
}
