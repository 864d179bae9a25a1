import { describe, expect, it } from "vitest";
import { loginHref, safeNext } from "./next-path";

describe("the destination after the /login page", () => {
  it("keeps a path of this site, with its query", () => {
    expect(safeNext("/checkout")).toBe("/checkout");
    expect(safeNext("/checkout/shipping?step=2")).toBe("/checkout/shipping?step=2");
    expect(safeNext(" /myorders ")).toBe("/myorders");
  });

  it("refuses other sites, backslashes, schemes, control characters and the login page", () => {
    for (const raw of [
      "//evil.example",
      "///evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "https://evil.example/checkout",
      "javascript:alert(1)",
      "checkout",
      "/check\nout",
      "/\tevil",
      "/login?next=/checkout",
      "",
      null,
      undefined,
    ]) {
      expect(safeNext(raw), String(raw)).toBe("/");
    }
  });

  it("links to /login with the destination, or alone for the home page", () => {
    expect(loginHref("/checkout")).toBe("/login?next=%2Fcheckout");
    expect(loginHref("//evil.example")).toBe("/login");
  });
});
