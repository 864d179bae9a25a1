import { describe, expect, it } from "vitest";
import { contentUrl, staticPageDraft } from "./content";
import { CONTENT_ADMIN } from "./content-limits";

describe("content links and pictures", () => {
  it("are a path on this site or an https address", () => {
    for (const url of ["/", "/sale", "/products?f-br=nw&sort=new", "https://cdn.example.in/b1.webp"]) {
      expect(contentUrl.safeParse(url).success, url).toBe(true);
    }
  });

  it("refuse another site's path, plain http, scripts and spaces", () => {
    for (const url of [
      "//evil.example/x",
      "http://cdn.example.in/b.webp",
      "javascript:alert(1)",
      "/a b",
      "sale",
    ]) {
      expect(contentUrl.safeParse(url).success, url).toBe(false);
    }
    expect(contentUrl.safeParse(`/${"a".repeat(CONTENT_ADMIN.urlMaxLength)}`).success).toBe(false);
  });
});

describe("a static page's draft", () => {
  it("takes HTML within the editorial allow-list and refuses the rest on its description", () => {
    expect(
      staticPageDraft.safeParse({ title: "Terms", description: '<h2>Terms</h2><p><a href="/x">x</a></p>' })
        .success,
    ).toBe(true);
    const refused = staticPageDraft.safeParse({ title: "Terms", description: '<p onclick="x()">hi</p>' });
    expect(refused.error?.issues.map((issue) => issue.path)).toEqual([["description"]]);
  });
});
