import { expect, type Page, test } from "@playwright/test";
import { collectConsoleErrors, expectNoSeriousA11yViolations, gotoApp } from "./support";

/** A brand of the demo store with stores in several cities. */
const BRAND = "Neelam Weaves";
/** Connaught Place, New Delhi. */
const DELHI = { pincode: "110001", latitude: 28.6328, longitude: 77.2197 };
const TILES = "**/_sandbox/tiles/**";

const form = (page: Page) => page.getByRole("form", { name: "Store Locator" });
const pincodeBox = (page: Page) => page.getByRole("textbox", { name: "Pincode" });
const storeCards = (page: Page) => page.locator(".store-card");
const mapMarkers = (page: Page) => page.locator(".store-map__marker");

async function search(page: Page, brand: string, pincode: string) {
  await page.getByRole("combobox", { name: "Brand" }).selectOption(brand);
  await pincodeBox(page).fill(pincode);
  await page.getByRole("button", { name: "FIND STORES" }).click();
}

/** The distances of the list, in kilometres, in list order. */
async function distances(page: Page): Promise<number[]> {
  const texts = await page.locator(".store-card__meta").allTextContents();
  return texts.map((text) => Number(/([\d.]+) km/.exec(text)?.[1]));
}

const viewToggle = (page: Page) => page.getByRole("group", { name: "Show the search form or the map" });

/** On a phone the map takes its turn with the form. */
async function showMap(page: Page, isMobile: boolean) {
  if (isMobile) await viewToggle(page).getByRole("button", { name: "Map" }).click();
  await expect(page.getByRole("region", { name: "Map of the stores" })).toBeVisible();
}

test("finds a brand's stores nearest first, on the list and the map", async ({ page, isMobile }) => {
  const errors = collectConsoleErrors(page);
  await gotoApp(page, "/store-locator");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Store Locator");
  await expect(page.getByText("Choose a brand and enter a pincode to find stores near you.")).toBeVisible();

  // The loader shows while the search is on its way: the answer waits until it has been seen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/store-locator.data*", async (route) => {
    await held;
    await route.continue();
  });
  await search(page, BRAND, DELHI.pincode);
  await expect(page.getByRole("status").filter({ hasText: "Finding stores near you…" })).toBeVisible();
  release();

  await expect(page).toHaveURL(/\/store-locator\?brand=Neelam\+Weaves&pincode=110001$/);
  await expect(page.getByRole("heading", { name: /^Stores near 110001: \d+$/ })).toBeVisible();
  const count = await storeCards(page).count();
  expect(count).toBeGreaterThan(2);
  for (const name of await page.locator(".store-card__name").allTextContents()) {
    expect(name.startsWith(`${BRAND} - `)).toBe(true);
  }
  const kms = await distances(page);
  expect(kms).toEqual([...kms].sort((a, b) => a - b));
  await expect(storeCards(page).first()).toContainText(/Open \d+(AM|PM) to \d+(AM|PM)/);

  await showMap(page, isMobile);
  await expect(mapMarkers(page)).toHaveCount(count);
  await expect(mapMarkers(page).first()).toHaveText("1");
  // Marker colours take turns from the configured list, the same on the map and the list.
  const colours = await mapMarkers(page).evaluateAll((markers) =>
    markers.slice(0, 6).map((marker) => getComputedStyle(marker).backgroundColor),
  );
  expect(new Set(colours.slice(0, 5)).size).toBe(5);
  expect(colours[5]).toBe(colours[0]);
  await expect(storeCards(page).first().locator(".store-card__marker")).toHaveCSS(
    "background-color",
    colours[0] ?? "",
  );
  await expect(page.locator(".leaflet-tile-loaded").first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(errors).toEqual([]);
});

test("shows the no-store state when nothing is found or the search fails", async ({ page }) => {
  await gotoApp(page, "/store-locator?brand=No+Such+Brand&pincode=110001");
  await expect(page.getByRole("img", { name: "No store found" })).toBeVisible();
  await expect(
    page.getByText("Sorry! We could not find any stores for this brand and pincode."),
  ).toBeVisible();
  await expect(storeCards(page)).toHaveCount(0);

  // A pincode outside the directory: the search fails, the no-store state says why.
  await search(page, BRAND, "999999");
  await expect(page.getByRole("img", { name: "No store found" })).toBeVisible();
  await expect(page.getByText("Please enter a valid pincode")).toBeVisible();
  await expect(storeCards(page)).toHaveCount(0);
});

test("the form and the map take turns on a phone, and sit side by side on a desktop", async ({
  page,
  isMobile,
}) => {
  await gotoApp(page, `/store-locator?brand=${encodeURIComponent(BRAND)}&pincode=${DELHI.pincode}`);
  const map = page.getByRole("region", { name: "Map of the stores" });
  const toggle = viewToggle(page);
  if (!isMobile) {
    await expect(toggle).toBeHidden();
    await expect(form(page)).toBeVisible();
    await expect(map).toBeVisible();
    return;
  }
  await expect(form(page)).toBeVisible();
  await expect(map).toBeHidden();
  await expect(toggle.getByRole("button", { name: "Search" })).toHaveAttribute("aria-pressed", "true");
  await toggle.getByRole("button", { name: "Map" }).click();
  await expect(map).toBeVisible();
  await expect(form(page)).toBeHidden();
  await expect(mapMarkers(page).first()).toBeVisible();
  await expect(storeCards(page).first()).toBeVisible();
  await toggle.getByRole("button", { name: "Search" }).click();
  await expect(form(page)).toBeVisible();
  await expect(map).toBeHidden();
});

test.describe("use my location", () => {
  test.use({
    geolocation: { latitude: DELHI.latitude, longitude: DELHI.longitude },
    permissions: ["geolocation"],
  });

  test("searches from the pincode nearest to the browser's position", async ({ page }) => {
    await gotoApp(page, "/store-locator");
    await page.getByRole("combobox", { name: "Brand" }).selectOption(BRAND);
    await page.getByRole("button", { name: "Use my location" }).click();
    await expect(page).toHaveURL(/\/store-locator\?brand=Neelam\+Weaves&pincode=110\d{3}$/);
    const pincode = new URL(page.url()).searchParams.get("pincode") ?? "";
    await expect(pincodeBox(page)).toHaveValue(pincode);
    await expect(
      page.getByRole("heading", { name: new RegExp(`^Stores near ${pincode}: \\d+$`) }),
    ).toBeVisible();
    expect(await storeCards(page).count()).toBeGreaterThan(0);
    await expect(storeCards(page).first()).toContainText("Delhi");
  });
});

test.describe("use my location far from every pincode", () => {
  test.use({ geolocation: { latitude: 25.2048, longitude: 55.2708 }, permissions: ["geolocation"] });

  test("asks for a pincode instead", async ({ page }) => {
    await gotoApp(page, "/store-locator");
    await page.getByRole("button", { name: "Use my location" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "We could not find a pincode near your location. Please enter pincode.",
    );
    await expect(page.getByText("Choose a brand and enter a pincode to find stores near you.")).toBeVisible();
    await expect(pincodeBox(page)).toHaveValue("");
  });
});

test.describe("use my location refused", () => {
  test.use({ permissions: [] });

  test("asks for a pincode instead", async ({ page }) => {
    await gotoApp(page, "/store-locator");
    await page.getByRole("button", { name: "Use my location" }).click();
    await expect(page.getByRole("alert")).toHaveText("We could not get your location. Please enter pincode.");
    await search(page, BRAND, DELHI.pincode);
    await expect(page.getByRole("heading", { name: /^Stores near 110001: \d+$/ })).toBeVisible();
  });
});

test("the list and the form work when the map's tiles cannot be reached", async ({ page, isMobile }) => {
  await page.route(TILES, (route) => route.abort("internetdisconnected"));
  await gotoApp(page, "/store-locator");
  await search(page, BRAND, DELHI.pincode);
  await expect(page.getByRole("heading", { name: /^Stores near 110001: \d+$/ })).toBeVisible();
  await showMap(page, isMobile);
  await expect(page.getByRole("status").filter({ hasText: "The map could not be loaded." })).toBeVisible();
  await expect(mapMarkers(page).first()).toBeVisible();
  if (isMobile) await viewToggle(page).getByRole("button", { name: "Search" }).click();
  await search(page, BRAND, "400001");
  await expect(page.getByRole("heading", { name: /^Stores near 400001: \d+$/ })).toBeVisible();
  await expect(storeCards(page).first()).toContainText("Mumbai");
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the pincode rules (JavaScript ${javaScriptEnabled ? "on" : "off"})`, () => {
    test.use({ javaScriptEnabled });

    test("refuses a bad pincode with the spec's message and keeps the brand", async ({ page }) => {
      await page.goto("/store-locator");
      for (const [typed, message] of [
        ["", "Please enter pincode"],
        ["11a001", "Please enter only digits"],
        ["1100", "Please enter 6 Digits"],
      ]) {
        await search(page, BRAND, typed ?? "");
        await expect(page.getByRole("alert")).toHaveText(message ?? "");
        await expect(pincodeBox(page)).toHaveAttribute("aria-invalid", "true");
        await expect(page.getByRole("combobox", { name: "Brand" })).toHaveValue(BRAND);
        await expect(storeCards(page)).toHaveCount(0);
      }
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server answers the form with the stores nearest first", async ({ page }) => {
    await page.goto("/store-locator");
    await expect(page.getByRole("button", { name: "Use my location" })).toHaveCount(0);
    await search(page, BRAND, DELHI.pincode);
    await expect(page).toHaveURL(/\/store-locator\?brand=Neelam\+Weaves&pincode=110001$/);
    const count = await storeCards(page).count();
    expect(count).toBeGreaterThan(2);
    const kms = await distances(page);
    expect(kms).toEqual([...kms].sort((a, b) => a - b));
    await expect(page.getByText("The map appears here once the page has loaded.")).toBeAttached();
    await expect(mapMarkers(page)).toHaveCount(0);
  });
});

test("the header's Store Locator link leads to the page", async ({ page, isMobile }) => {
  await gotoApp(page, "/");
  if (isMobile) {
    await page.locator(".mobile-menu__toggle").first().click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Store Locator" }).click();
  } else {
    await page.locator("header#top").getByRole("link", { name: "Store Locator" }).first().click();
  }
  await expect(page).toHaveURL(/\/store-locator$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Store Locator");
});
