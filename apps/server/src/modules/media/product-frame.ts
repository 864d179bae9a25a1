import { type Art, FRAME } from "./drawings/drawing";
import type { Palette } from "./palette";
import type { Picture } from "./picture";
import { el, group, linearGradient, radialGradient, svgDocument } from "./svg";
import { textureClipper, textureDefs } from "./texture";

/**
 * The studio around a product drawing: a light neutral backdrop with the drawing's soft shadow
 * (drawn small and enlarged), the crisp drawing over it, and for detail views a magnified crop
 * with the material's texture.
 */

export type ProductView = "front" | "back" | "detail";

const VIEW_BOX: [number, number] = [FRAME.width, FRAME.height];

function backdrop(): string {
  const gradient = radialGradient(
    "backdrop",
    [
      [0, "#fbfaf8", 1],
      [0.7, "#f4f2ee", 1],
      [1, "#e6e2db", 1],
    ],
    { cx: 0.5, cy: 0.42, r: 0.75 },
  );
  return (
    el("defs", {}, gradient) +
    el("rect", { width: FRAME.width, height: FRAME.height, fill: "url(#backdrop)" }) +
    el("ellipse", { cx: 150, cy: 388, rx: 120, ry: 8, fill: "#000000", opacity: 0.04 })
  );
}

/** Only the shadow the drawing casts on the backdrop: its blurred silhouette, moved down a little. */
function shadowOf(drawing: string): string {
  const filter = el(
    "filter",
    { id: "shadow", x: -0.2, y: -0.2, width: 1.4, height: 1.4, "color-interpolation-filters": "sRGB" },
    el("feGaussianBlur", { in: "SourceAlpha", stdDeviation: 6 }) +
      el("feOffset", { dy: 5 }) +
      el("feColorMatrix", { values: "0 0 0 0 0.23 0 0 0 0 0.2 0 0 0 0 0.17 0 0 0 0.22 0" }),
  );
  return el("defs", {}, filter) + group(drawing, { filter: "url(#shadow)" });
}

const sheen = () =>
  linearGradient("sheen", [
    [0, "#000000", 0],
    [0.5, "#000000", 0.03],
    [1, "#000000", 0.16],
  ]);

function detailOverlay(art: Art, palette: Palette): { defs: string; body: string } {
  const { x, y, zoom } = art.focus;
  const textured = { ...palette, texture: textureClipper() };
  const zoomed = group(art.draw(textured, "front"), {
    transform: `translate(${FRAME.width / 2} ${FRAME.height / 2}) scale(${zoom}) translate(${-x} ${-y})`,
  });
  const vignette = radialGradient("vignette", [
    [0.55, "#000000", 0],
    [1, "#000000", 0.1],
  ]);
  return {
    defs: sheen() + vignette + textureDefs(art.texture, palette),
    body: zoomed + el("rect", { width: FRAME.width, height: FRAME.height, fill: "url(#vignette)" }),
  };
}

/** One product picture at `width` × `height` pixels. */
export function productPicture(options: {
  art: Art;
  palette: Palette;
  view: ProductView;
  width: number;
  height: number;
}): Picture {
  const { art, palette, view, width, height } = options;
  const shrink = width >= 600 ? 4 : 2;
  const baseSize = { width: Math.round(width / shrink), height: Math.round(height / shrink) };
  if (view === "detail") {
    const { defs, body } = detailOverlay(art, palette);
    return {
      width,
      height,
      base: svgDocument({ ...baseSize, viewBox: VIEW_BOX, body: backdrop() }),
      baseWidth: baseSize.width,
      baseHeight: baseSize.height,
      overlay: svgDocument({ width, height, viewBox: VIEW_BOX, defs, body }),
    };
  }
  const drawing = art.draw(palette, view);
  return {
    width,
    height,
    base: svgDocument({
      ...baseSize,
      viewBox: VIEW_BOX,
      defs: sheen(),
      body: backdrop() + shadowOf(drawing),
    }),
    baseWidth: baseSize.width,
    baseHeight: baseSize.height,
    overlay: svgDocument({ width, height, viewBox: VIEW_BOX, defs: sheen(), body: drawing }),
  };
}
