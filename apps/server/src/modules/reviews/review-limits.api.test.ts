import { MESSAGES } from "@odin/contracts";
import { queryRows } from "@odin/db";
import { sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createReviewsTestApp, type Reviewer, type ReviewsTestApp } from "../../testing/reviews";
import { problemOf } from "../../testing/test-app";

/** Reviews one shopper may write or edit in an hour, set low for the test. */
const LIMIT = 4;
/** Photos one shopper may upload in an hour, set low for the test. */
const PHOTO_LIMIT = 3;

let test: ReviewsTestApp;
let styleIds: number[];

beforeAll(async () => {
  test = await createReviewsTestApp({
    ODIN_REVIEW_MAX_CHANGES_PER_SHOPPER: String(LIMIT),
    ODIN_REVIEW_MAX_PHOTO_UPLOADS_PER_SHOPPER: String(PHOTO_LIMIT),
  });
  const rows = await queryRows<{ id: number }>(
    test.database.db,
    sql`select distinct style_id as id from skus order by style_id limit ${LIMIT + 1}`,
  );
  styleIds = rows.map((row) => row.id);
});
afterAll(() => test.close());

const TEXT = "Soft cotton, and the fit is true to size.";

async function buyer(styles: readonly number[]): Promise<Reviewer> {
  const shopper = await test.shopper();
  for (const styleId of styles) await test.buy(shopper, styleId);
  return shopper;
}

describe("how often a shopper may change reviews", () => {
  it("refuses review edits past the limit with 429, counting the review's write", async () => {
    const [styleId = 0] = styleIds;
    const author = await buyer([styleId]);
    const written = await test.call("POST", "/api/reviews", author, { styleId, rating: 4, text: TEXT });
    expect(written.statusCode, written.body).toBe(200);
    const url = `/api/reviews/${written.json().reviewId}`;

    const statuses: number[] = [];
    let last = written;
    for (let edit = 1; edit <= LIMIT + 1; edit++) {
      last = await test.call("PUT", url, author, { rating: 3, text: `${TEXT} Edit ${edit}.` });
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([...Array(LIMIT - 1).fill(200), 429, 429]);
    expect(problemOf(last)?.detail).toBe(MESSAGES.reviews.tooManyChanges);

    // Another shopper's count is their own.
    const other = await buyer([styleId]);
    const theirs = await test.call("POST", "/api/reviews", other, { styleId, rating: 5, text: TEXT });
    expect(theirs.statusCode, theirs.body).toBe(200);
  });

  it("refuses review writes past the limit with 429", async () => {
    const shopper = await buyer(styleIds);
    const statuses: number[] = [];
    for (const styleId of styleIds) {
      const answer = await test.call("POST", "/api/reviews", shopper, { styleId, rating: 4, text: TEXT });
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([...Array(LIMIT).fill(200), 429]);
  });

  it("refuses photo uploads past the limit with 429, however many were deleted in between", async () => {
    const shopper = await test.shopper();
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#3366cc" } })
      .png()
      .toBuffer();
    const statuses: number[] = [];
    let last: LightMyRequestResponse | undefined;
    for (let upload = 1; upload <= PHOTO_LIMIT + 2; upload++) {
      last = await test.upload(shopper, photo);
      statuses.push(last.statusCode);
      if (last.statusCode !== 200) continue;
      // Each photo is deleted again, so the shopper never holds more than one.
      const deleted = await test.call("DELETE", "/api/reviews/images", shopper, {
        imagePath: last.json().imagePath,
      });
      expect(deleted.statusCode, deleted.body).toBe(200);
    }
    expect(statuses).toEqual([...Array(PHOTO_LIMIT).fill(200), 429, 429]);
    expect(last && problemOf(last)?.detail).toBe(MESSAGES.reviews.tooManyPhotoUploads);

    // Another shopper's count is their own.
    expect((await test.upload(await test.shopper(), photo)).statusCode).toBe(200);
  });
});
