import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, gotoApp } from "./support";

/**
 * The static pages of spec 2 §2 and §7, served from their content documents, and the rule that every
 * link of the header and the footer leads somewhere: each is requested and must answer 200.
 */

const PAGES = [
  ["/whoweare", "Who We Are"],
  ["/customercare", "Customer Care"],
  ["/termsconditions", "Terms & Conditions"],
  ["/privacypolicy", "Privacy Policy"],
  ["/contactus", "Contact Us"],
  ["/apps", "Get the Odin app"],
] as const;

test("each static page shows its document under its own heading", async ({ page }) => {
  for (const [path, title] of PAGES) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    // A title that names the store already is kept as it is.
    await expect(page).toHaveTitle(title.includes("Odin") ? title : `${title} | Odin`);
  }
  await page.goto("/whoweare");
  await expect(page.locator(".timeline li")).toHaveCount(8);
  await page.goto("/apps");
  await expect(page.locator(".testimonial")).toHaveCount(2);
  await expect(page.getByText("+91", { exact: true })).toBeVisible();
});

test("customer care lists the support channels, and its returns anchor is reached from other pages", async ({
  page,
}) => {
  await gotoApp(page, "/customercare");
  for (const channel of ["Mon-Sun 9am-6pm", "within 24 hrs", "24/7"]) {
    await expect(page.locator(".static-page").getByText(channel, { exact: false }).first()).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);

  await gotoApp(page, "/termsconditions");
  await page.getByRole("link", { name: "Returns and exchanges" }).click();
  await expect(page).toHaveURL(/\/customercare#returns-and-exchanges$/);
  await expect(page.getByRole("heading", { name: "Returns and exchanges" })).toBeInViewport();

  await page.goto("/customercare#returns-and-exchanges");
  await expect(page.getByRole("heading", { name: "Returns and exchanges" })).toBeInViewport();
});

test("the footer's FREQUENTLY ASKED QUESTIONS opens customer care's questions", async ({ page }) => {
  await gotoApp(page, "/");
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: "FREQUENTLY ASKED QUESTIONS", exact: true })
    .click();
  await expect(page).toHaveURL(/\/customercare$/);
  await expect(page.getByRole("heading", { name: "Frequently asked questions" })).toBeVisible();
});

test("the floating WhatsApp button is on the home page only", async ({ page }) => {
  await gotoApp(page, "/");
  const whatsapp = page.getByRole("link", { name: /Chat with us on WhatsApp/ });
  await expect(whatsapp).toBeVisible();
  await expect(whatsapp).toHaveAttribute("href", "https://wa.me/919000012345");
  await expect(whatsapp).toHaveAttribute("target", "_blank");
  for (const path of ["/whoweare", "/contactus", "/products"]) {
    await gotoApp(page, path);
    await expect(page.getByRole("link", { name: /Chat with us on WhatsApp/ })).toHaveCount(0);
  }
});

/**
 * Pages of other parts of the store that are not built yet in this tree, so their links still answer
 * 404 here: the store locator and favourites (being built now).
 */
const NOT_BUILT_YET = new Set(["/store-locator", "/favorites"]);

/** The site's own addresses among the links in `scope` (other sites and tel:, mailto: are not ours to request). */
async function ownLinks(page: Page, scope: string): Promise<string[]> {
  const hrefs = await page
    .locator(`${scope} a[href]`)
    .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
  const origin = new URL(page.url()).origin;
  return hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === origin)
    .map((url) => `${url.pathname}${url.search}`);
}

test("every link of the header and the footer answers 200", async ({ page, isMobile }) => {
  test.slow();
  await gotoApp(page, "/");
  const links = new Set([...(await ownLinks(page, "header#top")), ...(await ownLinks(page, "footer"))]);
  if (isMobile) {
    // The phone's menu draws its links when it opens.
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    for (const link of await ownLinks(page, '[role="dialog"]')) links.add(link);
  }
  for (const link of [
    "/whoweare",
    "/customercare",
    "/contactus",
    "/privacypolicy",
    "/termsconditions",
    "/apps",
  ]) {
    expect([...links], link).toContain(link);
  }
  const checked = [...links].filter((link) => !NOT_BUILT_YET.has(new URL(link, page.url()).pathname));
  expect(checked.length).toBeGreaterThan(20);
  const failures: string[] = [];
  for (const link of checked) {
    const response = await page.request.get(link);
    if (response.status() !== 200) failures.push(`${link}: ${response.status()}`);
  }
  expect(failures).toEqual([]);
});
