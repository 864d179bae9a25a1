import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import { postApi } from "./support";

/** Helpers of the bag journeys: the header's bag button, ADD TO BAG, a shopper's bag emptied (sizes: stock-support.ts). */

export interface SizeToAdd {
  url: string;
  /** The style's name, as its page's heading shows it. */
  name: string;
  skuId: number;
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

/** Empties the server bag of the shopper signed in in `request`'s cookie jar. */
export async function emptyBag(request: APIRequestContext): Promise<void> {
  const bag = await postApi<{ products: { skuId: number }[] }>(request, "/api/checkout", { type: "read" });
  if (bag.products.length === 0) return;
  const cartItems = bag.products.map(({ skuId }) => ({ skuId }));
  const emptied = await postApi<{ products: unknown[] }>(request, "/api/checkout", {
    type: "delete",
    cartItems,
  });
  expect(emptied.products).toEqual([]);
}
