import { describe, expect, it } from "vitest";
import { lowerScriptPriority } from "./entry.server";

describe("lowerScriptPriority", () => {
  it("fetches module preloads at low priority and leaves the rest of the page alone", () => {
    const html =
      '<link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/assets/entry.js"/><img src="/x.webp">';
    expect(lowerScriptPriority(html)).toBe(
      '<link rel="stylesheet" href="/a.css"/><link rel="modulepreload" fetchpriority="low" href="/assets/entry.js"/><img src="/x.webp">',
    );
  });
});
