import { expect, type Page, test } from "@playwright/test";
import { deliveredOrder } from "./order-support";
import { registeredShopper } from "./shopper-support";
import { expectNoSeriousA11yViolations, gotoApp, postApi } from "./support";

/**
 * Reviews with photos (spec 2 §2 review screens, §4, §5). Only a shopper who bought a style may review
 * it (decision 36): each journey's new shopper has a delivered order of a style of its own
 * (deliveredOrder of order-support.ts) and reviews that style. Publishing is the operator's
 * `npm run ops` command, covered by the API tests: here the shopper sees their review waiting under
 * moderation.
 */

/** A small PNG, as a phone's gallery would hand over. */
const PHOTO = {
  name: "my-kurta.png",
  mimeType: "image/png",
  buffer: Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAABgAAAAQCAIAAACDRijCAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAIElEQVQ4jWM4Y+xCFcQwatCZ0TA6M5qOjEeziDH56QAAVV7kkCmzcBEAAAAASUVORK5CYII=",
    "base64",
  ),
};

/** A new shopper signed in in the page's browser, and the style of their delivered order. */
async function boughtStyle(page: Page): Promise<number> {
  await registeredShopper(page.request);
  return (await deliveredOrder(page.request)).styleId;
}

test("a shopper writes a review with a photo, uploaded with its progress, and sees it under moderation", async ({
  page,
}) => {
  const styleId = await boughtStyle(page);
  await gotoApp(page, `/writereview/${styleId}`);
  await expect(page.getByRole("heading", { name: "Write a review" })).toBeVisible();

  await page.getByLabel("Add photos (JPEG, PNG or WebP)").setInputFiles(PHOTO);
  await expect(page.locator(".review-form__photos img")).toHaveCount(1);
  await expect(page.getByText("Image uploaded.")).toBeVisible();

  // A photo without a description, and no rating: the form's rules stop it before it is sent.
  await page.getByRole("button", { name: "SUBMIT" }).click();
  await expect(page.getByText("Please select a rating between 1 and 5.")).toBeVisible();
  await expect(
    page.getByText("Please include review description as well if image is uploaded"),
  ).toBeVisible();

  await page.getByLabel("5 stars").check();
  await page.getByLabel("Your review").fill("Beautiful colour and the cotton is soft. Fits as expected.");
  await page.getByRole("button", { name: "SUBMIT" }).click();

  await expect(page.getByText("Review under Moderation")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Edit your review" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expect(page.locator(".write-review__current .review-photos img")).toHaveCount(1);
  await expect(page.locator(".write-review__current .review-card__verified")).toHaveText("Verified purchase");

  // The photo is ours to serve, re-encoded.
  const src = await page.locator(".write-review__current .review-photos img").getAttribute("src");
  const photo = await page.request.get(src ?? "");
  expect(photo.headers()["content-type"]).toBe("image/webp");
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("the write form sends its photo with the review, keeping it when a rule refuses the review", async ({
    page,
  }) => {
    const styleId = await boughtStyle(page);
    await page.goto(`/writereview/${styleId}`);

    await page.getByLabel("4 stars").check();
    await page.getByLabel("Add photos (JPEG, PNG or WebP)").setInputFiles(PHOTO);
    await page.getByRole("button", { name: "SUBMIT" }).click();
    await expect(
      page.getByText("Please include review description as well if image is uploaded"),
    ).toBeVisible();
    // The photo was stored with the refused post and comes back, kept.
    await expect(page.getByLabel("Keep this photo")).toBeChecked();

    await page.getByLabel("4 stars").check();
    await page.getByLabel("Your review").fill("Good shirt for the office, the collar stays crisp.");
    await page.getByRole("button", { name: "SUBMIT" }).click();
    await expect(page.getByText("Review under Moderation")).toBeVisible();
    await expect(page.locator(".write-review__current .review-photos img")).toHaveCount(1);
  });
});

test("a guest is asked to sign in to write; the product page and all reviews show published reviews", async ({
  page,
}) => {
  const listing = await postApi<{ styles: { styleList: { styleId: number; url: string }[] } }>(
    page.request,
    "/api/v2/listing/products",
    { deeplinkurl: "/products" },
  );
  const styles = listing.styles.styleList;
  const found = await postApi<{ reviews: { styleId: number }[] }>(page.request, "/api/reviews/allreviews", {
    styleIds: styles.map((style) => style.styleId),
    pageSize: 1,
  });
  const reviewed = styles.find((style) => style.styleId === found.reviews[0]?.styleId);
  if (!reviewed) throw new Error("no style of the first listing page has a published review");

  await page.goto(`/writereview/${reviewed.styleId}`);
  await expect(page.getByText("Please Login To Continue").first()).toBeVisible();

  await gotoApp(page, reviewed.url);
  const block = page.getByRole("region", { name: "Ratings & Reviews" });
  await expect(block.locator(".review-card").first()).toBeVisible();
  await expect(block.getByRole("link", { name: "WRITE A REVIEW" })).toHaveAttribute(
    "href",
    `/writereview/${reviewed.styleId}`,
  );

  await expectNoSeriousA11yViolations(page);

  await gotoApp(page, `/allreviews/${reviewed.styleId}`);
  await expect(page.getByRole("heading", { name: "All reviews" })).toBeVisible();
  await expect(page.locator(".review-card").first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
