import { isIP } from "node:net";
import { z } from "zod";

/** The address ranges proxy-addr knows by name. */
const NAMED_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

/** One proxy: an IPv4 or IPv6 address, a CIDR range of them, or a named range. */
function isProxy(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/** The trusted proxies' environment variable (read with the others by config.ts). */
export const proxiesEnv = {
  ODIN_TRUSTED_PROXIES: z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((entry) => entry.trim())
        .filter((entry) => entry !== ""),
    )
    .refine(
      (entries) => entries.every(isProxy),
      "comma-separated addresses or CIDR ranges of your proxies (or loopback, linklocal, uniquelocal); a hop count cannot tell a proxy from a client that connects directly",
    ),
};

/**
 * Fastify's `trustProxy` for the configured proxies (decision 50): X-Forwarded-For, -Host and -Proto
 * are believed only from a connection whose address is one of them; none configured, none are.
 */
export function trustProxyOf(proxies: readonly string[]): string[] | false {
  return proxies.length > 0 ? [...proxies] : false;
}
