import { describe, expect, it } from "vitest";
import { returnPath, signInHref } from "./sign-in-return";

describe("after signing in", () => {
  it("goes back to the back-office page the staff member came from", () => {
    expect(returnPath("/admin/audit?resource=order&after=x")).toBe("/audit?resource=order&after=x");
    expect(returnPath("/admin/help")).toBe("/help");
    expect(returnPath("/admin")).toBe("/");
    expect(returnPath("/admin?x=1")).toBe("/?x=1");
  });

  it("goes home for anything not under /admin, or the sign-in page itself", () => {
    for (const next of [
      null,
      "",
      "https://evil.example/admin",
      "//evil.example/admin",
      "/admin//evil.example",
      "/admin/\\evil.example",
      "/administrator",
      "/products",
      "/admin/login?next=%2Fadmin%2Faudit",
      "javascript:alert(1)",
    ]) {
      expect(returnPath(next), String(next)).toBe("/");
    }
  });
});

describe("the sign-in page's address", () => {
  it("carries where to come back to, and nothing for the home page", () => {
    expect(signInHref("/admin/audit?resource=order")).toBe(
      `/login?next=${encodeURIComponent("/admin/audit?resource=order")}`,
    );
    expect(signInHref("/admin")).toBe("/login");
    expect(signInHref("/admin/login?next=%2Fadmin%2Fhelp")).toBe("/login");
  });
});
