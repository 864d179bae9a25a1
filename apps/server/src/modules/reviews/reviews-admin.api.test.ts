import {
  adminReview,
  adminReviewDetails,
  adminReviewsPage,
  auditPage,
  review,
  reviewList,
} from "@odin/contracts";
import { queryRows, schema } from "@odin/db";
import { like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { servicesOf } from "../../platform/composition";
import { sandboxMessages } from "../../testing/otp";
import { createReviewsTestApp, phonePhoto, type Reviewer, type ReviewsTestApp } from "../../testing/reviews";
import { createRole, createStaff, signInStaff, staffWith, type TestStaff } from "../../testing/staff";
import { problemOf } from "../../testing/test-app";

/**
 * Moderation in the back office (decisions 36, 60): the queue, publish, reject with a reason the
 * author is told, the store's reply on the product page; each audited, each refused without its
 * permission or outside the moderator's brands.
 */

let test: ReviewsTestApp;
let moderator: TestStaff;
let reader: TestStaff;
let styles: { id: number; brandId: number }[];

beforeAll(async () => {
  test = await createReviewsTestApp();
  moderator = await staffWith(test, ["reviews:read", "reviews:write", "audit:read"]);
  reader = await staffWith(test, ["reviews:read"]);
  styles = await queryRows<{ id: number; brandId: number }>(
    test.database.db,
    sql`select s.id, s.brand_id as "brandId" from styles s
        where not exists (select 1 from reviews r where r.style_id = s.id)
          and exists (select 1 from skus k where k.style_id = s.id)
        order by s.id desc limit 5`,
  );
  if (styles.length < 5) throw new Error("the test catalog has too few styles without reviews");
});
afterAll(() => test.close());

const admin = (staff: TestStaff, method: "GET" | "POST" | "PUT", url: string, payload: object = {}) =>
  test.app.inject({ method, url, headers: staff.headers, ...(method === "GET" ? {} : { payload }) });

/** A buyer's review of the style, with a photo: waiting for moderation. */
async function written(styleId: number, text = "Soft cotton, good stitching.") {
  const author = await test.shopper();
  await test.buy(author, styleId);
  const upload = await test.upload(author, await phonePhoto());
  const { imagePath } = upload.json() as { imagePath: string };
  const answer = await test.call("POST", "/api/reviews", author, {
    styleId,
    rating: 4,
    text,
    images: [imagePath],
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return { author, review: review.parse(answer.json()), imagePath };
}

async function auditOf(reviewId: number) {
  const answer = await admin(moderator, "GET", `/admin/api/audit?resource=review&resourceId=${reviewId}`);
  return auditPage.parse(answer.json()).entries;
}

/** Every page of the queue in a state (of one style's reviews when `filter` says), as the moderators walk it. */
async function walk(staff: TestStaff, status = "UNDER_MODERATION", filter = "&limit=25") {
  const seen: number[] = [];
  let next: string | null = null;
  do {
    const after: string = next ? `&after=${next}` : "";
    const answer = await admin(staff, "GET", `/admin/api/reviews?status=${status}${filter}${after}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const page = adminReviewsPage.parse(answer.json());
    seen.push(...page.reviews.map((each) => each.reviewId));
    next = page.next;
  } while (next && seen.length < 2_000);
  return seen;
}

const styleAt = (index: number) => {
  const style = styles[index];
  if (!style) throw new Error(`no style ${index}`);
  return style;
};

describe("the moderation queue", () => {
  it("pages the waiting reviews first in line, with photos, style, author, rating and the buyer's badge", async () => {
    const first = await written(styleAt(0).id);
    const second = await written(styleAt(1).id);
    const waiting = await walk(reader);
    expect(new Set(waiting).size).toBe(waiting.length);
    expect(waiting.indexOf(first.review.reviewId)).toBeGreaterThanOrEqual(0);
    expect(waiting.indexOf(first.review.reviewId)).toBeLessThan(waiting.indexOf(second.review.reviewId));
    const one = adminReview.parse(
      (await admin(reader, "GET", `/admin/api/reviews/${first.review.reviewId}`)).json(),
    );
    expect(one).toMatchObject({
      styleId: styleAt(0).id,
      styleName: expect.any(String),
      author: { userId: first.author.user.id, email: first.author.user.email },
      rating: 4,
      images: [first.imagePath],
      status: "UNDER_MODERATION",
      verifiedPurchase: true,
      reply: null,
    });
    // The moderators see the photo while the review waits; the public address does not show it yet.
    const photo = one.photos[0] ?? "";
    const seen = await admin(reader, "GET", photo);
    expect(seen.statusCode, photo).toBe(200);
    expect(seen.headers["content-type"]).toBe("image/webp");
    expect(seen.headers["cache-control"]).toBe("private, no-store");
    expect((await test.photo(first.imagePath)).statusCode).toBe(404);
    const notItsOwn = photo.replace(
      `/reviews/${first.review.reviewId}/`,
      `/reviews/${second.review.reviewId}/`,
    );
    expect((await admin(reader, "GET", notItsOwn)).statusCode).toBe(404);
    expect(await walk(reader, "PUBLISHED")).not.toContain(first.review.reviewId);
    expect((await admin(reader, "GET", "/admin/api/reviews?after=forged")).statusCode).toBe(404);
    // A cursor of the older form, to the millisecond, is refused too: the page shows the 404.
    const older = Buffer.from(`${new Date().toISOString()}|${first.review.reviewId}`).toString("base64url");
    expect((await admin(reader, "GET", `/admin/api/reviews?after=${older}`)).statusCode).toBe(404);
    expect((await admin(reader, "GET", "/admin/api/reviews?status=HIDDEN")).statusCode).toBe(400);
  });
});

describe("one style's reviews", () => {
  it("keeps only that style's, in the state asked for, page by page", async () => {
    const styleId = styleAt(4).id;
    const mine: number[] = [];
    for (const text of ["Soft and light.", "Runs a size small.", "The colour held after washing."])
      mine.push((await written(styleId, text)).review.reviewId);
    const byStyle = `&styleId=${styleId}&limit=2`;
    expect(await walk(reader, "UNDER_MODERATION", byStyle)).toEqual(mine);
    const first = await admin(reader, "GET", `/admin/api/reviews?${byStyle.slice(1)}`);
    expect(adminReviewsPage.parse(first.json())).toMatchObject({ next: expect.any(String) });
    expect(await walk(reader, "PUBLISHED", byStyle)).toEqual([]);

    const [published] = mine;
    await admin(moderator, "POST", `/admin/api/reviews/${published}/publish`);
    expect(await walk(reader, "PUBLISHED", byStyle)).toEqual([published]);
    expect(await walk(reader, "UNDER_MODERATION", byStyle)).toEqual(mine.slice(1));
    // Two a microsecond apart within one millisecond, the later written first: the cursor keeps them apart.
    const [, earlier, later] = mine;
    const at = (id: number | undefined, instant: string) =>
      test.database.db.execute(sql`update reviews set updated_at = ${instant}::timestamptz where id = ${id}`);
    await at(earlier, "2026-03-01 10:00:00.000301+00");
    await at(later, "2026-03-01 10:00:00.000300+00");
    expect(await walk(reader, "UNDER_MODERATION", `&styleId=${styleId}&limit=1`)).toEqual([later, earlier]);
    expect((await admin(reader, "GET", "/admin/api/reviews?styleId=abc")).statusCode).toBe(400);
    expect((await admin(reader, "GET", "/admin/api/reviews?styleId=0")).statusCode).toBe(400);
  });
});

describe("publishing and replying", () => {
  it("shows the published review and the store's reply on the product page, each step audited", async () => {
    const { review: mine } = await written(styleAt(2).id, "Fits well; the colour is as shown.");
    const styleId = styleAt(2).id;
    const listed = async () =>
      reviewList.parse(
        (await test.call("POST", "/api/reviews/allreviews", undefined, { styleIds: [styleId] })).json(),
      ).reviews;
    expect(await listed()).toEqual([]);
    const block = () => servicesOf(test.app).reviews.productReviews(styleId);
    expect((await block()).reviews).toEqual([]);

    const published = await admin(moderator, "POST", `/admin/api/reviews/${mine.reviewId}/publish`);
    expect(published.statusCode, published.body).toBe(200);
    expect(adminReview.parse(published.json()).status).toBe("PUBLISHED");
    expect((await listed()).map((each) => each.reviewId)).toEqual([mine.reviewId]);
    expect((await block()).reviews.map((each) => each.reviewId)).toEqual([mine.reviewId]);
    const twice = await admin(moderator, "POST", `/admin/api/reviews/${mine.reviewId}/publish`);
    expect(twice.statusCode).toBe(409);
    expect(problemOf(twice)?.code).toBe("ALREADY_MODERATED");

    const reply = "Thank you! Glad the fit works for you.";
    const replied = await admin(moderator, "PUT", `/admin/api/reviews/${mine.reviewId}/reply`, { reply });
    expect(replied.statusCode, replied.body).toBe(200);
    expect(adminReview.parse(replied.json())).toMatchObject({ reply, repliedAt: expect.any(String) });
    expect((await listed())[0]).toMatchObject({ reply, repliedAt: expect.any(String) });
    expect((await block()).reviews[0]).toMatchObject({ reply });

    const removed = await admin(moderator, "PUT", `/admin/api/reviews/${mine.reviewId}/reply`, {
      reply: " ",
    });
    expect(adminReview.parse(removed.json())).toMatchObject({ reply: null, repliedAt: null });
    expect((await listed())[0]?.reply).toBeUndefined();

    const entries = await auditOf(mine.reviewId);
    expect(entries.map((entry) => [entry.action, entry.actor.id])).toEqual([
      ["reply", moderator.id],
      ["reply", moderator.id],
      ["publish", moderator.id],
    ]);
    expect(entries[2]?.changes).toEqual({ status: { from: "UNDER_MODERATION", to: "PUBLISHED" } });
    expect(entries[1]?.changes).toEqual({ reply: { from: null, to: reply } });
    expect(entries[0]?.changes).toEqual({ reply: { from: reply, to: null } });
    // The review's page carries the same history to a moderator who may not read the audit log.
    const page = adminReviewDetails.parse(
      (await admin(reader, "GET", `/admin/api/reviews/${mine.reviewId}`)).json(),
    );
    expect(page.audit.map((entry) => entry.id)).toEqual(entries.map((entry) => entry.id));
  });
});

describe("rejecting", () => {
  it("shows the reason on the author's review, e-mails it to them, and takes a reply no more", async () => {
    const { author, review: mine } = await written(styleAt(3).id);
    const url = `/admin/api/reviews/${mine.reviewId}`;
    expect((await admin(moderator, "POST", `${url}/reject`, {})).statusCode).toBe(400);
    const reason = "Your review names a phone number; please edit it out.";
    const rejected = await admin(moderator, "POST", `${url}/reject`, { reason });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(adminReview.parse(rejected.json())).toMatchObject({ status: "REJECTED", rejectionReason: reason });

    const seen = review.parse(
      (
        await test.call("POST", "/api/reviews/fetchwithId", author as Reviewer, { reviewId: mine.reviewId })
      ).json(),
    );
    expect(seen).toMatchObject({ status: "REJECTED", rejectionReason: reason });
    // One e-mail, as delivered (the dispatcher clears a sent message's payload, so the words are read
    // from the sandbox's inbox, not the outbox row).
    const mails = await test.database.db
      .select()
      .from(schema.outboxMessages)
      .where(like(schema.outboxMessages.idempotencyKey, `%review-rejected:${mine.reviewId}:%`));
    expect(mails).toEqual([
      expect.objectContaining({
        channel: "email",
        recipient: author.user.email,
        template: "review-rejected",
      }),
    ]);
    const delivered = await sandboxMessages(test, author.user.email);
    expect(delivered.some((message) => message.channel === "email" && message.text.includes(reason))).toBe(
      true,
    );
    const replied = await admin(moderator, "PUT", `${url}/reply`, { reply: "Thanks" });
    expect(problemOf(replied)?.code).toBe("REVIEW_REJECTED");
    const again = await admin(moderator, "POST", `${url}/reject`, { reason });
    expect(problemOf(again)?.code).toBe("ALREADY_MODERATED");
    expect((await auditOf(mine.reviewId))[0]).toMatchObject({
      action: "reject",
      changes: {
        status: { from: "UNDER_MODERATION", to: "REJECTED" },
        rejectionReason: { from: null, to: reason },
      },
    });
  });
});

describe("who may moderate", () => {
  it("refuses a role without the permission, moderators of other brands, and unknown reviews", async () => {
    const { review: mine } = await written(styleAt(0).id, "A second buyer's words.");
    const url = `/admin/api/reviews/${mine.reviewId}`;
    const refused = await admin(reader, "POST", `${url}/publish`);
    expect(refused.statusCode).toBe(403);
    expect(problemOf(refused)?.data).toEqual({ permission: "reviews:write" });
    expect((await admin(reader, "PUT", `${url}/reply`, { reply: "Hi" })).statusCode).toBe(403);
    const none = await staffWith(test, ["returns:read"]);
    expect((await admin(none, "GET", "/admin/api/reviews")).statusCode).toBe(403);

    const role = await createRole(test, ["reviews:read", "reviews:write"]);
    const otherBrand = await signInStaff(
      test,
      await createStaff(test, role, { brandIds: [styleAt(0).brandId + 100_000] }),
    );
    const outside = await admin(otherBrand, "POST", `${url}/publish`);
    expect(problemOf(outside)?.code).toBe("OUT_OF_SCOPE");
    expect(await walk(otherBrand)).not.toContain(mine.reviewId);
    const ownBrand = await signInStaff(
      test,
      await createStaff(test, role, { brandIds: [styleAt(0).brandId] }),
    );
    expect(await walk(ownBrand)).toContain(mine.reviewId);

    expect((await admin(moderator, "POST", "/admin/api/reviews/2147483000/publish")).statusCode).toBe(404);
    expect((await admin(moderator, "GET", "/admin/api/reviews/0")).statusCode).toBe(400);
    expect(adminReview.parse((await admin(reader, "GET", url)).json()).status).toBe("UNDER_MODERATION");
  });
});
