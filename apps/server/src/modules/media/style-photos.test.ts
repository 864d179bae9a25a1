import { describe, expect, it } from "vitest";
import { photosOf } from "./style-photos";

const kurta = { brandId: 1, articleType: "kurtas", colourCode: "#9A5B13", photos: null };

describe("a style's photographs in the back office", () => {
  it("offers the drawing of each view of a style the catalog draws", () => {
    const photos = photosOf(7, { ...kurta, imageViews: ["front", "back"] });
    expect(photos.views.map((entry) => [entry.view, entry.shown, entry.drawing])).toEqual([
      ["front", true, "/img/p/kurta/9a5b13/front/thumbnail.webp"],
      ["back", true, "/img/p/kurta/9a5b13/back/thumbnail.webp"],
      ["detail", false, "/img/p/kurta/9a5b13/detail/thumbnail.webp"],
    ]);
  });

  it("offers no drawing for a style with no views (an imported one): the picture server draws none for it", () => {
    const photos = photosOf(8, { ...kurta, imageViews: [] });
    expect(photos.views.map((entry) => [entry.view, entry.photo, entry.drawing])).toEqual([
      ["front", null, null],
      ["back", null, null],
      ["detail", null, null],
    ]);
  });
});
