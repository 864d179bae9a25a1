import type { Palette } from "../palette";
import { shape } from "../svg";

/** Product drawings live in a 300 × 400 portrait frame (3:4, like the rendered sizes). */
export const FRAME = { width: 300, height: 400 } as const;

export type Side = "front" | "back";

/** Draws one product seen from one side; the detail view zooms into the front drawing. */
export type Drawing = (p: Palette, side: Side) => string;

/** Surface texture of the material, drawn in detail views. */
export type Texture = "knit" | "woven" | "denim" | "grain" | "glass";

export interface Art {
  draw: Drawing;
  texture: Texture;
  /** Point of the front drawing the detail view magnifies, and by how much. */
  focus: { x: number; y: number; zoom: number };
}

/** Zari / hardware gold and steel, shared by several drawings. */
export const GOLD = "#d4a437";
export const STEEL = "#c9ccd1";

/**
 * A piece of fabric: the material fill with an outline, its texture in detail views, and a soft
 * left-to-right light falloff.
 */
export function cloth(d: string, p: Palette, fill = p.fabric): string {
  return (
    shape(d, fill, { stroke: p.edge, "stroke-width": 1, "stroke-linejoin": "round" }) +
    (p.texture?.(d) ?? "") +
    shape(d, "url(#sheen)")
  );
}
