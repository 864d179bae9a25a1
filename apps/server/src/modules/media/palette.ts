/**
 * Colour arithmetic for the generated pictures: one base colour becomes the shades a flat
 * illustration needs (shadows, seams, highlights) so a drawing reads as a product photo stand-in.
 */

type Rgb = readonly [number, number, number];

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

/** Parses `rrggbb` or `#rrggbb`; anything else is a bug in the caller (routes validate first). */
export function parseHex(hex: string): Rgb {
  const digits = hex.replace("#", "");
  if (!/^[0-9a-fA-F]{6}$/.test(digits)) throw new Error(`not a hex colour: ${hex}`);
  return [0, 2, 4].map((at) => Number.parseInt(digits.slice(at, at + 2), 16)) as unknown as Rgb;
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** Mixes `amount` (0..1) of `target` into `hex`. */
export function mix(hex: string, target: string | Rgb, amount: number): string {
  const from = parseHex(hex);
  const to = typeof target === "string" ? parseHex(target) : target;
  return toHex(
    [0, 1, 2].map((i) => (from[i] ?? 0) + ((to[i] ?? 0) - (from[i] ?? 0)) * amount) as unknown as Rgb,
  );
}

export const darken = (hex: string, amount: number) => mix(hex, BLACK, amount);
export const lighten = (hex: string, amount: number) => mix(hex, WHITE, amount);

/** Relative luminance (WCAG), 0 for black and 1 for white. */
export function luminance(hex: string): number {
  const linear = parseHex(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (linear[0] ?? 0) + 0.7152 * (linear[1] ?? 0) + 0.0722 * (linear[2] ?? 0);
}

/** Rotates the hue of a colour by `degrees` (used for banner gradients). */
export function rotateHue(hex: string, degrees: number): string {
  const [r, g, b] = parseHex(hex).map((c) => c / 255) as unknown as Rgb;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  const s = d === 0 ? 0 : d / (1 - Math.abs(2 * l - 1));
  let h = 0;
  if (d !== 0) {
    if (max === r) h = ((g - b) / d) % 6;
    else if (max === g) h = (b - r) / d + 2;
    else h = (r - g) / d + 4;
  }
  const hue = (((h * 60 + degrees) % 360) + 360) % 360;
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = l - c / 2;
  const sector = Math.floor(hue / 60);
  const table: Rgb[] = [
    [c, x, 0],
    [x, c, 0],
    [0, c, x],
    [0, x, c],
    [x, 0, c],
    [c, 0, x],
  ];
  const [rr, gg, bb] = table[sector] ?? [c, x, 0];
  return toHex([(rr + m) * 255, (gg + m) * 255, (bb + m) * 255]);
}

/** The shades one drawing uses; `fabric` is the main fill. */
export interface Palette {
  base: string;
  fabric: string;
  /** Folds and the far side of a garment. */
  shade: string;
  /** Insides (neck holes, pockets) and deep creases. */
  deep: string;
  light: string;
  highlight: string;
  /** Seams and stitching: darker on light colours, lighter on dark ones so they stay visible. */
  seam: string;
  /** Thin outline that keeps pale garments apart from the pale background. */
  edge: string;
  /** True for dark bases, where highlights carry the shape instead of shadows. */
  dark: boolean;
  /** In detail views: lays the material's texture over a piece of fabric with outline `d`. */
  texture?: (d: string) => string;
}

export function paletteOf(hex: string): Palette {
  const base = toHex(parseHex(hex));
  const dark = luminance(base) < 0.06;
  return {
    base,
    fabric: base,
    shade: dark ? lighten(base, 0.08) : darken(base, 0.16),
    deep: dark ? lighten(base, 0.16) : darken(base, 0.36),
    light: lighten(base, dark ? 0.14 : 0.2),
    highlight: lighten(base, dark ? 0.26 : 0.45),
    seam: dark ? lighten(base, 0.3) : darken(base, 0.3),
    edge: dark ? lighten(base, 0.12) : darken(base, 0.22),
    dark,
  };
}
