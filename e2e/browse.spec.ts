import { expect, type Locator, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, gotoApp, waitForApp } from "./support";

/** The whole browsing journey of the browsing issue, on desktop and on a phone. */

const query = (page: Page) => new URL(page.url()).searchParams;
const menu = (page: Page, name: RegExp) =>
  page.locator(".filter-bar details", { has: page.locator("summary", { hasText: name }) });

/**
 * "24 of 1,234 styles" → the total, read in one go: between two reads the status may already say
 * "Loading styles…" for the next navigation.
 */
async function total(page: Page): Promise<number> {
  const status = page.locator(".listing__status");
  let found = Number.NaN;
  await expect
    .poll(async () => {
      const match = /^[\d,]+ of ([\d,]+) styles$/.exec((await status.textContent()) ?? "");
      found = match?.[1] ? Number(match[1].replace(/,/g, "")) : Number.NaN;
      return Number.isNaN(found);
    })
    .toBe(false);
  return found;
}

/** Opens a facet group (desktop menu or mobile REFINE section) and returns where its values are. */
async function openGroup(page: Page, mobile: boolean, name: RegExp): Promise<Locator> {
  if (mobile) {
    const refine = page.getByRole("dialog", { name: "REFINE" });
    if (!(await refine.isVisible())) await page.getByRole("button", { name: "REFINE" }).click();
    const section = refine.locator("details", { has: page.locator("summary", { hasText: name }) });
    if ((await section.getAttribute("open")) === null) await section.locator("summary").first().click();
    return section;
  }
  const group = menu(page, name);
  await group.locator("summary").hover();
  await expect(group).toHaveAttribute("open", "");
  return group;
}

test("home → menu → listing → colour and price → sort → next page → product → size → pincode → delivery", async ({
  page,
}, testInfo) => {
  const mobile = testInfo.project.name === "mobile";
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));

  await gotoApp(page, "/");

  // The menu: a mega-menu column on desktop, the hamburger menu on a phone.
  if (mobile) {
    await page.locator(".mobile-menu__toggle").first().click();
    const menuDialog = page.getByRole("dialog", { name: "Menu" });
    await menuDialog
      .locator("summary", { hasText: /^Women$/ })
      .first()
      .click();
    await menuDialog.getByRole("link", { name: "View all Women" }).click();
  } else {
    await page.locator(".main-nav__item--has-menu").first().hover();
    const heading = page.locator(".mega__heading").first();
    await expect(heading).toBeVisible();
    await heading.click();
    // Move the pointer off the navigation, as a shopper does, so its hover menu closes.
    await page.mouse.move(10, 700);
  }
  await expect(page.locator(".listing__status")).toBeVisible();
  await waitForApp(page);
  const listingPath = new URL(page.url()).pathname;
  const all = await total(page);
  expect(all).toBeGreaterThan(24);

  // Colour: the first one offered.
  const colours = await openGroup(page, mobile, /^Color/);
  const colour = colours.getByRole("checkbox").first();
  await colour.click();
  await expect.poll(() => query(page).get("f-co")).not.toBeNull();
  const coloured = await total(page);
  expect(coloured).toBeLessThanOrEqual(all);

  // Price: the first range offered.
  const prices = await openGroup(page, mobile, /^Price/);
  await prices.getByRole("checkbox").first().click();
  await expect.poll(() => query(page).get("f-pr")).not.toBeNull();
  expect(await total(page)).toBeLessThanOrEqual(coloured);
  expect(query(page).get("f-co")).not.toBeNull();

  // Sort.
  if (mobile) {
    await page.getByRole("dialog", { name: "REFINE" }).getByRole("button", { name: "Done" }).click();
    await page.getByRole("button", { name: "SORT" }).click();
    await page
      .getByRole("dialog", { name: "SORT" })
      .getByRole("radio", { name: "Price: Low to High" })
      .click();
  } else {
    await page.keyboard.press("Escape");
    const sort = menu(page, /^Sort by/);
    await sort.locator("summary").click();
    await sort.getByRole("radio", { name: "Price: Low to High" }).click();
  }
  await expect.poll(() => query(page).get("sort")).toBe("price_asc");
  expect(new URL(page.url()).pathname).toBe(listingPath);

  // The next page, if there is one; else drop the price range so there is.
  if ((await total(page)) <= 24) {
    await page
      .getByRole("link", { name: /^Remove filter: ₹|^Remove filter: (Below|Above)/ })
      .first()
      .click();
    await expect.poll(() => query(page).get("f-pr")).toBeNull();
  }
  if ((await total(page)) > 24) {
    await page.getByRole("link", { name: "Load more" }).click();
    await expect.poll(() => query(page).get("p")).toBe("2");
    await expect(page.locator(".listing-grid > li")).toHaveCount(Math.min(48, await total(page)));
  }
  await expectNoSeriousA11yViolations(page);

  // A product: the first card in stock.
  await page.locator(".listing-grid .product-card").first().click();
  await expect(page.locator(".product-gallery")).toBeVisible();
  await waitForApp(page);
  const size = page.locator('input[type="radio"]:not([disabled])').first();
  await size.check();
  const pincode = page.getByRole("textbox", { name: "Pincode" });
  await pincode.fill("560001");
  await page.getByRole("button", { name: "CHECK" }).click();
  const options = page.locator(".delivery-option__label");
  await expect(options.last()).toHaveText("Delivery within 5-7 days");
  const labels = await options.allTextContents();
  const order = [
    "Pickup from the nearest",
    "Delivery Today",
    "Delivery Tomorrow",
    "Delivery within 5-7 days",
  ];
  expect(labels).toEqual(order.filter((label) => labels.includes(label)));
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `e2e/screenshots/journey-${testInfo.project.name}.png` });
  expect(errors).toEqual([]);
});
