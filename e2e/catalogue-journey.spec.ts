import { randomInt } from "node:crypto";
import { LABELS, MESSAGES } from "@odin/contracts";
import { expect, type Page, test } from "@playwright/test";
import { waitForMessage } from "./accounts-support";
import { holdLock, newStaff, pressing, signInToBackOffice, typing } from "./back-office-support";
import { addToBag } from "./bag-support";
import { registeredShopper } from "./shopper-support";
import { collectConsoleErrors, expectNoSeriousA11yViolations, gotoApp, postApi } from "./support";

/**
 * The shelves run from the back office (issue "Back office, part 2"): a catalogue manager imports a
 * CSV file of a new style whose dry run finds three bad rows, fixes them, imports it and publishes
 * the style; a shopper finds it in search with its legal information, asks to be told when its
 * sold-out size is back, and is told once the manager stocks it; the manager makes a coupon of the
 * brand, which the shopper uses in the bag. Then a content editor changes a home-page banner, which
 * shoppers then see. Staff and shopper in browsers of their own. On a desktop and a phone; the
 * desktop's run fills and presses the promotion's and the banner's forms by keyboard alone.
 */

const BRAND = { code: "nw", name: "Neelam Weaves" };
const CENTRE = "WH-BHW";
const HEADER = `code,brand,gender,articleType,name,description,colour,occasion,hsnCode,size,ean,mrp,price,units ${CENTRE}`;

const letters = (count: number) =>
  Array.from({ length: count }, () => String.fromCharCode(97 + randomInt(0, 26))).join("");

/** An EAN-13 of India's GS1 prefix with its check digit; `wrong` gives it a bad one. */
function ean(wrong = false): string {
  const body = `890${String(randomInt(0, 1e9)).padStart(9, "0")}`;
  const sum = [...body].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
  const check = (10 - (sum % 10)) % 10;
  return `${body}${wrong ? (check + 1) % 10 : check}`;
}

interface SizeRow {
  size: string;
  ean: string;
  mrp: string;
  price: string;
  units: string;
}

/** The file: a header and one row per size of one new style, its name in Hindi and a made-up word. */
function csvOf(code: string, word: string, sizes: readonly SizeRow[]): string {
  const style = [code, BRAND.code, "Women", "kurtis", `${word} कुर्ती`, '"Cotton, with ""block"" print"'];
  const rest = ["Indigo", "Casual", "6211"];
  return [HEADER, ...sizes.map((s) => [...style, ...rest, s.size, s.ean, s.mrp, s.price, s.units].join(","))]
    .join("\n")
    .concat("\n");
}

async function uploadCsv(page: Page, csv: string): Promise<void> {
  await page.getByLabel("CSV file", { exact: true }).setInputFiles({
    name: "new-kurti.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(csv, "utf8"),
  });
  await page.getByRole("button", { name: "Check the file" }).click();
}

/** The rows of the table of the dry run's errors, as [line, column] pairs. */
async function errorsShown(page: Page): Promise<string[][]> {
  const table = page.getByRole("table", { name: "Errors of the file" });
  await expect(table).toBeVisible();
  const rows = table.locator("tbody tr");
  const shown: string[][] = [];
  for (const row of await rows.all()) {
    const cells = await row.getByRole("cell").allTextContents();
    shown.push([cells[0] ?? "", (cells[1] ?? "").toLowerCase()]);
  }
  return shown;
}

test("a manager imports and publishes a style, shoppers find it, are told of its restock and use a coupon", async ({
  page: staffPage,
  browser,
  isMobile,
}, testInfo) => {
  test.slow();
  const keyboard = !isMobile;
  const press = pressing(keyboard);
  const type = typing(keyboard);
  const errors = collectConsoleErrors(staffPage);
  const word = `Odin${letters(8)}`;
  const code = `OD${String(randomInt(0, 1e9)).padStart(9, "0")}`;

  // 1. The manager's file: line 3's MRP is not a number, line 4's EAN has a wrong check digit, line
  //    5's price is above its MRP. The dry run lists each, and nothing is created.
  const manager = await newStaff("catalogue");
  await signInToBackOffice(staffPage, manager, { next: "/admin/catalogue" });
  await staffPage.getByRole("link", { name: "Import CSV" }).click();
  await expect(staffPage.getByRole("heading", { level: 1, name: "Import styles from CSV" })).toBeVisible();
  const good = { S: ean(), M: ean(), L: ean() };
  const sizes: SizeRow[] = [
    { size: "S", ean: good.S, mrp: "1999", price: "1499", units: "4" },
    { size: "M", ean: good.M, mrp: "19O9", price: "1499", units: "0" },
    { size: "L", ean: ean(true), mrp: "1999", price: "1499", units: "3" },
    { size: "XL", ean: ean(), mrp: "1999", price: "2499", units: "2" },
  ];
  await uploadCsv(staffPage, csvOf(code, word, sizes));
  await expect(staffPage.getByRole("alert").filter({ hasText: "3 errors found in 4 rows" })).toBeVisible({
    timeout: 30_000,
  });
  expect(await errorsShown(staffPage)).toEqual([
    ["3", "mrp"],
    ["4", "ean"],
    ["5", "price"],
  ]);
  await expect(staffPage.getByRole("button", { name: "Run import" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(staffPage);

  // 2. Fixed, checked clean, imported: the style is created, not published.
  const fixed: SizeRow[] = [
    sizes[0] as SizeRow,
    { size: "M", ean: good.M, mrp: "1999", price: "1499", units: "0" },
    { size: "L", ean: good.L, mrp: "1999", price: "1499", units: "3" },
    { size: "XL", ean: (sizes[3] as SizeRow).ean, mrp: "1999", price: "1799", units: "2" },
  ];
  await uploadCsv(staffPage, csvOf(code, word, fixed));
  await expect(staffPage.getByText("Dry run: no errors in 4 rows.")).toBeVisible({ timeout: 30_000 });
  await staffPage.getByRole("button", { name: "Run import" }).click();
  // Both runs are jobs the store's runner takes in turn.
  await expect(staffPage.getByRole("status").filter({ hasText: "1 styles created" })).toBeVisible({
    timeout: 30_000,
  });
  await staffPage.getByRole("link", { name: new RegExp(`^${code} `) }).click();
  await expect(staffPage.getByRole("heading", { level: 1 })).toContainText(word);
  const styleId = Number(/\/catalogue\/(\d+)/.exec(staffPage.url())?.[1]);

  // 3. Published: shoppers' search finds it within 5 seconds (the change feed, no wait).
  await staffPage.getByRole("button", { name: "Publish the style" }).click();
  await expect(staffPage.getByRole("button", { name: "Unpublish the style" })).toBeVisible();
  const shopperContext = await browser.newContext({
    ...testInfo.project.use,
    baseURL: testInfo.project.use.baseURL,
  });
  const shopper = await shopperContext.newPage();
  const person = await registeredShopper(shopper.request);
  await expect(async () => {
    const found = await postApi<{ styles: { styleList: { styleId: number }[] } }>(
      shopper.request,
      "/api/v2/listing/products",
      { deeplinkurl: `/search?q=${word}` },
    );
    expect(found.styles.styleList.map((style) => style.styleId)).toContain(styleId);
  }).toPass({ timeout: 5_000 });
  await gotoApp(shopper, `/search?q=${word}`);
  await shopper
    .getByRole("link", { name: new RegExp(word) })
    .first()
    .click();
  await expect(shopper.getByRole("heading", { level: 1 })).toContainText(word);
  const legal = shopper.getByRole("region", { name: "Legal information" });
  await expect(legal).toContainText("(inclusive of all taxes)");
  await expect(legal).toContainText("Country of origin");

  // 4. Size M is sold out: the shopper asks to be told; the manager stocks it at a centre; the
  //    back-in-stock message reaches the shopper's phone through the outbox.
  await shopper.getByText(LABELS.alerts.notifyHeading).click();
  await shopper.getByRole("combobox", { name: "Select Size" }).selectOption({ label: "M" });
  await shopper.getByRole("button", { name: LABELS.alerts.notifyMe }).click();
  await expect(shopper.getByRole("status").filter({ hasText: MESSAGES.alerts.requested })).toBeVisible();
  const restockedAt = Date.now();
  const where = `size M at ${CENTRE}`;
  const stockRow = staffPage.getByRole("form", { name: `Stock of ${where}` });
  await stockRow.getByLabel(`Units for ${where}`).fill("5");
  await stockRow.getByLabel(`Reason for ${where}`).fill("Received from the weaver");
  await stockRow.getByRole("button", { name: `Save the stock of ${where}` }).click();
  const row = staffPage.getByRole("row").filter({ has: stockRow });
  await expect(row.getByRole("cell").nth(2)).toHaveText("5");
  await waitForMessage(
    shopper.request,
    person.mobile,
    new RegExp(`(${word}.* in size M is back in stock)`),
    restockedAt,
  );

  // 5. A coupon of the brand, made by keyboard on the desktop, takes 10% off the style in the bag.
  const coupon = `E2E${letters(6).toUpperCase()}`;
  await press(
    staffPage.getByRole("navigation", { name: /back office/i }).getByRole("link", { name: "Promotions" }),
  );
  await press(staffPage.getByRole("link", { name: "New promotion" }));
  await type(staffPage.getByRole("textbox", { name: "Code", exact: true }), coupon);
  await staffPage.getByRole("combobox", { name: "Kind", exact: true }).selectOption({ label: "Percent off" });
  await type(staffPage.getByRole("textbox", { name: "Value", exact: true }), "10");
  await type(
    staffPage.getByRole("textbox", { name: "Offer shown to shoppers", exact: true }),
    "10% off Neelam Weaves",
  );
  await type(
    staffPage.getByRole("textbox", { name: "Terms and conditions", exact: true }),
    "On Neelam Weaves styles, once per order.",
  );
  const brand = staffPage.getByRole("checkbox", { name: BRAND.name, exact: true });
  if (keyboard) {
    await brand.focus();
    await brand.press("Space");
  } else await brand.check();
  await expect(brand).toBeChecked();
  await press(staffPage.getByRole("button", { name: "Create promotion" }));
  await expect(staffPage.getByRole("button", { name: "Pause the promotion" })).toBeVisible();
  await expectNoSeriousA11yViolations(staffPage);

  const product = await postApi<{ url: string; name: string; skus: { skuId: number; size: string }[] }>(
    shopper.request,
    "/api/product/details",
    { styleId },
  );
  const small = product.skus.find((sku) => sku.size === "S");
  if (!small) throw new Error(`the style ${styleId} has no size S`);
  await gotoApp(shopper, product.url);
  await addToBag(shopper, { url: product.url, name: product.name, skuId: small.skuId });
  await shopper.getByRole("link", { name: "CHECKOUT" }).click();
  await expect(shopper).toHaveURL(/\/mybag$/);
  await shopper.getByLabel("Coupon code").fill(coupon);
  await shopper.getByRole("button", { name: "APPLY", exact: true }).click();
  await expect(shopper.getByRole("status").filter({ hasText: `${coupon} applied.` })).toBeVisible();
  const bag = await postApi<{ couponDetails?: { code: string; savings: number; applied: boolean } }>(
    shopper.request,
    "/api/checkout",
    { type: "read" },
  );
  expect(bag.couponDetails).toMatchObject({ code: coupon, applied: true });
  // 10% of ₹1,499, as the bag rounds it.
  expect(Math.abs((bag.couponDetails?.savings ?? 0) - 14_990)).toBeLessThanOrEqual(100);

  expect(errors).toEqual([]);
  await shopperContext.close();
});

test("a content editor changes the home page's first banner, which shoppers see once it is published", async ({
  page: shopper,
  browser,
  isMobile,
}, testInfo) => {
  const keyboard = !isMobile;
  const errors = collectConsoleErrors(shopper);
  // The shopper is a guest without a bag: the home page comes from the rendered-page cache, which
  // the publish purges.
  await gotoApp(shopper, "/");
  const editorContext = await browser.newContext({
    ...testInfo.project.use,
    baseURL: testInfo.project.use.baseURL,
  });
  const editor = await editorContext.newPage();
  const subtitle = `Journey banner ${letters(6)}`;
  await signInToBackOffice(editor, await newStaff("content"), { next: "/admin/content", keyboard });
  // The home page is one document: the desktop's and the phone's runs take turns at it.
  await holdLock("home-template", async () => {
    await pressing(keyboard)(editor.getByRole("link", { name: /home/i }).first());
    const field = editor.getByLabel("Banner 1 subtitle", { exact: true });
    await typing(keyboard)(field, subtitle);
    await pressing(keyboard)(editor.getByRole("button", { name: "Save the draft" }));
    // The save's own answer, not the preview link: a draft left by another run shows the link
    // before this save lands, and a publish pressed while the save is under way is not taken.
    await expect(editor.getByRole("status").filter({ hasText: /^The draft is saved/ })).toBeVisible();
    await expect(editor.getByRole("link", { name: /^Preview the draft/ })).toBeVisible();
    await pressing(keyboard)(editor.getByRole("button", { name: "Publish now" }));
    await expect(editor.getByRole("status").filter({ hasText: /^Published:/ })).toBeVisible();
    await expectNoSeriousA11yViolations(editor);
    // The publish purged the cached page before it answered: the next look shows the banner.
    await gotoApp(shopper, "/");
    await expect(shopper.getByText(subtitle).first()).toBeAttached();
  });
  expect(errors).toEqual([]);
  await editorContext.close();
});
