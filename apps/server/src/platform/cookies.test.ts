import { describe, expect, it } from "vitest";
import { secureCookiesOf } from "./cookies";

describe("secureCookiesOf", () => {
  it("follows the site origin's scheme when one is configured, in either mode", () => {
    for (const mode of ["demo", "production"] as const) {
      expect(secureCookiesOf({ mode, siteOrigin: "https://shop.example.in" })).toBe(true);
      expect(secureCookiesOf({ mode, siteOrigin: "http://localhost:3000" })).toBe(false);
    }
  });

  it("without one: off in the demo (plain http on any address), on in production", () => {
    expect(secureCookiesOf({ mode: "demo", siteOrigin: undefined })).toBe(false);
    expect(secureCookiesOf({ mode: "production", siteOrigin: undefined })).toBe(true);
  });
});
