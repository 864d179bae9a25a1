import Fastify, { type FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memoryStorage } from "../../platform/storage";
import { CatalogPictures, fixedGate } from "./catalog-gate";
import { IMMUTABLE, matchesEtag, mediaRoutes } from "./media.routes";
import { createMediaService, type MediaService } from "./media.service";

const NOT_FOUND = { errors: [{ status: 404, code: "NOT_FOUND", detail: "Image not found" }] };

describe("media routes", () => {
  let app: FastifyInstance;
  let media: MediaService;

  beforeAll(async () => {
    app = Fastify();
    media = createMediaService();
    const pictures = new CatalogPictures();
    pictures.replace(
      [
        ["tshirts", "1f4e8c"],
        ["sarees", "8c1c3a"],
        ["jeans", "3a5a8c"],
        ["watches", "222222"],
      ].map(([articleType = "", colourCode = ""], id) => ({
        id,
        articleType,
        colourCode,
        imageViews: ["front"],
        photos: null,
      })),
    );
    pictures.banners = new Set(["festive-edit/c2410c", `${"a".repeat(40)}/0ea5e9`]);
    mediaRoutes(app, { media, gate: fixedGate(pictures), storage: memoryStorage() });
    await app.ready();
  });

  afterAll(() => app.close());

  it.each([
    ["/img/p/tshirt/1f4e8c/front/thumbnail.webp", 150, 200],
    ["/img/p/saree/8c1c3a/detail/medium.webp", 360, 480],
    ["/img/b/festive-edit/c2410c/mobile.webp", 800, 800],
    ["/img/placeholder/thumbnail.webp", 150, 200],
  ])("GET %s answers a cacheable WebP", async (url, width, height) => {
    const response = await app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/webp");
    expect(response.headers["cache-control"]).toBe(IMMUTABLE);
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", width, height]);
  });

  it("answers 304 without a body when the browser already holds the picture", async () => {
    const url = "/img/p/jeans/3a5a8c/back/thumbnail.webp";
    const first = await app.inject({ method: "GET", url });
    const etag = String(first.headers.etag);
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
      const again = await app.inject({ method: "GET", url, headers: { "if-none-match": header } });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.byteLength).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers["cache-control"]).toBe(IMMUTABLE);
    }
    const stale = await app.inject({ method: "GET", url, headers: { "if-none-match": '"stale"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it("answers HEAD with the headers only", async () => {
    const response = await app.inject({ method: "HEAD", url: "/img/p/watch/222222/front/thumbnail.webp" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/webp");
    expect(response.headers.etag).toBeDefined();
    expect(response.rawPayload.byteLength).toBe(0);
  });

  it.each([
    "/img/p/gown/1f4e8c/front/thumbnail.webp",
    "/img/p/tshirt/1F4E8C/front/thumbnail.webp",
    "/img/p/tshirt/1f4e8/front/thumbnail.webp",
    "/img/p/tshirt/zz4e8c/front/thumbnail.webp",
    "/img/p/tshirt/1f4e8c/side/thumbnail.webp",
    "/img/p/tshirt/1f4e8c/front/huge.webp",
    "/img/p/tshirt/1f4e8c/front/thumbnail.png",
    "/img/p/tshirt/1f4e8c/front/thumbnail",
    "/img/p/tshirt/1f4e8c/front/desktop.webp",
    `/img/b/${"a".repeat(41)}/c2410c/desktop.webp`,
    "/img/b/Festive-Edit/c2410c/desktop.webp",
    "/img/b/festive_edit/c2410c/desktop.webp",
    "/img/b/-festive/c2410c/desktop.webp",
    "/img/b/festive-edit/c2410c/large.webp",
    "/img/placeholder/desktop.webp",
    "/img/placeholder/medium.jpg",
  ])("GET %s is not an image", async (url) => {
    const response = await app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(NOT_FOUND);
  });

  it("answers 404 without drawing for a silhouette and colour no style has, or a banner no content names", async () => {
    const before = media.stats().renders;
    for (const url of [
      "/img/p/tshirt/3a5a8c/front/large.webp",
      "/img/p/jacket/1f4e8c/front/large.webp",
      "/img/b/festive-edit/1f4e8c/desktop.webp",
      "/img/b/other-edit/c2410c/desktop.webp",
    ]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
    expect(media.stats().renders).toBe(before);
  });

  it("accepts banner names of up to 40 characters", async () => {
    const response = await app.inject({ method: "HEAD", url: `/img/b/${"a".repeat(40)}/0ea5e9/mobile.webp` });
    expect(response.statusCode).toBe(200);
  });
});

describe("matchesEtag", () => {
  it("compares entity tags weakly and understands lists and *", () => {
    expect(matchesEtag(undefined, '"a"')).toBe(false);
    expect(matchesEtag('"b"', '"a"')).toBe(false);
    expect(matchesEtag('W/"a"', '"a"')).toBe(true);
    expect(matchesEtag(' "b" , "a"', '"a"')).toBe(true);
    expect(matchesEtag("*", '"a"')).toBe(true);
  });
});
