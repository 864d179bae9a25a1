import { expect, type Request, test } from "@playwright/test";
import { gotoApp, postApi } from "./support";

/**
 * Field measurements of Core Web Vitals (decision 75): a page the shopper lands on measures itself
 * with the `web-vitals` library, loaded once the app has started, and sends each measurement as a
 * `web_vital` event through the page's event queue to `POST /api/events`.
 */

/** A shopper's phone: the headless shell's own user agent is a lab tool's, whose measurements are not kept. */
const PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

test.use({ userAgent: PHONE });

interface SentEvent {
  name: string;
  fields?: { metric?: string; value?: number; pageType?: string };
}

const eventsOf = (request: Request) => (request.postDataJSON() as { events: SentEvent[] }).events;
const vitalsOf = (requests: readonly Request[]) =>
  requests.flatMap(eventsOf).filter((event) => event.name === "web_vital");
const metricsOf = (requests: readonly Request[]) =>
  [...new Set(vitalsOf(requests).map((event) => event.fields?.metric))].sort();

test("a product page sends its web vitals to the events endpoint, which stores them", async ({
  page,
  request,
}) => {
  const listing = await postApi<{ styles: { styleList: { url: string }[] } }>(
    request,
    "/api/v2/listing/products",
    { deeplinkurl: "/products" },
  );
  const url = listing.styles.styleList[0]?.url;
  if (!url) throw new Error("the listing has no product");
  const sent: Request[] = [];
  page.on("request", (sending) => {
    if (sending.method() === "POST" && new URL(sending.url()).pathname === "/api/events") sent.push(sending);
  });

  await gotoApp(page, url);
  // TTFB and FCP are measured as soon as the reporter starts, and leave with the queue's next batch.
  await expect.poll(() => metricsOf(sent), { timeout: 15_000 }).toEqual(["FCP", "TTFB"]);

  // A tap ends LCP (reported in the next idle moment); hiding the page reports CLS and sends at once.
  await page.locator("h1").first().click();
  await expect
    .poll(() =>
      page.evaluate(() =>
        (window as { dataLayer?: { event: string; metric?: string }[] }).dataLayer?.some(
          (event) => event.event === "web_vital" && event.metric === "LCP",
        ),
      ),
    )
    .toBe(true);
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  await expect.poll(() => metricsOf(sent)).toEqual(expect.arrayContaining(["CLS", "FCP", "LCP", "TTFB"]));

  for (const event of vitalsOf(sent)) {
    expect(event.fields?.pageType).toBe("product");
    expect(event.fields?.value).toBeGreaterThanOrEqual(0);
  }
  // Every event of every batch was stored: the measurements too, as a shopper's phone's.
  for (const batch of sent) {
    const answer = await batch.response();
    expect(answer?.status()).toBe(200);
    expect(await answer?.json()).toEqual({ stored: eventsOf(batch).length });
  }
});
