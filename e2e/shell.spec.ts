import { expect, type Page, test } from "@playwright/test";
import { gotoApp, seriousViolations } from "./support";

/** The page-shell rules of spec 2 §2 and the rendered-page cache of §9, in a real browser. */

async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo(0, top), y);
}

/** Where the bar of the header is on screen: its top and bottom edges in viewport pixels. */
async function barEdges(page: Page): Promise<{ top: number; bottom: number }> {
  return page.locator(".site-header__main").evaluate((element) => {
    const box = element.getBoundingClientRect();
    return { top: box.top, bottom: box.bottom };
  });
}

/** Document position of the page's main content; it must not move when the header turns fixed. */
async function mainTop(page: Page): Promise<number> {
  return page.locator("main").evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
}

/** The root's overflow: the stylesheet holds the page still while a modal dialog is open. */
function pageOverflow(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.documentElement).overflow);
}

async function openHome(page: Page): Promise<void> {
  await gotoApp(page, "/");
  await expect(page.locator(".site-header")).toHaveAttribute("data-scroll-state", "static");
}

test("the rendered-page cache answers the second anonymous read and never a signed-in one", async ({
  request,
}) => {
  const path = `/?cache-check=${Date.now()}`;
  const first = await request.get(path);
  expect(first.status()).toBe(200);
  expect(first.headers()["x-cache"]).toBe("MISS");
  const second = await request.get(path);
  if (/s-maxage=\d+/.test(first.headers()["cache-control"] ?? "")) {
    expect(second.headers()["x-cache"]).toBe("HIT");
    expect(second.headers().vary).toContain("Cookie");
    expect(await second.text()).toBe(await first.text());
  }
  const signedIn = await request.get(path, { headers: { cookie: "odin_at=a; odin_rt=r" } });
  expect(signedIn.headers()["x-cache"]).toBe("MISS");
  expect(signedIn.headers()["cache-control"] ?? "").not.toContain("public");
});

test("the compact header appears past the scroll threshold without moving the page", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the desktop rule: fixed after 185 px");
  await openHome(page);
  const before = await mainTop(page);

  await scrollTo(page, 150);
  await expect(page.locator(".site-header")).toHaveAttribute("data-scroll-state", "static");
  await scrollTo(page, 600);
  await expect(page.locator(".site-header")).toHaveAttribute("data-scroll-state", "fixed");
  await expect.poll(async () => (await barEdges(page)).top).toBe(0);
  expect(await mainTop(page)).toBe(before);
  await expect(page.getByRole("combobox", { name: "Search products" })).toBeVisible();

  // Still on screen while scrolling further down; back in the page flow at the top.
  await scrollTo(page, 1200);
  await expect.poll(async () => (await barEdges(page)).top).toBe(0);
  expect(await seriousViolations(page)).toEqual([]);
  await scrollTo(page, 0);
  await expect(page.locator(".site-header")).toHaveAttribute("data-scroll-state", "static");
  expect(await mainTop(page)).toBe(before);
});

test("on mobile the header turns fixed after 100 px, hides scrolling down and shows scrolling up", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== "mobile", "the mobile rule");
  await openHome(page);
  const before = await mainTop(page);

  await scrollTo(page, 700);
  await expect(page.locator(".site-header")).toHaveAttribute("data-scroll-state", "hidden");
  await expect.poll(async () => (await barEdges(page)).bottom).toBeLessThanOrEqual(0);
  expect(await mainTop(page)).toBe(before);

  await scrollTo(page, 500);
  await expect(page.locator(".site-header")).toHaveAttribute("data-scroll-state", "fixed");
  await expect.poll(async () => (await barEdges(page)).top).toBe(0);
  await expect(page.getByRole("link", { name: "Odin home" })).toBeInViewport();
  expect(await seriousViolations(page)).toEqual([]);

  await scrollTo(page, 900);
  await expect(page.locator(".site-header")).toHaveAttribute("data-scroll-state", "hidden");
  await scrollTo(page, 40);
  await expect(page.locator(".site-header")).toHaveAttribute("data-scroll-state", "static");
});

test("the mobile menu is a modal dialog: it traps focus, holds the page still and keeps the search out of reach", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== "mobile", "the hamburger menu is mobile only");
  await openHome(page);
  const toggle = page.getByRole("button", { name: "Menu", exact: true });
  await toggle.click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu).toBeVisible();
  await expect(pageOverflow(page)).resolves.toBe("hidden");
  for (const item of ["My Orders", "My Account", "Store Locator", "Download App", "Contact Us"]) {
    await expect(menu.getByRole("link", { name: item, exact: true })).toBeVisible();
  }
  await expect(menu.getByRole("link", { name: "My Loyalty" })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  const close = menu.getByRole("button", { name: "Close menu" });
  await expect(close).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(menu.getByRole("link", { name: "Login" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(close).toBeFocused();
  // The page behind is inert: the search field cannot take focus while the menu is open.
  const search = page.getByRole("combobox", { name: "Search products" });
  await search.evaluate((input) => (input as HTMLInputElement).focus());
  await expect(search).not.toBeFocused();

  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();
  await expect(pageOverflow(page)).resolves.not.toBe("hidden");
  await search.evaluate((input) => (input as HTMLInputElement).focus());
  await expect(page.getByRole("dialog", { name: "Search" })).toBeVisible();
});

test("a brand page has the brand's own menu, which gives way to the main menu", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== "mobile", "the brand menu is mobile only");
  await gotoApp(page, "/nw");
  await page.getByRole("button", { name: "NW Menu" }).click();
  const brandMenu = page.locator(".mobile-menu--brand-menu").getByRole("dialog");
  await expect(brandMenu).toBeVisible();
  await expect(brandMenu.getByRole("link").first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The brand menu covers the page, as a shopper would see it; open the main one from the script.
  await page
    .getByLabel("Menu", { exact: true })
    .first()
    .evaluate((toggle) => (toggle as HTMLElement).click());
  await expect(page.getByRole("dialog", { name: "Menu", exact: true })).toBeVisible();
  await expect(brandMenu).toBeHidden();
});

test("a utm_medium in the address is stored for 30 days", async ({ page }) => {
  await page.goto("/?utm_medium=email");
  // The app stores it once it starts, after the first paint; the network may go quiet before that.
  const storedItem = () => page.evaluate(() => localStorage.getItem("utm_medium"));
  await expect.poll(storedItem).not.toBeNull();
  const stored = JSON.parse((await storedItem()) ?? "null");
  expect(stored.value).toBe("email");
  const days = (stored.expiresAt - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(29.99);
  expect(days).toBeLessThanOrEqual(30);
});

test("iframe mode prefixes site links with baseurl and reports navigation to the parent", async ({
  page,
}) => {
  // Opened on its own, the page is not in a frame: once hydrated its links stay on the site whatever baseurl says.
  await gotoApp(page, "/?iframeview&baseurl=partner.example/shop");
  await expect(page.getByRole("link", { name: "Odin home" }).first()).toHaveAttribute("href", "/");
  await expect(page.locator('a[href^="//partner.example"]')).toHaveCount(0);

  // Framed by a page of the same site (the only ancestor the security policy allows).
  await page.goto("/404");
  await page.evaluate(() => {
    const messages: unknown[] = [];
    (window as unknown as { frameMessages: unknown[] }).frameMessages = messages;
    window.addEventListener("message", (event) => messages.push(event.data));
    const frame = document.createElement("iframe");
    frame.src = "/brandslist?iframeview&baseurl=/embed";
    frame.title = "embedded store";
    document.body.append(frame);
  });
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { frameMessages: unknown[] }).frameMessages))
    .toContainEqual({
      source: "odin",
      type: "navigation",
      data: {
        path: "/brandslist?iframeview&baseurl=/embed",
        url: "/embed/brandslist?iframeview&baseurl=/embed",
      },
    });
  const frame = page.frameLocator('iframe[title="embedded store"]');
  await expect(frame.getByRole("link", { name: "Odin home" }).first()).toHaveAttribute("href", "/embed/");
});

test("a new page starts at the top, and a page restored from the back/forward cache reloads", async ({
  page,
}) => {
  await openHome(page);
  await scrollTo(page, 900);
  await page.locator("main a[href]").filter({ hasText: "₹" }).first().click();
  await page.waitForURL(/-[A-Z0-9]{10,11}$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.evaluate(() => {
    (window as unknown as { marker: boolean }).marker = true;
  });
  await Promise.all([
    page.waitForEvent("load"),
    page.evaluate(() => window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }))),
  ]);
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBeUndefined();
});

test("Back returns the shopper to the place they left on the home page", async ({ page }) => {
  await openHome(page);
  // Scroll as a shopper does, a notch at a time, deep into the page's sections.
  for (let notch = 0; notch < 30; notch++) await page.mouse.wheel(0, 120);
  let left = -1;
  await expect
    .poll(async () => {
      const y = await page.evaluate(() => window.scrollY);
      const settled = y === left;
      left = y;
      return settled && y > 2000;
    })
    .toBe(true);
  // Which section of the page is 300 px down the screen, and where its top is.
  const seen = () =>
    page.evaluate(() => {
      const sections = [...document.querySelectorAll("main .home-section")];
      const here = document.elementFromPoint(100, 300)?.closest(".home-section");
      return here
        ? `section ${sections.indexOf(here)} at ${Math.round(here.getBoundingClientRect().top)}`
        : "none";
    });
  const before = await seen();
  // A link on screen, followed.
  await page.evaluate(() => {
    const onScreen = [...document.querySelectorAll("main a[href]")].find((link) => {
      const box = link.getBoundingClientRect();
      return box.top > 150 && box.bottom < window.innerHeight - 100;
    });
    onScreen?.setAttribute("data-followed", "");
  });
  await page.locator("[data-followed]").click();
  await expect(page).not.toHaveURL(/\/$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
  // The offset can come back a frame before the sections are laid out under it again.
  await expect.poll(seen).toBe(before);
});

test.describe("the mobile menu before hydration (JavaScript off)", () => {
  test.use({ javaScriptEnabled: false });

  test("opens from its toggle, holds the page still and closes on Escape", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "mobile", "the hamburger menu is mobile only");
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Menu", exact: true });
    await toggle.click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "My Orders", exact: true })).toBeVisible();
    await expect(pageOverflow(page)).resolves.toBe("hidden");
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

test("no page's first scripts carry the schema library: the browser checks its rules without zod (decision 13)", async ({
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the same scripts serve both viewports");
  for (const path of ["/", "/products", "/store-locator", "/contactus"]) {
    const html = await (await request.get(path)).text();
    const scripts = [...new Set(html.match(/\/assets\/[\w.-]+\.js/g) ?? [])];
    expect(scripts.length, path).toBeGreaterThan(0);
    for (const script of scripts) {
      const body = await (await request.get(script)).text();
      expect(body.includes("ZodError") || body.includes("_zod"), `${path}: ${script}`).toBe(false);
    }
  }
});
