import { describe, expect, it } from "vitest";
import { STATIC_PAGE_PATHS, staticPageKeyOf, summaryOf } from "./static-pages";

describe("static pages", () => {
  it("find each document by its page's path, with or without a trailing slash", () => {
    for (const [key, path] of Object.entries(STATIC_PAGE_PATHS)) {
      expect(staticPageKeyOf(path)).toBe(key);
      expect(staticPageKeyOf(`${path}/`)).toBe(key);
    }
    expect(staticPageKeyOf("/terms")).toBeUndefined();
    expect(staticPageKeyOf("/")).toBeUndefined();
  });

  it("describe a page by its text without tags, cut at a word", () => {
    expect(summaryOf("<p>We reply within <strong>24 hrs</strong>.</p>")).toBe("We reply within 24 hrs .");
    const long = summaryOf(`<p>${"fashion ".repeat(40)}</p>`);
    expect(long.length).toBeLessThanOrEqual(158);
    expect(long).toMatch(/fashion…$/);
  });
});
