import { describe, expect, it } from "vitest";
import {
  deviceClassOf,
  isShoppersBrowser,
  type PercentileRow,
  roundedWebVital,
  webVitalGroups,
  webVitalsRetentionDays,
} from "./web-vitals-rules";

const ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const DESKTOP =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

describe("the device class of a measurement", () => {
  it("follows the Sec-CH-UA-Mobile client hint, whatever the user agent says", () => {
    expect(deviceClassOf({ "sec-ch-ua-mobile": "?1", "user-agent": DESKTOP })).toBe("mobile");
    expect(deviceClassOf({ "sec-ch-ua-mobile": "?0", "user-agent": ANDROID })).toBe("desktop");
  });

  it("falls back to the user agent, and to desktop without one or with one Headers refuses", () => {
    expect(deviceClassOf({ "user-agent": ANDROID })).toBe("mobile");
    expect(deviceClassOf({ "user-agent": IPHONE })).toBe("mobile");
    expect(deviceClassOf({ "user-agent": DESKTOP })).toBe("desktop");
    expect(deviceClassOf({})).toBe("desktop");
    expect(deviceClassOf({ "user-agent": "Mobile\u2028" })).toBe("desktop");
    expect(deviceClassOf({ "user-agent": ["Mobile", "x"] })).toBe("desktop");
  });
});

describe("whose measurements are stored", () => {
  it("takes shoppers' browsers, not crawlers or lab tools", () => {
    for (const agent of [ANDROID, IPHONE, DESKTOP, "CUBOT_X30 Build/QP1A Mobile"]) {
      expect(isShoppersBrowser({ "user-agent": agent }), agent).toBe(true);
    }
    for (const agent of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0 Safari/537.36",
      "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36 Chrome-Lighthouse",
      "Mozilla/5.0 (Windows NT 10.0) Chrome/131.0 Safari/537.36 PTST/241122.123",
    ]) {
      expect(isShoppersBrowser({ "user-agent": agent }), agent).toBe(false);
    }
    expect(isShoppersBrowser({})).toBe(true);
  });
});

describe("how long measurements are kept", () => {
  it("is 30 days, or the client reports' retention when shorter", () => {
    expect(webVitalsRetentionDays(90)).toBe(30);
    expect(webVitalsRetentionDays(7)).toBe(7);
  });
});

describe("the back office's groups", () => {
  const row = (pageType: string, deviceClass: string, metric: string, p75: number, samples = 10) =>
    ({ pageType, deviceClass, metric, p75, samples }) satisfies PercentileRow;

  it("orders page types as the storefront does, mobile first, metrics as shown", () => {
    const groups = webVitalGroups([
      row("product", "desktop", "LCP", 1_000),
      row("other", "mobile", "TTFB", 100),
      row("product", "mobile", "CLS", 0.01),
      row("home", "desktop", "INP", 50),
      row("product", "mobile", "LCP", 2_000),
      row("home", "desktop", "LCP", 900),
    ]);
    expect(groups.map((group) => `${group.pageType} ${group.deviceClass} ${group.metric}`)).toEqual([
      "home desktop LCP",
      "home desktop INP",
      "product mobile LCP",
      "product mobile CLS",
      "product desktop LCP",
      "other mobile TTFB",
    ]);
  });

  it("rounds each percentile as shown and rates it as rounded, each threshold good on its bound", () => {
    const groups = webVitalGroups([
      row("home", "mobile", "LCP", 2_500.4),
      row("home", "mobile", "INP", 200.6),
      row("home", "mobile", "CLS", 0.2549),
      row("home", "mobile", "FCP", 3_000.2),
      row("home", "mobile", "TTFB", 1_800.5, 1),
    ]);
    expect(groups.map(({ metric, p75, rating, samples }) => ({ metric, p75, rating, samples }))).toEqual([
      { metric: "LCP", p75: 2_500, rating: "good", samples: 10 },
      { metric: "INP", p75: 201, rating: "needs-improvement", samples: 10 },
      { metric: "CLS", p75: 0.25, rating: "needs-improvement", samples: 10 },
      { metric: "FCP", p75: 3_000, rating: "needs-improvement", samples: 10 },
      { metric: "TTFB", p75: 1_801, rating: "poor", samples: 1 },
    ]);
    expect(roundedWebVital("CLS", 0.104)).toBe(0.1);
    expect(roundedWebVital("LCP", 4_000.5)).toBe(4_001);
  });

  it("leaves out a row whose page type, device class or metric the contracts do not know", () => {
    expect(
      webVitalGroups([
        row("wishlist", "mobile", "LCP", 1),
        row("home", "tablet", "LCP", 1),
        row("home", "mobile", "FID", 1),
      ]),
    ).toEqual([]);
  });
});
