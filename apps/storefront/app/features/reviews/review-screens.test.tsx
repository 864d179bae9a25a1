import { LABELS, MESSAGES, type Review } from "@odin/contracts";
import { describe, expect, it } from "vitest";
import { PRODUCT_FIXTURE } from "../../testing/product-data";
import { renderWithRouter } from "../../testing/render-with-router";
import { ProductReviews } from "./product-reviews";
import { WriteReviewPage } from "./write-review-page";

const STYLE = {
  styleId: 101,
  name: "Red Floral Kurta",
  brandName: "Northwind",
  url: "/nw-red-floral-kurta-NWKUR12345",
  colour: "Red",
  sizes: ["S", "M", "L"],
};

const REVIEW: Review = {
  reviewId: 7,
  styleId: 101,
  authorName: "Asha R.",
  rating: 4,
  text: "Lovely colour.",
  size: "M",
  images: ["/review-images/0b0c2b4e-5d7a-4f6e-9a1b-2c3d4e5f6a7b.webp"],
  status: "UNDER_MODERATION",
  verifiedPurchase: true,
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-20T10:00:00.000Z",
};

describe("the write review page on the server", () => {
  it("asks a guest to log in", () => {
    const html = renderWithRouter(<WriteReviewPage data={{ guest: true, style: STYLE }} />);
    expect(html).toContain("Please Login To Continue");
    expect(html).toContain("LOGIN");
    expect(html).not.toContain("<form");
  });

  it("tells a shopper who did not buy the style that only buyers review it", () => {
    const html = renderWithRouter(
      <WriteReviewPage data={{ guest: false, style: STYLE, review: null, canReview: false }} />,
    );
    expect(html).toContain(MESSAGES.reviews.notPurchased);
    expect(html).not.toContain("<form");
  });

  it("gives a buyer a multipart form that works without scripts, with labelled fields", () => {
    const html = renderWithRouter(
      <WriteReviewPage data={{ guest: false, style: STYLE, review: null, canReview: true }} />,
    );
    const form = html.match(/<form[^>]*>/)?.[0] ?? "";
    expect(form).toContain('method="post"');
    expect(form).toContain('enctype="multipart/form-data"');
    expect(html).toContain('type="file"');
    expect(html).toContain('name="photos"');
    expect(html).toContain('accept="image/jpeg,image/png,image/webp"');
    expect(html).toContain('<label for="review-text" class="field__label">Your review</label>');
    expect(html).toContain("5 stars");
    expect(html).toContain('value="Red"');
    expect(html).not.toMatch(/<button[^>]*disabled/);
  });

  it("shows the shopper's review under moderation, and the form to edit it with its photo kept", () => {
    const html = renderWithRouter(
      <WriteReviewPage data={{ guest: false, style: STYLE, review: REVIEW, canReview: true }} />,
    );
    expect(html).toContain("Edit your review");
    expect(html).toContain(MESSAGES.reviews.underModeration);
    expect(html).toContain("Verified purchase");
    expect(html).toContain('name="reviewId" value="7"');
    expect(html).toContain(`<input type="checkbox" name="images" value="${REVIEW.images[0]}" checked/>`);
    expect(html).toContain("Lovely colour.");
  });
});

describe("the product page's reviews", () => {
  it("shows the distribution, the reviews, the photos with their size reserved, and the links", () => {
    const block = { reviews: [{ ...REVIEW, status: "PUBLISHED" as const }], photos: [], totalPhotos: 0 };
    const html = renderWithRouter(<ProductReviews product={PRODUCT_FIXTURE} block={block} />);
    expect(html).toContain("Ratings &amp; Reviews");
    expect(html).toContain("5 star: 6");
    expect(html).toContain("1 star: 0");
    expect(html).toContain('href="/writereview/101"');
    expect(html).toContain("View all 12 reviews");
    expect(html).toContain('width="96" height="96"');
    expect(html).not.toContain(MESSAGES.reviews.underModeration);
    expect(html).not.toContain(LABELS.reviews.storeReply);
  });

  it("shows the store's reply under the review it answers", () => {
    const reply = "Thank you, Asha! Glad the colour suits you.";
    const answered = {
      ...REVIEW,
      status: "PUBLISHED" as const,
      reply,
      repliedAt: "2026-11-21T09:00:00.000Z",
    };
    const html = renderWithRouter(
      <ProductReviews
        product={PRODUCT_FIXTURE}
        block={{ reviews: [answered], photos: [], totalPhotos: 0 }}
      />,
    );
    const review = html.indexOf("Lovely colour.");
    const label = html.indexOf(LABELS.reviews.storeReply);
    expect(review).toBeGreaterThan(-1);
    expect(label).toBeGreaterThan(review);
    expect(html.indexOf("Thank you, Asha! Glad the colour suits you.")).toBeGreaterThan(label);
  });
});
