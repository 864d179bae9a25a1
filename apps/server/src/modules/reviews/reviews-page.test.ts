import { MESSAGES, ok } from "@odin/contracts";
import { describe, expect, it, vi } from "vitest";
import type { ReviewsService } from "./reviews.service";
import { reviewsPage } from "./reviews-page";

const LIST = { reviews: [], totalReviews: 0, totalPages: 1, currentPage: 2 };

function service() {
  return {
    productReviews: vi.fn(async () => ({ reviews: [], photos: [], totalPhotos: 0 })),
    published: vi.fn(async () => LIST),
    photos: vi.fn(async () => ({ images: [], totalImages: 0, totalPages: 1, currentPage: 1 })),
    own: vi.fn(async () => LIST),
    canReview: vi.fn(async () => true),
    uploadImage: vi.fn(async () => ok({ imagePath: "/review-images/x.webp" })),
    deleteImage: vi.fn(async () => ok(undefined)),
    write: vi.fn(),
    edit: vi.fn(),
    byId: vi.fn(),
    image: vi.fn(),
  } satisfies ReviewsService;
}

describe("the review pages' services", () => {
  it("let a guest read, and ask a guest to log in for everything else without calling the service", async () => {
    const reviews = service();
    const page = reviewsPage(reviews)({ shopper: null });
    expect(await page.published(101, 2)).toBe(LIST);
    expect(reviews.published).toHaveBeenCalledWith({ styleIds: [101], pageNumber: 2, pageSize: 50 });
    for (const refused of [
      await page.own(101),
      await page.uploadImage(new Uint8Array(3)),
      await page.deleteImage("/review-images/x.webp"),
      await page.write({ styleId: 101, rating: 5, text: "Nice shirt.", images: [] }),
      await page.edit(7, { rating: 5, text: "Nice shirt.", images: [] }),
    ]) {
      expect(refused).toMatchObject({ ok: false, problem: { detail: MESSAGES.session.loginToContinue } });
    }
    expect(reviews.uploadImage).not.toHaveBeenCalled();
    expect(reviews.own).not.toHaveBeenCalled();
  });

  it("act for the signed-in shopper the cookies name", async () => {
    const reviews = service();
    const page = reviewsPage(reviews)({ shopper: { userId: 42, roles: ["ROLE_END_USER"] } });
    expect(await page.own(101)).toEqual(ok({ review: null, canReview: true }));
    expect(reviews.canReview).toHaveBeenCalledWith(42, 101);
    await page.uploadImage(new Uint8Array([1, 2, 3]));
    expect(reviews.uploadImage).toHaveBeenCalledWith(42, Buffer.from([1, 2, 3]));
    await page.deleteImage("/review-images/x.webp");
    expect(reviews.deleteImage).toHaveBeenCalledWith(42, "/review-images/x.webp");
  });
});
