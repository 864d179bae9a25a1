import { expect, test } from "@playwright/test";
import { collectConsoleErrors, expectNoSeriousA11yViolations, gotoApp } from "./support";

test("the home page is rendered on the server with seeded brands, navigation and products", async ({
  request,
}) => {
  const response = await request.get("/");
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain("clearance sale flat 70% off on top brands");
  expect(html).toMatch(/<nav[^>]*>/);
  expect(html).toMatch(/href="\/[a-z0-9-]+-[A-Z0-9]{10,11}"/);
  expect(html).toContain("Enter Search...");
});

test("a shopper lands on the home page, uses the navigation after hydration, and meets no errors", async ({
  page,
}, testInfo) => {
  const errors = collectConsoleErrors(page);
  await gotoApp(page, "/");
  await expect(page).toHaveTitle(/Odin/);
  await page.screenshot({ path: `e2e/screenshots/home-${testInfo.project.name}.png` });

  await expectNoSeriousA11yViolations(page);

  // Everything so far ran on the server-rendered page and its hydration: no console errors allowed.
  expect(errors).toEqual([]);

  // Product pages arrive with the browsing issue; until then the product address shows the
  // not-found page, which is still a client-side navigation inside the same document.
  const productLink = page.locator("main a[href]").filter({ hasText: "₹" }).first();
  const href = await productLink.getAttribute("href");
  expect(href).toMatch(/^\/[a-z0-9-]+-[A-Z0-9]{10,11}$/);
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
  await productLink.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await page.getByRole("link", { name: "Odin home" }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("main a[href]").filter({ hasText: "₹" }).first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );
});

test("an unknown path shows the not-found page with a real 404 status", async ({ page }) => {
  const response = await page.goto("/no-such-page/at-all");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("every page has its own title and a meta description, and the favicon is served", async ({
  page,
  request,
}) => {
  const described = async (path: string) => {
    await page.goto(path);
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    return { title: await page.title(), description };
  };
  const home = await described("/");
  const missing = await described("/no-such-page");
  for (const { title, description } of [home, missing]) {
    expect(title).not.toBe("");
    expect(description?.trim().length ?? 0).toBeGreaterThan(20);
  }
  expect(missing.title).not.toBe(home.title);

  const favicon = await request.get("/favicon.png");
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()["content-type"]).toContain("image/png");
  expect((await favicon.body()).subarray(1, 4).toString()).toBe("PNG");
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute("href", "/favicon.png");
  const legacy = await request.get("/favicon.ico", { maxRedirects: 0 });
  expect(legacy.status()).toBe(301);
  expect(legacy.headers().location).toBe("/favicon.png");
});
