import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { renderedPagesOf } from "./page-purge";
import { setUpRenderCache } from "./render-cache-setup";

const request = (path: string) =>
  new Request(`http://shop.example${path}`, { headers: { host: "shop.example" } });
const render = async () =>
  new Response("<p>page</p>", { headers: { "cache-control": "public, max-age=0, s-maxage=120" } });

describe("the rendered-page cache of an app", () => {
  it("is purged through the app's rendered pages, as published content asks", async () => {
    const app = Fastify();
    const cache = setUpRenderCache(app, { redisUrl: undefined, redisKeyPrefix: "odin:" }, "v1");
    await cache(request("/nw"), render);
    await cache(request("/us"), render);
    expect((await cache(request("/nw"), render)).headers.get("x-cache")).toBe("HIT");
    await renderedPagesOf(app).purge({ all: false, paths: ["/nw"] });
    expect((await cache(request("/nw"), render)).headers.get("x-cache")).toBe("MISS");
    expect((await cache(request("/us"), render)).headers.get("x-cache")).toBe("HIT");
    await app.close();
  });

  it("does not keep a page whose render a purge overtook: it may show what the purge removed", async () => {
    const app = Fastify();
    const cache = setUpRenderCache(app, { redisUrl: undefined, redisKeyPrefix: "odin:" }, "v1");
    let published = "old banner";
    const slowRender = async () => {
      const shown = published;
      // The content is read, then the change is published and purged while the page renders.
      published = "new banner";
      await renderedPagesOf(app).purge({ all: false, paths: ["/"] });
      return new Response(`<p>${shown}</p>`, {
        headers: { "cache-control": "public, max-age=0, s-maxage=120" },
      });
    };
    expect(await (await cache(request("/"), slowRender)).text()).toBe("<p>old banner</p>");
    const next = await cache(
      request("/"),
      async () =>
        new Response(`<p>${published}</p>`, {
          headers: { "cache-control": "public, max-age=0, s-maxage=120" },
        }),
    );
    expect(next.headers.get("x-cache")).toBe("MISS");
    expect(await next.text()).toBe("<p>new banner</p>");
    expect((await cache(request("/"), render)).headers.get("x-cache")).toBe("HIT");
    await app.close();
  });
});
