import { IMAGE_VIEWS, SILHOUETTES } from "@odin/contracts";
import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { createMediaService, type ImageRequest, imageKey, type Rasterise } from "./media.service";
import { rasteriseWebp } from "./picture";

async function centrePixel(body: Buffer): Promise<[number, number, number]> {
  const { data, info } = await sharp(body).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
  return [data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0];
}

function countingService() {
  const rasterise = vi.fn<Rasterise>(rasteriseWebp);
  return { media: createMediaService({ rasterise }), rasterise };
}

const tshirt = (colour: string): ImageRequest => ({
  kind: "product",
  silhouette: "tshirt",
  colour,
  view: "front",
  size: "thumbnail",
});

describe("media.render", () => {
  it.each(SILHOUETTES)("draws %s in every view as a 150 × 200 WebP", async (silhouette) => {
    const media = createMediaService();
    for (const view of IMAGE_VIEWS) {
      const { body } = await media.render({
        kind: "product",
        silhouette,
        colour: "3a5a8c",
        view,
        size: "thumbnail",
      });
      const meta = await sharp(body).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["webp", 150, 200]);
    }
  });

  it("renders each named size at its pixel dimensions", async () => {
    const cases: [ImageRequest, number, number][] = [
      [{ kind: "product", silhouette: "kurta", colour: "8c1c3a", view: "front", size: "medium" }, 360, 480],
      [{ kind: "product", silhouette: "jeans", colour: "3a5a8c", view: "back", size: "large" }, 900, 1200],
      [{ kind: "banner", name: "festive-edit", colour: "c2410c", size: "desktop" }, 1600, 600],
      [{ kind: "banner", name: "festive-edit", colour: "c2410c", size: "mobile" }, 800, 800],
      [{ kind: "placeholder", size: "thumbnail" }, 150, 200],
    ];
    const media = createMediaService();
    for (const [request, width, height] of cases) {
      const meta = await sharp((await media.render(request)).body).metadata();
      expect([imageKey(request), meta.format, meta.width, meta.height]).toEqual([
        imageKey(request),
        "webp",
        width,
        height,
      ]);
    }
  });

  it("paints the garment in the requested colour", async () => {
    const media = createMediaService();
    const [r1, g1, b1] = await centrePixel((await media.render(tshirt("d02020"))).body);
    const [r2, g2, b2] = await centrePixel((await media.render(tshirt("2040d0"))).body);
    expect(r1).toBeGreaterThan(b1 + 100);
    expect(b2).toBeGreaterThan(r2 + 100);
    expect(Math.abs(g1 - 0x20)).toBeLessThan(40);
    expect(Math.abs(g2 - 0x40)).toBeLessThan(40);
  });

  it("serves a repeated request from the cache without drawing again", async () => {
    const { media, rasterise } = countingService();
    const first = await media.render(tshirt("112233"));
    const second = await media.render(tshirt("#112233"));
    expect(second.body).toBe(first.body);
    expect(second.etag).toBe(first.etag);
    expect(rasterise).toHaveBeenCalledTimes(1);
    expect(media.stats()).toMatchObject({ renders: 1, hits: 1, entries: 1, bytes: first.body.byteLength });
  });

  it("shares one render between concurrent requests for the same picture", async () => {
    const { media, rasterise } = countingService();
    const images = await Promise.all([1, 2, 3].map(() => media.render(tshirt("445566"))));
    expect(new Set(images.map((image) => image.body)).size).toBe(1);
    expect(rasterise).toHaveBeenCalledTimes(1);
  });

  it("keeps the cache within its byte bound, forgetting the least recently used picture", async () => {
    const rasterise = vi.fn<Rasterise>(async () => Buffer.alloc(400));
    const media = createMediaService({ maxBytes: 1000, rasterise });
    await media.render(tshirt("000001"));
    await media.render(tshirt("000002"));
    await media.render(tshirt("000001"));
    await media.render(tshirt("000003"));
    expect(media.stats()).toMatchObject({ entries: 2, bytes: 800 });
    await media.render(tshirt("000001"));
    expect(rasterise).toHaveBeenCalledTimes(3);
    await media.render(tshirt("000002"));
    expect(rasterise).toHaveBeenCalledTimes(4);
  });

  it("does not remember a failed render", async () => {
    const rasterise = vi
      .fn<Rasterise>()
      .mockRejectedValueOnce(new Error("vips"))
      .mockResolvedValue(Buffer.from("ok"));
    const media = createMediaService({ rasterise });
    await expect(media.render(tshirt("abcdef"))).rejects.toThrow("vips");
    expect((await media.render(tshirt("abcdef"))).body.toString()).toBe("ok");
  });
});
