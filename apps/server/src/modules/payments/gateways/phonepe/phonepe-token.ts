import { GatewayError } from "../gateway";
import type { PhonePeToken } from "./phonepe-wire";

/** How long before its expiry a token is renewed, at most (PhonePe's tokens live about an hour). */
const MARGIN_SECONDS = 60;

/** A token as the cache keeps it: the Authorization header it makes, and when to fetch the next. */
export interface CachedToken {
  header: string;
  /** Epoch seconds. */
  renewAt: number;
}

/**
 * A token answer as the cache keeps it: renewed a minute before it expires, or halfway through its
 * life when that is shorter (PhonePe's SDK renews halfway; a minute's margin keeps a call from
 * leaving with a token about to lapse). Throws when the answer is not a token.
 */
export function cachedTokenOf(body: PhonePeToken, nowMs: number): CachedToken {
  const { access_token: token, expires_at: expiresAt } = body;
  if (typeof token !== "string" || token === "" || typeof expiresAt !== "number")
    throw new GatewayError("phonepe", "the token endpoint answered no token");
  const issuedAt = typeof body.issued_at === "number" ? body.issued_at : Math.floor(nowMs / 1000);
  const margin = Math.min(MARGIN_SECONDS, Math.max(0, (expiresAt - issuedAt) / 2));
  return { header: `${body.token_type || "O-Bearer"} ${token}`, renewAt: expiresAt - margin };
}

/**
 * The adapter's OAuth token (PhonePe PG v2: client credentials, `Authorization: O-Bearer <token>`),
 * fetched once and reused until it is due for renewal. Calls that need a token while one is being
 * fetched wait for that fetch: one request at a time, however many calls.
 */
export function createTokenCache(fetchToken: () => Promise<CachedToken>, now: () => number = Date.now) {
  let current: CachedToken | undefined;
  let fetching: Promise<CachedToken> | undefined;
  return {
    async header(): Promise<string> {
      if (current && now() / 1000 < current.renewAt) return current.header;
      fetching ??= fetchToken()
        .then((token) => {
          current = token;
          return token;
        })
        .finally(() => {
          fetching = undefined;
        });
      return (await fetching).header;
    },

    /** Forgets a token PhonePe refused (expired or revoked early), unless a newer one replaced it. */
    refused(header: string): void {
      if (current?.header === header) current = undefined;
    },
  };
}

export type TokenCache = ReturnType<typeof createTokenCache>;
