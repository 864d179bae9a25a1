import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { connectRedis } from "../platform/redis";

/** The Redis server the tests use when one runs there; the tests that need it are skipped otherwise. */
export const TEST_REDIS_URL = "redis://127.0.0.1:6379";

export interface RedisTestKit {
  /** Whether Redis answered at TEST_REDIS_URL (for `describe.skipIf(!reachable)`). */
  reachable: boolean;
  /** The start of every key the tests of one file write, so they touch only their own. */
  prefix: string;
  /** A connection as the server makes it (`connectRedis`), ended by `close`. */
  connect(url?: string, onError?: (error: unknown) => void): Redis;
  /** Deletes the keys under `prefix` and ends the connections (call it in `afterAll`). */
  close(): Promise<void>;
}

async function redisReachable(): Promise<boolean> {
  const probe = new Redis(TEST_REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on("error", () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/**
 * Redis for one test file: whether it runs, a key prefix of the file's own, and connections that
 * `close` ends after deleting the file's keys. `what` names the skipped tests in the warning printed
 * when no Redis answers.
 */
export async function redisTestKit(what: string): Promise<RedisTestKit> {
  const reachable = await redisReachable();
  if (!reachable) console.warn(`${what} skipped: no Redis answers at ${TEST_REDIS_URL}.`);
  const prefix = `odin-test:${randomUUID()}:`;
  const connections: Redis[] = [];
  return {
    reachable,
    prefix,
    connect(url = TEST_REDIS_URL, onError = () => {}) {
      const redis = connectRedis(url, onError);
      connections.push(redis);
      return redis;
    },
    async close() {
      if (reachable) {
        const cleaner = new Redis(TEST_REDIS_URL);
        try {
          let cursor = "0";
          do {
            const [next, keys] = await cleaner.scan(cursor, "MATCH", `${prefix}*`, "COUNT", 500);
            if (keys.length > 0) await cleaner.del(...keys);
            cursor = next;
          } while (cursor !== "0");
        } finally {
          cleaner.disconnect();
        }
      }
      for (const redis of connections) redis.disconnect();
    },
  };
}
