import { customerPhotos, MESSAGES, REVIEWS, review, reviewList } from "@odin/contracts";
import { queryRows } from "@odin/db";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobRegistryOf } from "../../platform/jobs";
import { createReviewsTestApp, phonePhoto, type Reviewer, type ReviewsTestApp } from "../../testing/reviews";
import { problemOf } from "../../testing/test-app";
import { DROP_UNUSED_REVIEW_PHOTO } from "./unused-photos";

let test: ReviewsTestApp;
/** Styles of the test catalog with no reviews, one per test that needs a fresh one. */
let freeStyles: number[];
const freeStyle = () => {
  const styleId = freeStyles.shift();
  if (styleId === undefined) throw new Error("the test catalog ran out of styles without reviews");
  return styleId;
};

beforeAll(async () => {
  test = await createReviewsTestApp();
  const rows = await queryRows<{ id: number }>(
    test.database.db,
    sql`select s.id from styles s where not exists (select 1 from reviews r where r.style_id = s.id)
        and exists (select 1 from skus k where k.style_id = s.id) order by s.id limit 20`,
  );
  freeStyles = rows.map((row) => row.id);
});
afterAll(() => test.close());

const TEXT = "Lovely fabric and the fit is true to size.";

async function buyer(styleId: number): Promise<Reviewer> {
  const shopper = await test.shopper();
  await test.buy(shopper, styleId);
  return shopper;
}

async function uploaded(caller: Reviewer): Promise<string> {
  const response = await test.upload(caller, await phonePhoto());
  expect(response.statusCode, response.body).toBe(200);
  return response.json().imagePath as string;
}

async function write(caller: Reviewer | undefined, styleId: number, fields: object = {}) {
  return test.call("POST", "/api/reviews", caller, { styleId, rating: 4, text: TEXT, ...fields });
}

describe("review photos", () => {
  it("stores an upload as WebP without its metadata, served from our address to its uploader", async () => {
    const shopper = await test.shopper();
    const imagePath = await uploaded(shopper);
    expect(imagePath).toMatch(/^\/review-images\/[0-9a-f-]{36}\.webp$/);
    const served = await test.photo(imagePath, shopper);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["cache-control"]).toBe("private, no-store");
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.format).toBe("webp");
    expect(metadata.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from("OdinPhone"))).toBe(false);
  });

  it("refuses a file that is not a picture whatever its name, a file too large, and a non-multipart body", async () => {
    const shopper = await test.shopper();
    const fake = await test.upload(shopper, Buffer.from("%PDF-1.7 not a photo"), "holiday.jpg", "image/jpeg");
    expect(fake.statusCode).toBe(415);
    expect(problemOf(fake)?.detail).toBe(MESSAGES.reviews.notAnImage);

    const huge = Buffer.alloc(REVIEWS.maxImageBytes + 10, 1);
    huge.set([0xff, 0xd8, 0xff]);
    const tooLarge = await test.upload(shopper, huge);
    expect(tooLarge.statusCode).toBe(413);
    expect(problemOf(tooLarge)?.detail).toBe(MESSAGES.reviews.imageTooLarge);

    const json = await test.call("POST", "/api/reviews/images", shopper, { image: "data" });
    expect(json.statusCode).toBe(415);
  });

  it("lets only a signed-in shopper upload, and only the owner delete", async () => {
    expect((await test.upload(undefined, await phonePhoto())).statusCode).toBe(401);
    const owner = await test.shopper();
    const other = await test.shopper();
    const imagePath = await uploaded(owner);

    const refused = await test.call("DELETE", "/api/reviews/images", other, { imagePath });
    expect(refused.statusCode).toBe(404);
    expect(problemOf(refused)?.detail).toBe(MESSAGES.reviews.imageNotFound);
    expect((await test.photo(imagePath, owner)).statusCode).toBe(200);

    const deleted = await test.call("DELETE", "/api/reviews/images", owner, { imagePath });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await test.photo(imagePath, owner)).statusCode).toBe(404);
    expect((await test.call("DELETE", "/api/reviews/images", owner, { imagePath })).statusCode).toBe(404);
  });
});

describe("photos no review holds", () => {
  const job = () => {
    const found = jobRegistryOf(test.app)
      .definitions()
      .find((definition) => definition.name === DROP_UNUSED_REVIEW_PHOTO);
    if (!found) throw new Error("the reviews module registers no job for unused photos");
    return (name: string) =>
      found.run({ name }, { db: test.database.db, log: test.app.log, jobId: 0, attempt: 1, key: name });
  };
  const nameOf = (imagePath: string) => imagePath.slice("/review-images/".length, -".webp".length);

  it("are deleted a day after their upload, unless a review holds them by then", async () => {
    const styleId = freeStyle();
    const shopper = await buyer(styleId);
    const unused = await uploaded(shopper);
    const used = await uploaded(shopper);
    expect((await write(shopper, styleId, { images: [used] })).statusCode).toBe(200);

    const [scheduled] = await queryRows<{ later: boolean }>(
      test.database.db,
      sql`select run_at > now() + interval '23 hours' as later from jobs
          where name = ${DROP_UNUSED_REVIEW_PHOTO} and key = ${nameOf(unused)}`,
    );
    expect(scheduled?.later).toBe(true);

    const run = job();
    await run(nameOf(unused));
    await run(nameOf(used));
    await run(nameOf(unused));
    expect((await test.photo(unused, shopper)).statusCode).toBe(404);
    expect((await test.photo(used, shopper)).statusCode).toBe(200);
  });
});

describe("writing a review", () => {
  it("takes a buyer's review with a photo, under moderation and marked as a verified purchase", async () => {
    const styleId = freeStyle();
    const shopper = await buyer(styleId);
    const imagePath = await uploaded(shopper);
    const response = await write(shopper, styleId, {
      images: [imagePath],
      colour: "Red",
      size: "M",
      rating: 5,
    });
    expect(response.statusCode, response.body).toBe(200);
    const written = review.parse(response.json());
    expect(written).toMatchObject({
      styleId,
      rating: 5,
      text: TEXT,
      colour: "Red",
      size: "M",
      images: [imagePath],
      status: "UNDER_MODERATION",
      verifiedPurchase: true,
      authorName: `Test ${shopper.user.email.charAt(1).toUpperCase()}.`,
    });

    const again = await write(shopper, styleId);
    expect(again.statusCode).toBe(409);
    expect(problemOf(again)?.detail).toBe(MESSAGES.reviews.alreadyReviewed);
  });

  it("refuses a shopper who did not buy the style, or whose order was cancelled, and a guest", async () => {
    const styleId = freeStyle();
    const stranger = await test.shopper();
    const notBought = await write(stranger, styleId);
    expect(notBought.statusCode).toBe(403);
    expect(problemOf(notBought)?.detail).toBe(MESSAGES.reviews.notPurchased);

    const cancelled = await test.shopper();
    await test.buy(cancelled, styleId, "CANCELLED");
    expect((await write(cancelled, styleId)).statusCode).toBe(403);

    expect((await write(undefined, styleId)).statusCode).toBe(401);
    expect((await write(stranger, 2_000_000_000)).statusCode).toBe(404);
  });

  it("checks the form's rules: text with photos, length, rating, photo count", async () => {
    const styleId = freeStyle();
    const shopper = await buyer(styleId);
    const imagePath = await uploaded(shopper);
    const noText = await write(shopper, styleId, { text: "  ", images: [imagePath] });
    expect(noText.statusCode).toBe(400);
    expect(JSON.stringify(noText.json())).toContain(MESSAGES.reviews.descriptionRequiredWithImage);

    const short = await write(shopper, styleId, { text: "ok" });
    expect(short.statusCode).toBe(400);
    expect(JSON.stringify(short.json())).toContain(MESSAGES.reviews.lengthInvalid);

    expect((await write(shopper, styleId, { rating: 6 })).statusCode).toBe(400);
    expect((await write(shopper, styleId, { rating: 0 })).statusCode).toBe(400);
    const six = Array.from({ length: REVIEWS.maxImages + 1 }, () => imagePath);
    expect((await write(shopper, styleId, { images: six })).statusCode).toBe(400);

    // A rating alone, without text or photos, is a review too.
    const ratingOnly = await write(shopper, styleId, { text: "" });
    expect(ratingOnly.statusCode, ratingOnly.body).toBe(200);
  });

  it("refuses another shopper's photo in a review", async () => {
    const styleId = freeStyle();
    const shopper = await buyer(styleId);
    const other = await test.shopper();
    const theirs = await uploaded(other);
    const response = await write(shopper, styleId, { images: [theirs] });
    expect(response.statusCode).toBe(404);
    expect(problemOf(response)?.detail).toBe(MESSAGES.reviews.imageNotFound);
  });
});

describe("editing and reading a review", () => {
  it("sends an edited review back to moderation, and lets nobody else edit it", async () => {
    const styleId = freeStyle();
    const author = await buyer(styleId);
    const first = await uploaded(author);
    const second = await uploaded(author);
    const written = review.parse((await write(author, styleId, { images: [first, second] })).json());
    await test.database.db.execute(
      sql`update reviews set status = 'PUBLISHED' where id = ${written.reviewId}`,
    );

    const other = await buyer(styleId);
    const url = `/api/reviews/${written.reviewId}`;
    const refused = await test.call("PUT", url, other, { rating: 1, text: "Not mine to change." });
    expect(refused.statusCode).toBe(404);
    expect(problemOf(refused)?.detail).toBe(MESSAGES.reviews.reviewNotFound);
    expect(
      (await test.call("PUT", url, undefined, { rating: 1, text: "Guests cannot edit." })).statusCode,
    ).toBe(401);

    const edited = await test.call("PUT", url, author, {
      rating: 3,
      text: "Faded after a wash.",
      images: [second],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(review.parse(edited.json())).toMatchObject({
      rating: 3,
      images: [second],
      status: "UNDER_MODERATION",
    });
    // The photo left out of the edit is gone.
    expect((await test.photo(first, author)).statusCode).toBe(404);
    expect((await test.photo(second, author)).statusCode).toBe(200);
  });

  it("shows a review under moderation to its author only, and deleting its photo sends it back to moderation", async () => {
    const styleId = freeStyle();
    const author = await buyer(styleId);
    const imagePath = await uploaded(author);
    const written = review.parse((await write(author, styleId, { images: [imagePath] })).json());
    const other = await test.shopper();

    const mine = await test.call("POST", "/api/reviews/fetchwithId", author, { reviewId: written.reviewId });
    expect(review.parse(mine.json()).status).toBe("UNDER_MODERATION");
    const theirs = await test.call("POST", "/api/reviews/fetchwithId", other, { reviewId: written.reviewId });
    expect(theirs.statusCode).toBe(404);
    expect(
      (await test.call("POST", "/api/reviews/fetchwithId", undefined, { reviewId: written.reviewId }))
        .statusCode,
    ).toBe(404);

    const own = await test.call("POST", "/api/reviews/fetch", author, { styleIds: [styleId] });
    expect(reviewList.parse(own.json()).reviews.map((r) => r.reviewId)).toEqual([written.reviewId]);
    const othersOwn = await test.call("POST", "/api/reviews/fetch", other, { styleIds: [styleId] });
    expect(reviewList.parse(othersOwn.json()).reviews).toEqual([]);
    expect(
      (await test.call("POST", "/api/reviews/fetch", undefined, { styleIds: [styleId] })).statusCode,
    ).toBe(401);

    await test.database.db.execute(
      sql`update reviews set status = 'PUBLISHED' where id = ${written.reviewId}`,
    );
    const deleted = await test.call("DELETE", "/api/reviews/images", author, { imagePath });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const after = review.parse(
      (await test.call("POST", "/api/reviews/fetchwithId", author, { reviewId: written.reviewId })).json(),
    );
    expect(after).toMatchObject({ images: [], status: "UNDER_MODERATION" });
  });

  it("answers the form's limits", async () => {
    const response = await test.call("GET", "/api/reviews/config");
    expect(response.json()).toEqual({
      minChars: 3,
      maxChars: 10_000,
      pageSize: 50,
      maxImages: REVIEWS.maxImages,
      maxImageBytes: REVIEWS.maxImageBytes,
      imageTypes: ["image/jpeg", "image/png", "image/webp"],
    });
  });

  it("pages published reviews and customer photos of a seeded style, 50 to a page at most", async () => {
    const [busiest] = await queryRows<{ styleId: number; count: number }>(
      test.database.db,
      sql`select style_id as "styleId", count(*)::int as count from reviews where status = 'PUBLISHED'
          group by style_id order by count(*) desc, style_id limit 1`,
    );
    if (!busiest) throw new Error("the test catalog has no published reviews");
    const body = { styleIds: [busiest.styleId], pageNumber: 1, pageSize: 2 };
    const list = reviewList.parse(
      (await test.call("POST", "/api/reviews/allreviews", undefined, body)).json(),
    );
    expect(list.totalReviews).toBe(busiest.count);
    expect(list.totalPages).toBe(Math.ceil(busiest.count / 2));
    expect(list.reviews.length).toBe(Math.min(2, busiest.count));
    expect(list.reviews.every((r) => r.status === "PUBLISHED" && r.styleId === busiest.styleId)).toBe(true);
    const tooBig = await test.call("POST", "/api/reviews/allreviews", undefined, { ...body, pageSize: 51 });
    expect(tooBig.statusCode).toBe(400);
    const photos = customerPhotos.parse(
      (
        await test.call("POST", "/api/reviews/customerphotos", undefined, { styleIds: [busiest.styleId] })
      ).json(),
    );
    expect(photos.currentPage).toBe(1);
  });
});
