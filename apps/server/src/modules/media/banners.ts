import { darken, lighten, luminance, mix, rotateHue } from "./palette";
import { circle, el, linearGradient, radialGradient, shape, svgDocument } from "./svg";

/**
 * Abstract banner art for the home and brand carousels: a gradient in the given colour with soft
 * circles, a ring, waves and a dot grid. The layout is seeded by the banner's name, so each name
 * gets its own composition and the same address always draws the same picture. No text: the
 * storefront lays its headline over the calm part (left on desktop, top on mobile).
 */

export const BANNER_SIZES = {
  desktop: { width: 1600, height: 600 },
  mobile: { width: 800, height: 800 },
} as const;
export type BannerSize = keyof typeof BANNER_SIZES;

/** FNV-1a hash of the name, the seed of the layout. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small deterministic generator of numbers in [0, 1). */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function defs(colour: string, turn: number): string {
  return (
    linearGradient(
      "banner",
      [
        [0, lighten(colour, 0.12), 1],
        [0.55, colour, 1],
        [1, darken(rotateHue(colour, turn), 0.3), 1],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    ) +
    radialGradient("glow", [
      [0, "#ffffff", 0.3],
      [0.4, "#ffffff", 0.14],
      [0.75, "#ffffff", 0.04],
      [1, "#ffffff", 0],
    ]) +
    el(
      "pattern",
      {
        id: "stripes",
        width: 14,
        height: 14,
        patternUnits: "userSpaceOnUse",
        patternTransform: "rotate(35)",
      },
      el("rect", { width: 6, height: 14, fill: "#ffffff", opacity: 0.5 }),
    )
  );
}

function waves(w: number, h: number, rnd: () => number, ink: string): string {
  const wave = (base: number, amplitude: number, fill: string, opacity: number) => {
    const y = h * base;
    const a = h * amplitude;
    const d = `M0 ${y} C${w * 0.25} ${y - a} ${w * 0.45} ${y + a} ${w * 0.7} ${y} S${w * 0.95} ${y - a} ${w} ${y + a * 0.3} V${h} H0 Z`;
    return shape(d, fill, { opacity });
  };
  return (
    wave(0.72 + rnd() * 0.08, 0.08 + rnd() * 0.06, ink, 0.12) +
    wave(0.84 + rnd() * 0.06, 0.06, "#000000", 0.08)
  );
}

/** Where the shapes go: the right part of a wide banner, the lower part of a square one. */
interface Area {
  x: number;
  y: number;
  w: number;
  h: number;
}

function shapes(area: Area, unit: number, rnd: () => number, ink: string, accent: string): string {
  const at = (fx: number, fy: number) => ({ x: area.x + area.w * fx, y: area.y + area.h * fy });
  const parts: string[] = [];
  for (let i = 0; i < 4; i++) {
    const { x: cx, y: cy } = at(rnd(), rnd());
    const r = unit * (0.12 + rnd() * 0.3);
    parts.push(circle(cx, cy, r, i % 2 ? accent : ink, { opacity: (0.1 + rnd() * 0.12).toFixed(2) }));
  }
  const ring = { ...at(0.3 + rnd() * 0.5, 0.3 + rnd() * 0.4), r: unit * (0.25 + rnd() * 0.15) };
  parts.push(
    circle(ring.x, ring.y, ring.r, "none", { stroke: ink, "stroke-width": unit * 0.018, opacity: 0.35 }),
  );
  const { x: stripeX, y: stripeY } = at(0.2 + rnd() * 0.5, 0.1 + rnd() * 0.5);
  parts.push(
    el("rect", {
      x: stripeX,
      y: stripeY,
      width: unit * 0.28,
      height: unit * 0.28,
      rx: unit * 0.04,
      fill: "url(#stripes)",
      opacity: 0.35,
      transform: `rotate(${Math.round(rnd() * 40 - 20)} ${stripeX} ${stripeY})`,
    }),
  );
  const { x: gx, y: gy } = at(0.1 + rnd() * 0.5, 0.05 + rnd() * 0.5);
  for (let row = 0; row < 5; row++) {
    for (let col = 0; col < 7; col++) {
      parts.push(
        circle(gx + col * unit * 0.045, gy + row * unit * 0.045, unit * 0.007, ink, { opacity: 0.55 }),
      );
    }
  }
  return parts.join("");
}

/** SVG of the banner called `name` in `colour` (`rrggbb`) at the given size. */
export function bannerSvg(name: string, colour: string, size: BannerSize): string {
  const { width: w, height: h } = BANNER_SIZES[size];
  const base = `#${colour.replace("#", "")}`;
  const rnd = random(hash(name));
  const light = luminance(base) > 0.55;
  const ink = light ? darken(base, 0.55) : "#ffffff";
  const accent = mix(rotateHue(base, 150 + rnd() * 60), "#ffffff", 0.25);
  const turn = -20 - Math.round(rnd() * 30);
  const area =
    size === "desktop" ? { x: w * 0.45, y: 0, w: w * 0.55, h } : { x: 0, y: h * 0.4, w, h: h * 0.6 };
  const glow = size === "desktop" ? { x: w * 0.78, y: h * 0.35 } : { x: w * 0.6, y: h * 0.7 };
  const body =
    el("rect", { width: w, height: h, fill: "url(#banner)" }) +
    circle(glow.x, glow.y, Math.max(w, h) * 0.45, "url(#glow)") +
    shapes(area, Math.min(w, h), rnd, ink, accent) +
    waves(w, h, rnd, ink);
  return svgDocument({ width: w, height: h, viewBox: [w, h], defs: defs(base, turn), body });
}
