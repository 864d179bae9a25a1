import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { articleTypeBySlug } from "@odin/contracts";
import { type DatabaseHandle, queryRows, schema } from "@odin/db";
import { eq, sql } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OpsContext } from "../../cli/ops-command";
import { runOps } from "../../cli/ops-command";
import { loadConfig } from "../../platform/config";
import { createObjectStorage, type ObjectStorage } from "../../platform/storage";
import { type BagFixture, createBagFixture } from "../../testing/bag-fixture";
import { CLIENT_HEADERS, createTestApp, type OwnedTestApp, openTestDatabase } from "../../testing/test-app";
import { createChangeFeed } from "../catalog/change-feed";
import { catalogGate } from "./catalog-gate";
import { mediaOps } from "./media.ops";
import { mediaRoutes } from "./media.routes";
import { createMediaService, type MediaService } from "./media.service";

let database: DatabaseHandle;
let app: FastifyInstance;
let media: MediaService;
let fixture: BagFixture;
let filesDir: string;
let storage: ObjectStorage;

beforeAll(async () => {
  database = await openTestDatabase();
  fixture = createBagFixture(database.db);
  filesDir = await mkdtemp(join(tmpdir(), "odin-media-test-"));
  storage = createObjectStorage({ kind: "local", dir: join(filesDir, "storage") });
  app = Fastify();
  media = createMediaService();
  mediaRoutes(app, { media, gate: catalogGate(database.db, createChangeFeed(database.db)), storage });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await fixture.remove();
  await database.db.execute(sql`delete from style_photos where style_id >= 1000000000`);
  await database.close();
  await rm(filesDir, { recursive: true, force: true });
});

/** A colour no style of the test catalog has (the catalog's colours are a small named set). */
const unusedColour = () => randomBytes(3).toString("hex");

describe("product pictures of the catalog's silhouettes and colours (decision 39)", () => {
  it("draws a style's picture in its silhouette and colour", async () => {
    const [style] = await database.db
      .select({ articleType: schema.styles.articleType, colourCode: schema.styles.colourCode })
      .from(schema.styles)
      .where(sql`cardinality(${schema.styles.imageViews}) > 0`)
      .limit(1);
    const silhouette = articleTypeBySlug(style?.articleType ?? "")?.silhouette;
    const colour = style?.colourCode.replace("#", "").toLowerCase();
    const before = media.stats().renders;
    const response = await app.inject({
      method: "GET",
      url: `/img/p/${silhouette}/${colour}/front/thumbnail.webp`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/webp");
    expect(media.stats().renders).toBe(before + 1);
  });

  it("answers 404 without drawing for a colour no style has", async () => {
    const before = media.stats().renders;
    for (let i = 0; i < 20; i++) {
      const response = await app.inject({
        method: "GET",
        url: `/img/p/jacket/${unusedColour()}/front/large.webp`,
      });
      expect(response.statusCode).toBe(404);
    }
    expect(media.stats().renders).toBe(before);
  });

  it("follows the catalog: a style's new colour is drawn, its old one no longer", async () => {
    const { styleId } = await fixture.size({ mrp: 99_900, price: 99_900, stock: 1 });
    const first = unusedColour();
    const second = unusedColour();
    const url = (colour: string) => `/img/p/tshirt/${colour}/front/thumbnail.webp`;
    expect((await app.inject({ method: "GET", url: url(first) })).statusCode).toBe(404);
    await database.db
      .update(schema.styles)
      .set({ colourCode: `#${first.toUpperCase()}`, imageViews: ["front"] })
      .where(eq(schema.styles.id, styleId));
    expect((await app.inject({ method: "GET", url: url(first) })).statusCode).toBe(200);
    await database.db
      .update(schema.styles)
      .set({ colourCode: `#${second}` })
      .where(eq(schema.styles.id, styleId));
    expect((await app.inject({ method: "GET", url: url(second) })).statusCode).toBe(200);
    // The old colour's picture is still in the byte cache; one not drawn before is refused.
    expect(
      (await app.inject({ method: "GET", url: url(first).replace("thumbnail", "medium") })).statusCode,
    ).toBe(404);
  });
});

describe("banners the content names (decision 39)", () => {
  it("draws a banner of a content document and a brand's logo, and refuses other names and colours", async () => {
    const [document] = await queryRows<{ url: string }>(
      database.db,
      sql`select (regexp_match(data::text, '/img/b/[a-z0-9-]+/[0-9a-f]{6}/(?:desktop|mobile)[.]webp'))[1] as url
          from content_documents where data::text ~ '/img/b/' limit 1`,
    );
    const [brand] = await database.db
      .select({ code: schema.brands.code, colour: schema.brands.colour })
      .from(schema.brands)
      .limit(1);
    const logo = `/img/b/logo-${brand?.code}/${brand?.colour.slice(1).toLowerCase()}/mobile.webp`;
    for (const url of [document?.url ?? "", logo]) {
      expect((await app.inject({ method: "GET", url })).statusCode).toBe(200);
    }
    const before = media.stats().renders;
    for (let i = 0; i < 10; i++) {
      const response = await app.inject({
        method: "GET",
        url: `/img/b/festive-edit/${unusedColour()}/desktop.webp`,
      });
      expect(response.statusCode).toBe(404);
    }
    expect(
      (await app.inject({ method: "GET", url: `/img/b/logo-${brand?.code}/${unusedColour()}/mobile.webp` }))
        .statusCode,
    ).toBe(404);
    expect(media.stats().renders).toBe(before);
  });
});

/** A camera-like JPEG: 1200 × 1600 with EXIF metadata that must not survive the import. */
async function cameraJpeg(colour: { r: number; g: number; b: number }): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 1600, channels: 3, background: colour } })
    .jpeg()
    .withExifMerge({ IFD0: { Copyright: "Odin test", Make: "Camera" } })
    .toBuffer();
}

/** Runs an operator command; `env` adds settings to its configuration. */
async function runOp(
  argv: string[],
  env: Record<string, string> = {},
): Promise<{ code: number; lines: string[] }> {
  const lines: string[] = [];
  const context: OpsContext = {
    db: database.db,
    config: loadConfig(env),
    storage,
    lifecycle: {} as never,
    print: (line) => lines.push(line),
  };
  try {
    return { code: await runOps(mediaOps, argv, context), lines };
  } catch (error) {
    // As `npm run ops` does, a failed command ends the process with an error.
    lines.push((error as Error).message);
    return { code: 1, lines };
  }
}

const photoUrl = /^\/img\/s\/(\d+)\/(front|back|detail)\/([0-9a-f]{12})\/(thumbnail|medium|large)\.webp$/;

describe("imported photographs (decision 39)", () => {
  let shop: OwnedTestApp;
  beforeAll(async () => {
    shop = await createTestApp({ database, env: { ODIN_STORAGE_DIR: join(filesDir, "storage") } });
  });
  afterAll(() => shop.close());

  const details = async (styleId: number) => {
    const response = await shop.app.inject({
      method: "POST",
      url: "/api/product/details",
      headers: CLIENT_HEADERS,
      payload: { styleId },
    });
    expect(response.statusCode).toBe(200);
    return response.json() as { images: { thumbnail: string; medium: string; large: string }[] };
  };

  it("photos:import stores a photograph that product pages show in place of the drawing, without metadata", async () => {
    const { styleId } = await fixture.size({ mrp: 99_900, price: 99_900, stock: 1 });
    await database.db
      .update(schema.styles)
      .set({ imageViews: ["front"] })
      .where(eq(schema.styles.id, styleId));
    const before = await details(styleId);
    expect(before.images[0]?.large).toMatch(/^\/img\/p\/tshirt\//);

    const file = join(filesDir, "camera.jpg");
    await writeFile(file, await cameraJpeg({ r: 200, g: 30, b: 30 }));
    const { code, lines } = await runOp(["photos:import", String(styleId), "front", file]);
    expect(code).toBe(0);
    expect(lines.join("\n")).toMatch(new RegExp(`style ${styleId} front is photograph [0-9a-f]{12}`));

    const after = await details(styleId);
    expect(after.images).toHaveLength(1);
    const large = after.images[0]?.large ?? "";
    expect(large).toMatch(photoUrl);
    const served = await shop.app.inject({ method: "GET", url: large });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(["webp", 900, 1200, undefined]);
    // The same bytes from the other instance, which learns of the photograph through the change feed.
    const elsewhere = await app.inject({ method: "GET", url: after.images[0]?.thumbnail ?? "" });
    expect(elsewhere.statusCode).toBe(200);
    expect((await sharp(elsewhere.rawPayload).metadata()).width).toBe(150);
  });

  it("a new photograph gets new addresses and the old ones go", async () => {
    const { styleId } = await fixture.size({ mrp: 99_900, price: 99_900, stock: 1 });
    const file = join(filesDir, "first.png");
    await writeFile(
      file,
      await sharp({ create: { width: 300, height: 400, channels: 3, background: "#123456" } })
        .png()
        .toBuffer(),
    );
    expect((await runOp(["photos:import", String(styleId), "back", file])).code).toBe(0);
    const first = (await details(styleId)).images[0]?.medium ?? "";
    expect(first).toMatch(photoUrl);
    await writeFile(file, await cameraJpeg({ r: 10, g: 120, b: 10 }));
    expect((await runOp(["photos:import", String(styleId), "back", file])).code).toBe(0);
    const second = (await details(styleId)).images[0]?.medium ?? "";
    expect(second).toMatch(photoUrl);
    expect(second).not.toBe(first);
    expect((await shop.app.inject({ method: "GET", url: second })).statusCode).toBe(200);
    expect((await shop.app.inject({ method: "GET", url: first })).statusCode).toBe(404);
  });

  it("answers 404 for a photograph address no style has, without reading storage", async () => {
    const response = await app.inject({ method: "GET", url: "/img/s/1/front/0123456789ab/large.webp" });
    expect(response.statusCode).toBe(404);
  });

  it("photos:import-dir imports the files named <styleId>-<view>, skips others and reports refusals", async () => {
    const { styleId } = await fixture.size({ mrp: 99_900, price: 99_900, stock: 1 });
    const dir = join(filesDir, "batch");
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir);
    const png = await sharp({ create: { width: 90, height: 120, channels: 3, background: "#abcdef" } })
      .png()
      .toBuffer();
    await writeFile(join(dir, `${styleId}-front.png`), png);
    await writeFile(join(dir, `${styleId}-DETAIL.PNG`), png);
    await writeFile(join(dir, "notes.txt"), "not a photograph");
    await writeFile(join(dir, "2147483646-front.png"), png);
    await writeFile(join(dir, `${styleId}-back.jpg`), "not a picture");
    const { code, lines } = await runOp(["photos:import-dir", dir]);
    expect(code).toBe(1);
    expect(lines.at(-1)).toBe("2 photograph(s) were not imported");
    expect(lines).toContain("2 imported, 2 refused, 1 skipped");
    expect(lines.join("\n")).toContain("No style with id 2147483646.");
    expect(lines.join("\n")).toContain("Not an image that can be read");
    const images = (await details(styleId)).images.map((set) => set.large);
    expect(images).toHaveLength(2);
    for (const url of images) expect(url).toMatch(photoUrl);
  });

  it("photos:import refuses a photograph of more pixels than the setting allows, naming its size, and stores nothing", async () => {
    const { styleId } = await fixture.size({ mrp: 99_900, price: 99_900, stock: 1 });
    const file = join(filesDir, "huge.png");
    // 8100 × 6050 is 49 megapixels (the default allows 24), in a PNG of a few hundred kilobytes.
    const huge = sharp({ create: { width: 8100, height: 6050, channels: 3, background: "#654321" } });
    await writeFile(file, await huge.png().toBuffer());
    const refused = await runOp(["photos:import", String(styleId), "front", file]);
    expect(refused.code).toBe(1);
    expect(refused.lines.join("\n")).toContain("8100 × 6050 pixels (49.0 megapixels); at most 24 megapixels");
    expect(await readdir(join(filesDir, "storage", "styles", String(styleId))).catch(() => [])).toEqual([]);
    const [row] = await queryRows<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from style_photos where style_id = ${styleId}`,
    );
    expect(row?.count).toBe(0);

    // The limit is a setting: a 1.9-megapixel photograph is refused at 1 megapixel, taken by default.
    const camera = join(filesDir, "camera-limit.jpg");
    await writeFile(camera, await cameraJpeg({ r: 90, g: 90, b: 200 }));
    const args = ["photos:import", String(styleId), "front", camera];
    expect((await runOp(args, { ODIN_PHOTO_IMPORT_MAX_MEGAPIXELS: "1" })).code).toBe(1);
    expect((await runOp(args)).code).toBe(0);
  });

  it("refuses bad arguments with the usage and exit code 2", async () => {
    expect((await runOp(["photos:import", "abc", "front", "x.jpg"])).code).toBe(2);
    expect((await runOp(["photos:import", "12", "side", "x.jpg"])).code).toBe(2);
    expect((await runOp(["photos:import-dir"])).code).toBe(2);
  });
});
