import { FOREIGN_RETURN_ADDRESSES, SAME_SITE_RETURN_ADDRESSES } from "@odin/contracts/testing";
import { describe, expect, it } from "vitest";
import { pageAddress } from "./storefront-host";

const ORIGIN = "https://shop.example.in";

describe("the address a page request is rendered for", () => {
  it("is always on the store's origin, however the request target is written", () => {
    const targets = [
      ...FOREIGN_RETURN_ADDRESSES,
      "//evil.example/products?f-co=Blue",
      "http://evil.example/products",
    ];
    const elsewhere = targets.flatMap((target) => {
      const url = pageAddress(target, ORIGIN);
      return url.origin === ORIGIN ? [] : [`${JSON.stringify(target)} -> ${url.href}`];
    });
    expect(elsewhere, `${elsewhere.length} of ${targets.length} elsewhere`).toEqual([]);
  });

  it("keeps the path and query of an ordinary request", () => {
    for (const [target] of SAME_SITE_RETURN_ADDRESSES) {
      const url = pageAddress(target, ORIGIN);
      expect(url.href).toBe(new URL(target, ORIGIN).href);
    }
    // A target that starts with two slashes is a path of this site, as the browser that sent it meant.
    expect(pageAddress("//evil.example/products", ORIGIN).pathname).toBe("//evil.example/products");
  });
});
