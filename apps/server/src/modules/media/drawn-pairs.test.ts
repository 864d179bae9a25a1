import { describe, expect, it } from "vitest";
import { DrawnPairs, type PicturedStyle, pairKey } from "./drawn-pairs";

const style = (
  id: number,
  articleType: string,
  colourCode: string,
  imageViews = ["front"],
): PicturedStyle => ({
  id,
  articleType,
  colourCode,
  imageViews,
});

describe("DrawnPairs", () => {
  it("knows the silhouette and colour of every pictured style, whatever the colour's spelling", () => {
    const pairs = new DrawnPairs();
    pairs.replace([style(1, "tshirts", "#1F4E8C"), style(2, "jeans", "3a5a8c")]);
    expect(pairs.has("tshirt", "1f4e8c")).toBe(true);
    expect(pairs.has("tshirt", "#1F4E8C")).toBe(true);
    expect(pairs.has("jeans", "3a5a8c")).toBe(true);
    expect(pairs.has("tshirt", "3a5a8c")).toBe(false);
    expect(pairs.has("jeans", "1f4e8c")).toBe(false);
    expect(pairs.size).toBe(2);
  });

  it("leaves out styles shown with the placeholder: no pictures or an unknown article type", () => {
    const pairs = new DrawnPairs();
    pairs.replace([style(1, "tshirts", "111111", []), style(2, "spaceships", "222222")]);
    expect(pairs.size).toBe(0);
  });

  it("keeps a pair while any style uses it and drops it with the last one", () => {
    const pairs = new DrawnPairs();
    pairs.replace([style(1, "tshirts", "1f4e8c"), style(2, "tshirts", "1f4e8c")]);
    pairs.update([1], []);
    expect(pairs.has("tshirt", "1f4e8c")).toBe(true);
    pairs.update([2], []);
    expect(pairs.has("tshirt", "1f4e8c")).toBe(false);
  });

  it("moves a style to its new colour and takes new styles", () => {
    const pairs = new DrawnPairs();
    pairs.replace([style(1, "tshirts", "1f4e8c")]);
    pairs.update([1, 3], [style(1, "tshirts", "8c1c3a"), style(3, "jeans", "3a5a8c")]);
    expect(pairs.has("tshirt", "1f4e8c")).toBe(false);
    expect(pairs.has("tshirt", "8c1c3a")).toBe(true);
    expect(pairs.has("jeans", "3a5a8c")).toBe(true);
  });

  it("forgets everything on a full reload", () => {
    const pairs = new DrawnPairs();
    pairs.replace([style(1, "tshirts", "1f4e8c")]);
    pairs.replace([style(2, "jeans", "3a5a8c")]);
    expect(pairs.has("tshirt", "1f4e8c")).toBe(false);
    expect(pairs.size).toBe(1);
  });

  it("spells a pair as the image address does", () => {
    expect(pairKey("tshirt", "#1F4E8C")).toBe("tshirt/1f4e8c");
  });
});
