import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { MESSAGES, review } from "@odin/contracts";
import { queryRows } from "@odin/db";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { metricValue } from "../../testing/metrics";
import { createReviewsTestApp, type Reviewer, type ReviewsTestApp } from "../../testing/reviews";
import { problemOf } from "../../testing/test-app";

let test: ReviewsTestApp;
/** A style of the test catalog with a SKU; each test's shoppers are new, so one style serves them all. */
let styleId: number;

beforeAll(async () => {
  test = await createReviewsTestApp();
  const [row] = await queryRows<{ id: number }>(
    test.database.db,
    sql`select style_id as id from skus order by style_id limit 1`,
  );
  if (!row) throw new Error("the test catalog has no SKU");
  styleId = row.id;
});
afterAll(() => test.close());

/** A solid-colour PNG: quick to make and small to send, whatever its size in pixels. */
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#cc3366" } })
    .png()
    .toBuffer();

/** The photo rows of the shopper's uploads. */
async function photoRows(shopper: Reviewer): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    test.database.db,
    sql`select count(*)::int as count from review_images where user_id = ${shopper.user.id}`,
  );
  return row?.count ?? 0;
}

/** The files of the photo storage (a local directory in tests). */
async function storedFiles(): Promise<string[]> {
  const storage = test.config.storage;
  if (storage.kind !== "local") throw new Error("the review tests keep photos in a directory");
  return readdir(join(storage.dir, "reviews")).catch(() => []);
}

async function uploaded(shopper: Reviewer): Promise<string> {
  const response = await test.upload(shopper, await png(64, 48));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().imagePath as string;
}

const setStatus = (reviewId: number, status: string) =>
  test.database.db.execute(sql`update reviews set status = ${status} where id = ${reviewId}`);

describe("the pixels of an uploaded photo", () => {
  it("refuses a 49-megapixel photo with 413 and stores nothing, and takes a 24-megapixel one", async () => {
    const shopper = await test.shopper();
    const filesBefore = await storedFiles();
    const huge = await test.upload(shopper, await png(8100, 6050));
    expect(huge.statusCode).toBe(413);
    expect(problemOf(huge)?.detail).toBe(MESSAGES.reviews.imageTooManyPixels);
    expect(await photoRows(shopper)).toBe(0);
    expect(await storedFiles()).toEqual(filesBefore);

    const fits = await test.upload(shopper, await png(6000, 4000));
    expect(fits.statusCode, fits.body).toBe(200);
    expect(await photoRows(shopper)).toBe(1);
    const served = await test.photo(fits.json().imagePath, shopper);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(1600);
  });
});

describe("photos sent at once", { tags: ["postgres"] }, () => {
  it("re-encodes eight uploads no more than the queue's limit at a time", async () => {
    const queue = (name: string) => metricValue(test, `odin_picture_queue_${name}`);
    const { concurrency } = test.config.pictures;
    const before = await queue("done_total");
    const shopper = await test.shopper();
    const photo = await png(3000, 2000);
    const answers = await Promise.all(Array.from({ length: 8 }, () => test.upload(shopper, photo)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    expect((await queue("done_total")) - before).toBe(8);
    expect(await queue("peak")).toBeGreaterThan(0);
    expect(await queue("peak")).toBeLessThanOrEqual(concurrency);
    expect([await queue("running"), await queue("waiting")]).toEqual([0, 0]);
  });
});

describe("who sees a photo", () => {
  it("shows a photo of a review under moderation to its author only, never kept by a shared cache", async () => {
    const author = await test.shopper();
    await test.buy(author, styleId);
    const imagePath = await uploaded(author);
    const written = await test.call("POST", "/api/reviews", author, {
      styleId,
      rating: 4,
      text: "The colour is true to the photo.",
      images: [imagePath],
    });
    expect(written.statusCode, written.body).toBe(200);
    const { reviewId, status } = review.parse(written.json());
    expect(status).toBe("UNDER_MODERATION");
    const other = await test.shopper();

    const mine = await test.photo(imagePath, author);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers["cache-control"]).toBe("private, no-store");
    for (const refused of [await test.photo(imagePath, other), await test.photo(imagePath)]) {
      expect(refused.statusCode).toBe(404);
      expect(refused.headers["cache-control"]).toBe("no-store");
    }

    await setStatus(reviewId, "PUBLISHED");
    for (const anyone of [await test.photo(imagePath), await test.photo(imagePath, other)]) {
      expect(anyone.statusCode).toBe(200);
      expect(anyone.headers["cache-control"]).toBe("public, max-age=86400");
    }

    await setStatus(reviewId, "REJECTED");
    expect((await test.photo(imagePath)).statusCode).toBe(404);
    expect((await test.photo(imagePath, author)).statusCode).toBe(200);
  });

  it("shows a photo no review holds yet to its uploader only", async () => {
    const owner = await test.shopper();
    const imagePath = await uploaded(owner);
    expect((await test.photo(imagePath, owner)).statusCode).toBe(200);
    expect((await test.photo(imagePath, await test.shopper())).statusCode).toBe(404);
    expect((await test.photo(imagePath)).statusCode).toBe(404);
  });

  it("takes a token that is not valid for nobody, as an image request cannot refresh it", async () => {
    const owner = await test.shopper();
    const imagePath = await uploaded(owner);
    const forged = { ...owner, token: `${owner.token.slice(0, -4)}AAAA` };
    const answer = await test.photo(imagePath, forged);
    expect(answer.statusCode).toBe(404);
    expect(answer.headers["content-type"]).toMatch(/^text\/plain/);
  });
});
