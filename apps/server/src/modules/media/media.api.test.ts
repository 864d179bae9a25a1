import { randomBytes } from "node:crypto";
import { articleTypeBySlug } from "@odin/contracts";
import { type DatabaseHandle, schema } from "@odin/db";
import { eq, sql } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BagFixture, createBagFixture } from "../../testing/bag-fixture";
import { openTestDatabase } from "../../testing/test-app";
import { createChangeFeed } from "../catalog/change-feed";
import { registerMedia } from ".";
import type { MediaService } from "./media.service";

let database: DatabaseHandle;
let app: FastifyInstance;
let media: MediaService;
let fixture: BagFixture;

beforeAll(async () => {
  database = await openTestDatabase();
  fixture = createBagFixture(database.db);
  app = Fastify();
  media = registerMedia(app, { db: database.db, changes: createChangeFeed(database.db) });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await fixture.remove();
  await database.close();
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
