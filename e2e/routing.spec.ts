import { expect, type Page, test } from "@playwright/test";
import { collectConsoleErrors, expectNoSeriousA11yViolations, gotoApp, waitForApp } from "./support";

const PRODUCT_ADDRESS = /^\/[a-z0-9-]+-[A-Z0-9]{10,11}$/;
const h1 = (page: Page) => page.getByRole("heading", { level: 1 });

test.describe("the catch-all /{type}", () => {
  test("serves a collection listing, and a product page for a style address", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const collection = await page.goto("/ethnic-wear");
    expect(collection?.status()).toBe(200);
    expect(collection?.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=120");
    await expect(h1(page)).toHaveText("Ethnic Wear");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/ethnic-wear$/);
    await waitForApp(page);
    await expectNoSeriousA11yViolations(page);

    const href = await page.locator(".listing-grid a[href]").first().getAttribute("href");
    expect(href).toMatch(PRODUCT_ADDRESS);
    const product = await page.goto(href ?? "/");
    expect(product?.status()).toBe(200);
    expect(product?.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=120");
    await expect(page.locator(".product-page")).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${href}$`));
    await waitForApp(page);
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });

  test("serves a brand page: the brand's template above its listing, with legal names and parent brand", async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    const response = await page.goto("/nw");
    expect(response?.status()).toBe(200);
    await expect(h1(page)).toHaveText("Neelam Weaves");
    await expect(page.locator(".template--brand .banner")).toBeVisible();
    await expect(page.locator(".brand-line")).toContainText("Neelam Weaves Girls");
    await expect(page.locator(".brand-line")).toContainText("Sutradhar Lifestyle");
    await expect(page.locator(".listing-grid > li").first()).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/nw$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /Neelam Weaves/);
    await waitForApp(page);
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });

  test("serves master templates by type with heading, description, canonical and Open Graph tags", async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    const response = await page.goto("/mens-style-guide");
    expect(response?.status()).toBe(200);
    expect(response?.headers().vary).toContain("Sec-CH-UA-Mobile");
    await expect(h1(page)).toHaveText("Men's Style Guide");
    await expect(page).toHaveTitle("Men's Style Guide | Odin");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /smart-casual/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/mens-style-guide$/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /^http.*\.webp$/);
    await expect(page.locator("main a[href]").filter({ hasText: "₹" }).first()).toBeVisible();
    await waitForApp(page);
    await expectNoSeriousA11yViolations(page);

    await page.goto("/summer-style-guide");
    await expect(page.locator("article.template--blog h1")).toHaveText("Summer Style Guide");
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");

    const preview = await page.goto("/wedding-edit?cmsPreview=1");
    expect(preview?.headers()["cache-control"]).toBe("private, no-store");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.getByRole("status").filter({ hasText: "Preview" })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("answers unknown and style-shaped unknown paths with the not-found page and a real 404", async ({
    page,
  }) => {
    for (const path of ["/no-such-page", "/blue-cotton-shirt-ZZZZZZZZZZ"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      expect(response?.headers()["cache-control"]).toBe("no-store");
      await expect(h1(page)).toHaveText("Page not found");
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    }
    await expectNoSeriousA11yViolations(page);
  });

  test("leaves reserved paths alone, and the page-type API refuses them", async ({ page, request }) => {
    // Whichever route owns /checkout (or none yet), the catch-all never renders a page type there.
    await page.goto("/checkout");
    await expect(h1(page)).toBeVisible();
    await expect(page.locator(".listing, .product-page, .template")).toHaveCount(0);
    for (const path of ["/checkout", "/brandslist", "/account"]) {
      const answer = await request.get(`/api/getType?typeId=${encodeURIComponent(path)}`);
      expect(answer.status(), path).toBe(404);
    }
    const brand = await request.get("/api/getType?typeId=/nw");
    expect(await brand.json()).toMatchObject({ type: "Brand", documentType: "Brand", reference: "nw" });
  });

  test("moves between page types inside one document after hydration", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await gotoApp(page, "/brandslist");
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    await page.locator("main").getByRole("link", { name: "Neelam Weaves", exact: true }).click();
    await expect(page).toHaveURL(/\/nw$/);
    await expect(h1(page)).toHaveText("Neelam Weaves");
    await gotoApp(page, "/mens-style-guide");
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    await page.locator(".tile-grid a").first().click();
    await expect(h1(page)).toBeVisible();
    await expect(page).toHaveURL(/\/men-[a-z-]+$/);
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
    expect(errors).toEqual([]);
  });

  test("serves robots.txt and a sitemap index", async ({ request }) => {
    const robots = await request.get("/robots.txt");
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toMatch(/^Sitemap: http:\/\/localhost:\d+\/sitemap\.xml$/m);
    const index = await request.get("/sitemap.xml");
    expect(index.headers()["content-type"]).toContain("application/xml");
    expect(await index.text()).toContain("/sitemaps/styles-1.xml");
  });
});
