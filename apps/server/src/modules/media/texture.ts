import type { Texture } from "./drawings/drawing";
import type { Palette } from "./palette";
import { el } from "./svg";

/**
 * The weave, knit or grain of a material, drawn as plain lines over the drawing's whole frame and
 * clipped to each piece of fabric. (An SVG <pattern> would be simpler, but librsvg draws one very
 * slowly whenever the zoom is not a whole number of pixels per unit.)
 */

const FROM = -20;
const TO_X = 320;
const TO_Y = 420;

function rows(step: number, offset = 0): string {
  let d = "";
  for (let y = FROM + offset; y < TO_Y; y += step) d += `M${FROM} ${y.toFixed(2)}H${TO_X}`;
  return d;
}

function columns(step: number, offset = 0): string {
  let d = "";
  for (let x = FROM + offset; x < TO_X; x += step) d += `M${x.toFixed(2)} ${FROM}V${TO_Y}`;
  return d;
}

function diagonals(step: number, offset = 0): string {
  const span = TO_Y - FROM;
  let d = "";
  for (let x = FROM - span + offset; x < TO_X; x += step) d += `M${x.toFixed(2)} ${FROM}l${span} ${span}`;
  return d;
}

function strokes(
  d: string,
  stroke: string,
  width: number,
  opacity: number,
  extra: Record<string, string> = {},
) {
  return el("path", { d, fill: "none", stroke, "stroke-width": width, "stroke-opacity": opacity, ...extra });
}

function lines(texture: Texture, p: Palette): string {
  switch (texture) {
    case "woven":
      return strokes(rows(3, 0.8), p.light, 0.7, 0.6) + strokes(columns(3, 0.8), p.shade, 0.6, 0.55);
    case "knit":
      return (
        strokes(columns(3), p.shade, 1.1, 0.5) +
        strokes(columns(3, 1.5), p.highlight, 0.6, 0.35) +
        strokes(rows(1.5), p.shade, 0.35, 0.25)
      );
    case "denim":
      return strokes(diagonals(3.2), p.highlight, 0.9, 0.5) + strokes(diagonals(3.2, 1.6), p.shade, 0.5, 0.4);
    case "grain":
      return (
        strokes(rows(6, 1.5), p.shade, 1.4, 0.4, { "stroke-dasharray": "0 6", "stroke-linecap": "round" }) +
        strokes(rows(6, 4.5), p.highlight, 1, 0.3, {
          "stroke-dasharray": "0 6",
          "stroke-dashoffset": "3",
          "stroke-linecap": "round",
        })
      );
    case "glass":
      return strokes(rows(3, 1.5), p.highlight, 0.5, 0.35);
  }
}

/** The texture lines as a reusable group, for the document's <defs>. */
export function textureDefs(texture: Texture, p: Palette): string {
  return el("g", { id: "texture" }, lines(texture, p));
}

/** A function that lays the texture over one piece of fabric (the `d` of its outline). */
export function textureClipper(): (d: string) => string {
  let next = 0;
  return (d) => {
    const id = `fabric-${next++}`;
    return (
      el("clipPath", { id }, el("path", { d })) + el("use", { href: "#texture", "clip-path": `url(#${id})` })
    );
  };
}
