import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";

/** Helpers of the favourites journeys: a shopper's favourite styles read, the toasts. */

/** The style ids of the favourites of the shopper signed in through `request`'s cookie jar. */
export async function favouriteStyles(request: APIRequestContext): Promise<number[]> {
  const response = await request.get("/api/fav/v2/products", { headers: { module: "odin" } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { favourites: { styleId: number }[] }).favourites.map(
    (item) => item.styleId,
  );
}

/** The toaster's message `text`. */
export function toast(page: Page, text: string): Locator {
  return page.locator(".toaster").getByText(text, { exact: true });
}
