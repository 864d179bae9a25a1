import { FAVOURITES } from "@odin/contracts";
import { describe, expect, it } from "vitest";
import { planBrandAdd, styleIdsToRead, whyNotAdded } from "./favourites-rules";

describe("why an add inserted nothing", () => {
  it("is a notice when the style is a favourite already, whatever else holds", () => {
    expect(whyNotAdded({ favouriteId: 7, styleExists: true })).toBe("alreadyAdded");
  });
  it("is an unknown style when no such style exists", () => {
    expect(whyNotAdded({ favouriteId: undefined, styleExists: false })).toBe("unknownStyle");
  });
  it("is a full list when the style exists but was not added", () => {
    expect(whyNotAdded({ favouriteId: undefined, styleExists: true })).toBe("favouritesFull");
  });
});

describe("the brands an add takes", () => {
  const brands = new Map([
    ["nw", 1],
    ["us", 2],
    ["fm", 3],
  ]);

  it("resolves codes in any case, once each, leaving out brands kept already", () => {
    expect(planBrandAdd(["NW", "nw", " us ", "fm"], brands, new Set([3]))).toEqual({
      ok: true,
      brandIds: [1, 2],
    });
  });

  it("refuses the whole call for a code the brands list lacks, naming it", () => {
    expect(planBrandAdd(["nw", "zz"], brands, new Set())).toEqual({
      ok: false,
      problem: "unknownBrand",
      codes: ["zz"],
    });
  });

  it("refuses a call that would pass the cap, but not one that only repeats kept brands", () => {
    expect(planBrandAdd(["nw", "us"], brands, new Set([3]), 2)).toEqual({
      ok: false,
      problem: "favouritesFull",
    });
    expect(planBrandAdd(["fm"], brands, new Set([3]), 1)).toEqual({ ok: true, brandIds: [] });
    expect(planBrandAdd(["nw"], brands, new Set([3]), 2)).toEqual({ ok: true, brandIds: [1] });
  });
});

describe("the style ids a favourites read asks about", () => {
  it("keeps whole positive ids within PostgreSQL's integer, each once", () => {
    expect(styleIdsToRead([3, 3, 0, -1, 1.5, 2_147_483_648, 9])).toEqual([3, 9]);
  });
  it("asks about at most the read's limit", () => {
    const many = Array.from({ length: FAVOURITES.styleIdsPerRead + 5 }, (_, index) => index + 1);
    expect(styleIdsToRead(many)).toHaveLength(FAVOURITES.styleIdsPerRead);
  });
});
