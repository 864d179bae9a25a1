import { describe, expect, it } from "vitest";
import { GatewayError } from "../gateway";
import { type CachedToken, cachedTokenOf, createTokenCache } from "./phonepe-token";

const HOUR = 3_600;

describe("a PhonePe token answer", () => {
  it("makes the O-Bearer header and is renewed a minute before it expires", () => {
    const token = cachedTokenOf(
      { access_token: "abc", token_type: "O-Bearer", issued_at: 1_000, expires_at: 1_000 + HOUR },
      1_000_000,
    );
    expect(token).toEqual({ header: "O-Bearer abc", renewAt: 1_000 + HOUR - 60 });
  });

  it("is renewed halfway through a short life, and takes the local clock when it has no issue time", () => {
    expect(cachedTokenOf({ access_token: "abc", issued_at: 1_000, expires_at: 1_060 }, 0).renewAt).toBe(
      1_030,
    );
    expect(cachedTokenOf({ access_token: "abc", expires_at: 2_000 }, 1_990_000).renewAt).toBe(1_995);
  });

  it("refuses an answer without a token or an expiry", () => {
    expect(() => cachedTokenOf({ access_token: "", expires_at: 5 }, 0)).toThrow(GatewayError);
    expect(() => cachedTokenOf({ access_token: "abc" } as never, 0)).toThrow(GatewayError);
  });
});

describe("the token cache", () => {
  /** A cache whose fetches are counted, on a clock the test moves (seconds). */
  function cacheAt(start: number) {
    const clock = { seconds: start };
    let fetched = 0;
    const fetchToken = async (): Promise<CachedToken> => {
      fetched += 1;
      return { header: `O-Bearer t${fetched}`, renewAt: clock.seconds + HOUR - 60 };
    };
    const cache = createTokenCache(fetchToken, () => clock.seconds * 1000);
    return { clock, cache, fetched: () => fetched };
  }

  it("reuses a token until it is due, then fetches the next", async () => {
    const { clock, cache, fetched } = cacheAt(10_000);
    expect(await cache.header()).toBe("O-Bearer t1");
    clock.seconds += HOUR - 61;
    expect(await cache.header()).toBe("O-Bearer t1");
    clock.seconds += 1;
    expect(await cache.header()).toBe("O-Bearer t2");
    expect(fetched()).toBe(2);
  });

  it("fetches once for calls that need a token at the same time", async () => {
    const { cache, fetched } = cacheAt(10_000);
    const headers = await Promise.all([cache.header(), cache.header(), cache.header()]);
    expect(headers).toEqual(["O-Bearer t1", "O-Bearer t1", "O-Bearer t1"]);
    expect(fetched()).toBe(1);
  });

  it("forgets a refused token, but not a newer one another call fetched meanwhile", async () => {
    const { cache, fetched } = cacheAt(10_000);
    const first = await cache.header();
    cache.refused(first);
    const second = await cache.header();
    expect(second).toBe("O-Bearer t2");
    cache.refused(first);
    expect(await cache.header()).toBe(second);
    expect(fetched()).toBe(2);
  });

  it("lets a failed fetch fail its callers, and tries again on the next call", async () => {
    let calls = 0;
    const cache = createTokenCache(async () => {
      calls += 1;
      if (calls === 1) throw new GatewayError("phonepe", "POST /v1/oauth/token answered 401");
      return { header: "O-Bearer ok", renewAt: Number.MAX_SAFE_INTEGER };
    });
    await expect(cache.header()).rejects.toThrow(GatewayError);
    expect(await cache.header()).toBe("O-Bearer ok");
  });
});
