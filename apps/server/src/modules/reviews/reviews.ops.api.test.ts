import { customerPhotos, productDetail, review, reviewList } from "@odin/contracts";
import { queryRows } from "@odin/db";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runOps } from "../../cli/ops-command";
import { OPS_COMMANDS } from "../../cli/ops-commands";
import { OpsUsageError } from "../../platform/ops-commands";
import { memoryStorage } from "../../platform/storage";
import { createReviewsTestApp, phonePhoto, type ReviewsTestApp } from "../../testing/reviews";
import { reviewsOps } from "./reviews.ops";

let test: ReviewsTestApp;
let styleId: number;

beforeAll(async () => {
  test = await createReviewsTestApp();
  const [style] = await queryRows<{ id: number }>(
    test.database.db,
    sql`select s.id from styles s where not exists (select 1 from reviews r where r.style_id = s.id)
        and exists (select 1 from skus k where k.style_id = s.id) order by s.id desc limit 1`,
  );
  if (!style) throw new Error("the test catalog has no style without reviews");
  styleId = style.id;
});
afterAll(() => test.close());

/** Runs an ops command as `npm run ops` would; answers its exit code and printed lines. */
async function ops(...argv: string[]) {
  const lines: string[] = [];
  const code = await runOps(OPS_COMMANDS, argv, {
    db: test.database.db,
    config: {} as never,
    storage: memoryStorage(),
    lifecycle: {} as never,
    print: (line) => lines.push(line),
  });
  return { code, lines };
}

const command = (name: string) => {
  const found = reviewsOps.find((each) => each.name === name);
  if (!found) throw new Error(`no command ${name}`);
  return found;
};

async function ratingOf(id: number) {
  const response = await test.call("POST", "/api/product/details", undefined, { styleId: id });
  expect(response.statusCode, response.body).toBe(200);
  return productDetail.parse(response.json()).rating;
}

describe("moderation through npm run ops", () => {
  it("lists a new review as waiting, and only a published one is listed and counted in the rating", async () => {
    const before = await ratingOf(styleId);
    expect(before).toEqual({ average: 0, count: 0, distribution: [0, 0, 0, 0, 0] });

    const author = await test.shopper();
    await test.buy(author, styleId);
    const upload = await test.upload(author, await phonePhoto());
    const { imagePath } = upload.json() as { imagePath: string };
    const written = review.parse(
      (
        await test.call("POST", "/api/reviews", author, {
          styleId,
          rating: 4,
          text: "Soft cotton, good stitching.",
          images: [imagePath],
        })
      ).json(),
    );

    const queue = await ops("reviews:queue", "1000");
    expect(queue.code).toBe(0);
    expect(queue.lines.some((line) => line.startsWith(`#${written.reviewId} style ${styleId}, 4★`))).toBe(
      true,
    );
    const page = { styleIds: [styleId] };
    const hidden = reviewList.parse(
      (await test.call("POST", "/api/reviews/allreviews", undefined, page)).json(),
    );
    expect(hidden.totalReviews).toBe(0);
    expect(await ratingOf(styleId)).toEqual(before);

    const published = await ops("reviews:publish", String(written.reviewId));
    expect(published.code).toBe(0);
    expect(published.lines[0]).toContain(`Published #${written.reviewId}`);
    const listed = reviewList.parse(
      (await test.call("POST", "/api/reviews/allreviews", undefined, page)).json(),
    );
    expect(listed.reviews.map((r) => [r.reviewId, r.status, r.verifiedPurchase])).toEqual([
      [written.reviewId, "PUBLISHED", true],
    ]);
    const photos = customerPhotos.parse(
      (await test.call("POST", "/api/reviews/customerphotos", undefined, page)).json(),
    );
    expect(photos.images).toEqual([
      { imagePath, reviewId: written.reviewId, styleId, authorName: written.authorName },
    ]);
    expect(await ratingOf(styleId)).toEqual({ average: 4, count: 1, distribution: [0, 0, 0, 1, 0] });
    const queueAfter = await ops("reviews:queue", "1000");
    expect(queueAfter.lines.some((line) => line.startsWith(`#${written.reviewId} `))).toBe(false);

    const rejected = await ops("reviews:reject", String(written.reviewId), "Shows", "a", "phone", "number");
    expect(rejected.code).toBe(0);
    const seen = review.parse(
      (await test.call("POST", "/api/reviews/fetchwithId", author, { reviewId: written.reviewId })).json(),
    );
    expect(seen).toMatchObject({ status: "REJECTED", rejectionReason: "Shows a phone number" });
    expect(await ratingOf(styleId)).toEqual(before);
    const other = await test.shopper();
    const hiddenFromOthers = await test.call("POST", "/api/reviews/fetchwithId", other, {
      reviewId: written.reviewId,
    });
    expect(hiddenFromOthers.statusCode).toBe(404);
  });

  it("refuses bad arguments, unknown reviews and repeated decisions with the usage and exit code 2", async () => {
    expect((await ops("reviews:publish")).code).toBe(2);
    expect((await ops("reviews:publish", "abc")).code).toBe(2);
    expect((await ops("reviews:reject", "99999999999")).code).toBe(2);
    const unknown = await ops("reviews:publish", "2000000000");
    expect(unknown.code).toBe(2);
    expect(unknown.lines[0]).toBe("This review was not found.");
    expect((await ops("reviews:queue", "0")).code).toBe(2);

    const [seeded] = await queryRows<{ id: number }>(
      test.database.db,
      sql`select id from reviews where status = 'PUBLISHED' order by id limit 1`,
    );
    if (!seeded) throw new Error("the test catalog has no published review");
    await expect(
      command("reviews:publish").run([String(seeded.id)], {
        db: test.database.db,
        config: {} as never,
        storage: memoryStorage(),
        print: () => {},
      }),
    ).rejects.toBeInstanceOf(OpsUsageError);
  });
});
