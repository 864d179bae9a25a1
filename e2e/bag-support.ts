import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import { postApi } from "./support";

/** Helpers of the bag journeys: products to add, the header's bag button, a shopper's bag emptied. */

export interface SizeToAdd {
  url: string;
  /** The style's name, as its page's heading shows it. */
  name: string;
  skuId: number;
}

/** The first in-stock size of each of `count` different styles of the catalog's first listing page. */
export async function sizesToAdd(request: APIRequestContext, count: number): Promise<SizeToAdd[]> {
  const listing = await postApi<{ styles: { styleList: { url: string }[] } }>(
    request,
    "/api/v2/listing/products",
    { deeplinkurl: "/products" },
  );
  const found: SizeToAdd[] = [];
  for (const { url } of listing.styles.styleList) {
    const html = await (await request.get(url)).text();
    const name = /<h1 class="product-heading__name">([^<]+)<\/h1>/.exec(html)?.[1];
    const size = [...html.matchAll(/<input[^>]*name="skuId"[^>]*>/g)]
      .map(([input]) => input)
      .find((input) => !input.includes('disabled=""'));
    const skuId = Number(/value="(\d+)"/.exec(size ?? "")?.[1]);
    if (name && skuId) found.push({ url, name: name.replaceAll("&amp;", "&"), skuId });
    if (found.length === count) return found;
  }
  throw new Error(`fewer than ${count} styles with a size in stock`);
}

/** The header's bag button, by its name ("Bag, 2 items"). */
export function bagButton(page: Page, count: number): Locator {
  const name = `Bag, ${count} ${count === 1 ? "item" : "items"}`;
  return page.getByRole("banner").getByRole("link", { name, exact: true });
}

/** Picks the size and presses ADD TO BAG; the button becomes CHECKOUT. */
export async function addToBag(page: Page, size: SizeToAdd): Promise<void> {
  await page.locator(`input[name="skuId"][value="${size.skuId}"]`).check();
  await page.getByRole("button", { name: "ADD TO BAG" }).click();
  await expect(page.getByRole("link", { name: "CHECKOUT" })).toBeVisible();
}

const JSON_HEADERS = { module: "odin", "content-type": "application/json" };

/** Empties a demo shopper's server bag, signed in through the API in `request`'s own cookie jar. */
export async function emptyBagOf(
  request: APIRequestContext,
  username: string,
  password: string,
): Promise<void> {
  const signedIn = await request.post("/auth/token", {
    headers: { ...JSON_HEADERS, "X-Channel": "WEB" },
    data: { grant_type: "password", username, password },
  });
  expect(signedIn.status()).toBe(200);
  const bag = await postApi<{ products: { skuId: number }[] }>(request, "/api/checkout", { type: "read" });
  if (bag.products.length === 0) return;
  const cartItems = bag.products.map(({ skuId }) => ({ skuId }));
  const emptied = await postApi<{ products: unknown[] }>(request, "/api/checkout", {
    type: "delete",
    cartItems,
  });
  expect(emptied.products).toEqual([]);
}
