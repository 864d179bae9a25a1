import { Redis } from "ioredis";

/** How often at most one kind of Redis trouble is logged. */
export const REDIS_WARN_INTERVAL_MS = 60_000;

/**
 * A function that logs its first call and then at most once per `intervalMs`, so an unreachable
 * Redis does not flood the log with one line per request.
 */
export function throttled(
  warn: (error: unknown) => void,
  intervalMs = REDIS_WARN_INTERVAL_MS,
  now: () => number = Date.now,
): (error: unknown) => void {
  let last = Number.NEGATIVE_INFINITY;
  return (error) => {
    const at = now();
    if (at - last < intervalMs) return;
    last = at;
    warn(error);
  };
}

/**
 * A Redis connection for shared caches (REDIS_URL). It reconnects in the background; a command
 * fails after `commandTimeout` rather than hold up a page, so callers fall back to their own work.
 * Callers that must not wait at all check `status === "ready"` first.
 */
export function connectRedis(url: string, onError: (error: unknown) => void): Redis {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 250,
    retryStrategy: (attempt) => Math.min(attempt * 200, 5_000),
  });
  redis.on("error", onError);
  return redis;
}
