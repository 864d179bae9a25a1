import { isReservedTopLevelPath } from "@odin/contracts";
import { describe, expect, it } from "vitest";
import { normalisePath } from "./pages.service";

describe("normalisePath", () => {
  it("adds the leading slash and drops trailing slashes, a query and a fragment", () => {
    expect(normalisePath("ethnic-wear")).toBe("/ethnic-wear");
    expect(normalisePath("/ethnic-wear//")).toBe("/ethnic-wear");
    expect(normalisePath("/ethnic-wear?cid=x#top")).toBe("/ethnic-wear");
    expect(normalisePath("")).toBe("/");
    expect(normalisePath("/")).toBe("/");
  });
});

describe("isReservedTopLevelPath", () => {
  it("matches the first segment against the reserved top-level paths, in any case", () => {
    for (const path of [
      "/checkout",
      "checkout",
      "/Checkout/step",
      "/brandslist",
      "/404",
      "/reset-password?x",
    ]) {
      expect(isReservedTopLevelPath(path), path).toBe(true);
    }
    for (const path of ["/checkouts", "/nw", "/account-deals", "/"])
      expect(isReservedTopLevelPath(path), path).toBe(false);
  });
});
