import { describe, expect, it } from "vitest";
import { boundedEditDistance } from "./edit-distance";
import { searchTokens, stem, synonymsOf } from "./search-text";

describe("search words", () => {
  it("reduces plurals to one form and leaves other words alone", () => {
    const cases: [string, string][] = [
      ["kurtis", "kurti"],
      ["kurtas", "kurta"],
      ["jeans", "jean"],
      ["dresses", "dress"],
      ["watches", "watch"],
      ["accessories", "accessory"],
      ["shoes", "shoe"],
      ["dress", "dress"],
      ["men", "men"],
      ["100ml", "100ml"],
    ];
    for (const [word, form] of cases) expect(stem(word), word).toBe(form);
  });

  it("joins hyphenated words, keeps their longer parts as lesser words and drops apostrophes and accents", () => {
    expect(searchTokens("Polo T-Shirt")).toEqual([
      { term: "polo", raw: "polo", part: false },
      { term: "tshirt", raw: "tshirt", part: false },
      { term: "shirt", raw: "shirt", part: true },
    ]);
    expect(searchTokens("Men's Café & Co.").map((token) => token.term)).toEqual(["men", "cafe", "co"]);
  });

  it("knows the Indian English names of the same thing, both ways", () => {
    expect(synonymsOf("tee")).toContain("tshirt");
    expect(synonymsOf("tshirt")).toContain("tee");
    expect(synonymsOf("kurti")).toEqual(["kurta"]);
    expect(synonymsOf("pant")).toContain("trouser");
    expect(synonymsOf("denim")).toEqual(["jean"]);
    expect(synonymsOf("kid")).toEqual(expect.arrayContaining(["boy", "girl"]));
    expect(synonymsOf("boy")).toEqual([]);
  });
});

describe("bounded edit distance", () => {
  it("counts insertions, deletions, substitutions and swapped neighbours", () => {
    expect(boundedEditDistance("jen", "jean", 2)).toBe(1);
    expect(boundedEditDistance("tshrt", "tshirt", 2)).toBe(1);
    expect(boundedEditDistance("shrits", "shirts", 2)).toBe(1);
    expect(boundedEditDistance("snekers", "sneakers", 2)).toBe(1);
    expect(boundedEditDistance("same", "same", 2)).toBe(0);
  });

  it("gives up beyond the bound", () => {
    expect(boundedEditDistance("jeans", "watches", 2)).toBe(3);
    expect(boundedEditDistance("a", "abcdef", 2)).toBe(3);
  });
});
