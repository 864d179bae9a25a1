// @vitest-environment happy-dom
import { FOREIGN_RETURN_ADDRESSES, staysOnSite } from "@odin/contracts/testing";
import { afterEach, describe, expect, it, vi } from "vitest";
import { memoryStorage } from "../../lib/api/storage";
import {
  iframeHref,
  iframeModeFrom,
  iframeModeOf,
  normaliseBaseUrl,
  postToParent,
  recallIframeMode,
  rememberIframeMode,
  rewriteLinks,
  setActiveIframeMode,
} from "./iframe-mode";

afterEach(() => setActiveIframeMode(null));

describe("iframe mode", () => {
  it("is on when the query string holds iframeview, with baseurl as the link prefix", () => {
    expect(iframeModeFrom("?q=shirts")).toBeNull();
    expect(iframeModeFrom("?iframeview")).toEqual({ baseUrl: "" });
    expect(iframeModeFrom("?iframeview=1&baseurl=partner.example/shop/")).toEqual({
      baseUrl: "//partner.example/shop",
    });
  });

  it("prepends // to a base without a scheme and refuses anything but http(s)", () => {
    expect(normaliseBaseUrl("partner.example")).toBe("//partner.example");
    expect(normaliseBaseUrl("https://partner.example/shop")).toBe("https://partner.example/shop");
    expect(normaliseBaseUrl("//partner.example")).toBe("//partner.example");
    expect(normaliseBaseUrl("/embed/")).toBe("/embed");
    expect(normaliseBaseUrl("javascript:alert(1)//")).toBe("");
    expect(normaliseBaseUrl("data:text/html,x")).toBe("");
    expect(normaliseBaseUrl(null)).toBe("");
  });

  it("prefixes site links only", () => {
    const base = "//partner.example/shop";
    expect(iframeHref("/products?os", base)).toBe("//partner.example/shop/products?os");
    expect(iframeHref("https://elsewhere.example/x", base)).toBe("https://elsewhere.example/x");
    expect(iframeHref("//cdn.example/x", base)).toBe("//cdn.example/x");
    expect(iframeHref("#top", base)).toBe("#top");
    expect(iframeHref("mailto:care@odin.example", base)).toBe("mailto:care@odin.example");
    expect(iframeHref("/products", "")).toBe("/products");
  });

  it("rewrites the links of a page once, however often it runs", () => {
    document.body.innerHTML =
      '<a href="/">Home</a><a href="/products?na&amp;sort=newest">New</a><a href="https://x.example/">X</a><a>none</a>';
    rewriteLinks(document, "//partner.example");
    rewriteLinks(document, "//partner.example");
    const hrefs = [...document.querySelectorAll("a")].map((a) => a.getAttribute("href"));
    expect(hrefs).toEqual([
      "//partner.example/",
      "//partner.example/products?na&sort=newest",
      "https://x.example/",
      null,
    ]);
  });

  it("rewrites once with a path base too, and again when the page sets a link back", () => {
    document.body.innerHTML = '<a href="/products">All</a>';
    const link = document.querySelector("a") as HTMLAnchorElement;
    rewriteLinks(document, "/embed");
    rewriteLinks(document, "/embed");
    expect(link.getAttribute("href")).toBe("/embed/products");
    link.setAttribute("href", "/brandslist");
    rewriteLinks(document, "/embed");
    expect(link.getAttribute("href")).toBe("/embed/brandslist");
  });

  it("is off on a page that is not in a frame, so a link to the store cannot send its links elsewhere", () => {
    const bases = [...FOREIGN_RETURN_ADDRESSES, "evil.example", "https://evil.example/shop"];
    const escaped = bases.flatMap((base) => {
      const search = `?iframeview&baseurl=${encodeURIComponent(base)}`;
      const href = iframeHref("/products", iframeModeOf(search, false, memoryStorage())?.baseUrl ?? "");
      return staysOnSite(href) ? [] : [`${JSON.stringify(base)} -> ${href}`];
    });
    expect(escaped, `${escaped.length} of ${bases.length} escaped`).toEqual([]);
    // Inside a frame the parent chose the base: links go where it says.
    const framed = iframeModeOf("?iframeview&baseurl=partner.example", true, memoryStorage());
    expect(framed).toEqual({ baseUrl: "//partner.example" });
  });

  it("is remembered for later pages of the same frame", () => {
    const storage = memoryStorage();
    expect(recallIframeMode(storage)).toBeNull();
    rememberIframeMode({ baseUrl: "//partner.example" }, storage);
    expect(recallIframeMode(storage)).toEqual({ baseUrl: "//partner.example" });
    expect(iframeModeOf("", true, storage)).toEqual({ baseUrl: "//partner.example" });
    expect(iframeModeOf("", false, storage)).toBeNull();
  });

  it("sends messages to the parent window only in iframe mode", () => {
    const parent = { postMessage: vi.fn() } as unknown as Window;
    postToParent("navigation", { path: "/" }, parent);
    expect(parent.postMessage).not.toHaveBeenCalled();
    setActiveIframeMode({ baseUrl: "//partner.example" });
    postToParent("addToBag", { styleId: 7, skuId: 70, quantity: 1 }, parent);
    expect(parent.postMessage).toHaveBeenCalledWith(
      { source: "odin", type: "addToBag", data: { styleId: 7, skuId: 70, quantity: 1 } },
      "*",
    );
  });
});
