import { afterAll, describe, expect, it, vi } from "vitest";
import { redisTestKit } from "../testing/redis";
import { throttled } from "./redis";
import { createRenderCache, isStaleKey, renderCacheKey } from "./render-cache";
import { type CachedPage, redisPageStore } from "./render-cache-stores";

const { reachable, prefix, connect, close } = await redisTestKit("Redis tests");
afterAll(close);

function page(body: string): CachedPage {
  return { status: 200, headers: [["content-type", "text/html"]], body, storedAt: 1 };
}

describe.skipIf(!reachable)("rendered pages in Redis", () => {
  it("stores a page under the deployment's prefix with Redis expiring it (PX)", async () => {
    const redis = connect();
    await redis.ping();
    const store = redisPageStore(redis, prefix, 500);
    const storing = Date.now();
    await store.set("v1:desktop:shop/", page("<p>home</p>"), 300_000);
    expect((await store.get("v1:desktop:shop/"))?.body).toBe("<p>home</p>");
    const ttl = await redis.pttl(`${prefix}page:v1:desktop:shop/`);
    // Less only by the time since the page was stored, however long that took (1 ms for rounding).
    expect(ttl).toBeGreaterThanOrEqual(300_000 - (Date.now() - storing) - 1);
    expect(ttl).toBeLessThanOrEqual(300_000);
    expect(await store.get("v1:desktop:shop/missing")).toBeUndefined();
  });

  it("shares pages between instances and keeps the shared store at its size, LRU", async () => {
    const [a, b] = [connect(), connect()];
    await Promise.all([a.ping(), b.ping()]);
    const clock = { now: 0 };
    const local = `${prefix}lru:`;
    const first = redisPageStore(a, local, 3, () => clock.now);
    const second = redisPageStore(b, local, 3, () => clock.now);
    for (const key of ["k1", "k2", "k3"]) {
      clock.now += 1;
      await first.set(key, page(key), 60_000);
    }
    clock.now += 1;
    expect((await second.get("k1"))?.body).toBe("k1");
    clock.now += 1;
    await second.set("k4", page("k4"), 60_000);
    expect(await first.get("k2")).toBeUndefined();
    expect(await a.exists(`${local}page:k2`)).toBe(0);
    expect(await a.zcard(`${local}page-index`)).toBe(3);
    for (const key of ["k1", "k3", "k4"]) expect((await first.get(key))?.body).toBe(key);
  });

  it("lets a second instance answer from the page the first one rendered", async () => {
    const [a, b] = [connect(), connect()];
    await Promise.all([a.ping(), b.ping()]);
    const local = `${prefix}shared:`;
    const one = createRenderCache({ store: redisPageStore(a, local, 500), version: "v1" });
    const two = createRenderCache({ store: redisPageStore(b, local, 500), version: "v1" });
    let renders = 0;
    const render = async () => {
      renders += 1;
      return new Response(`<p>${renders}</p>`, { headers: { "cache-control": "public, s-maxage=120" } });
    };
    const request = () => new Request("http://shop.example/products", { headers: { host: "shop.example" } });
    expect((await one(request(), render)).headers.get("x-cache")).toBe("MISS");
    // The first instance stores the page after answering: wait until it is in Redis.
    await vi.waitFor(async () => expect(await a.zcard(`${local}page-index`)).toBe(1), { timeout: 15_000 });
    const hit = await two(request(), render);
    expect(hit.headers.get("x-cache")).toBe("HIT");
    expect(await hit.text()).toBe("<p>1</p>");
    expect(renders).toBe(1);
  });

  it("purges the pages a content change made stale for every instance", async () => {
    const [a, b] = [connect(), connect()];
    await Promise.all([a.ping(), b.ping()]);
    const local = `${prefix}purge:`;
    const [one, two] = [redisPageStore(a, local, 500), redisPageStore(b, local, 500)];
    const key = (path: string) => renderCacheKey(new Request(`http://shop.example${path}`), "v1");
    for (const path of ["/", "/nw", "/us"]) await one.set(key(path), page(path), 60_000);
    await two.purge(isStaleKey({ all: false, paths: ["/nw"] }));
    expect(await one.get(key("/nw"))).toBeUndefined();
    expect(await a.exists(`${local}page:${key("/nw")}`)).toBe(0);
    expect((await one.get(key("/us")))?.body).toBe("/us");
    await two.purge(isStaleKey({ all: true }));
    expect(await a.zcard(`${local}page-index`)).toBe(0);
    expect(await one.get(key("/"))).toBeUndefined();
  });
});

describe("Redis failures", () => {
  it("render the page instead, and are logged at most once a minute", async () => {
    const clock = { now: 0 };
    const warnings: unknown[] = [];
    const warn = throttled(
      (error) => warnings.push(error),
      60_000,
      () => clock.now,
    );
    const redis = connect("redis://127.0.0.1:1", warn);
    const handle = createRenderCache({
      store: redisPageStore(redis, prefix, 500),
      version: "v1",
      onStoreError: warn,
    });
    const render = async () =>
      new Response("<p>rendered</p>", { headers: { "cache-control": "public, s-maxage=120" } });
    const nextError = () => new Promise((resolve) => redis.once("error", resolve));

    for (let i = 0; i < 3; i += 1) {
      const response = await handle(new Request("http://shop.example/"), render);
      expect(response.headers.get("x-cache")).toBe("MISS");
      expect(await response.text()).toBe("<p>rendered</p>");
    }
    await nextError();
    await nextError();
    expect(warnings).toHaveLength(1);
    clock.now += 60_000;
    await nextError();
    expect(warnings).toHaveLength(2);
  });

  it("a throttled warning passes once per interval", () => {
    const clock = { now: 0 };
    const seen: unknown[] = [];
    const warn = throttled(
      (error) => seen.push(error),
      60_000,
      () => clock.now,
    );
    warn("a");
    clock.now = 59_999;
    warn("b");
    clock.now = 60_000;
    warn("c");
    expect(seen).toEqual(["a", "c"]);
  });
});
