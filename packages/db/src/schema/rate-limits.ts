import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The counters of the rate limits (docs/decisions/0024-rate-limits.md) when no Redis is configured,
 * kept in the database so every instance sees the same count. The shape is the one
 * rate-limiter-flexible's RateLimiterDrizzle reads and writes: `points` counted in the window that
 * ends at `expire` (null: never ends), one row per limit and key.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    points: integer("points").notNull().default(0),
    expire: timestamp("expire", { withTimezone: true }),
  },
  (t) => [index("rate_limits_expire_idx").on(t.expire)],
);
