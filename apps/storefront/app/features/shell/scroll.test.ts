import { describe, expect, it } from "vitest";
import { scrollRestorationKey } from "./scroll";

describe("scroll restoration key", () => {
  it("gives each history entry its own key: a new page starts at the top", () => {
    expect(scrollRestorationKey({ pathname: "/", hash: "", key: "a1" })).toBe("a1");
    expect(scrollRestorationKey({ pathname: "/brandslist", hash: "", key: "b2" })).toBe("b2");
    expect(scrollRestorationKey({ pathname: "/products/x", hash: "", key: "c3" })).toBe("c3");
  });

  it("shares one key per path on /search, /products and /customercare, so the position is kept", () => {
    for (const pathname of ["/search", "/products", "/customercare"]) {
      expect(scrollRestorationKey({ pathname, hash: "", key: "k1" })).toBe(pathname);
      expect(scrollRestorationKey({ pathname, hash: "", key: "k2" })).toBe(pathname);
    }
  });

  it("lets an anchor decide where the page scrolls", () => {
    expect(scrollRestorationKey({ pathname: "/customercare", hash: "#returns", key: "k3" })).toBe("k3");
  });
});
