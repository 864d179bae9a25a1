import type { Palette } from "../palette";
import { circle, group, line, mirrored, shape, stitch } from "../svg";
import { type Art, cloth, type Side } from "./drawing";

const SOLE_WHITE = "#f7f5f1";
const SOLE_EDGE = "#d4cec5";

/** One sneaker in profile, toe to the left, about x 30–270 and y 190–316. */
function sneaker(p: Palette, stripe: boolean): string {
  const upper =
    "M34 284 Q30 262 62 254 L118 240 Q150 228 178 206 Q200 218 222 214 Q240 206 254 202 Q268 214 268 240 L270 284 Z";
  const holes = [0, 1, 2, 3].map((i) => [124 + i * 15, 244 - i * 11] as const);
  const laces = holes
    .slice(0, 3)
    .map(([x, y]) => `M${x} ${y} L${x + 21} ${y - 5} M${x + 6} ${y + 6} L${x + 15} ${y - 11}`)
    .join(" ");
  return (
    shape("M30 298 Q28 316 48 316 H254 Q274 316 272 296 Z", SOLE_EDGE) +
    shape("M30 280 Q26 302 44 304 H262 Q274 302 272 278 Z", SOLE_WHITE, {
      stroke: SOLE_EDGE,
      "stroke-width": 1,
    }) +
    line("M40 294 H266", SOLE_EDGE, 1) +
    shape("M166 214 Q168 192 188 188 L196 204 Q186 212 178 206 Z", p.light, {
      stroke: p.edge,
      "stroke-width": 0.8,
    }) +
    cloth(upper, p) +
    shape("M178 206 Q200 218 222 214 Q240 206 254 202 Q236 198 222 204 Q200 212 178 206 Z", p.deep) +
    shape("M34 284 Q30 262 62 254 L90 248 Q80 266 86 284 Z", p.shade, { opacity: 0.7 }) +
    stitch("M90 250 Q82 266 88 282", p.seam) +
    shape("M232 210 Q246 206 254 202 Q268 214 268 240 L270 284 L238 284 Q248 246 232 210 Z", p.shade, {
      opacity: 0.8,
    }) +
    stitch("M236 214 Q250 248 244 282", p.seam) +
    (stripe ? shape("M96 276 Q170 270 226 222 Q198 268 110 286 Z", SOLE_WHITE, { opacity: 0.92 }) : "") +
    shape("M112 246 L174 208 L184 218 L122 258 Z", p.shade, { opacity: 0.6 }) +
    holes.map(([x, y]) => circle(x, y, 1.8, p.deep) + circle(x + 6, y + 6, 1.8, p.deep)).join("") +
    line(laces, SOLE_WHITE, 2.2) +
    shape("M250 200 L258 196 L264 216 L258 219 Z", p.deep)
  );
}

function sneakers(p: Palette, side: Side): string {
  const pair =
    group(sneaker({ ...p, fabric: p.shade }, side === "front"), {
      transform: "translate(26 -104) scale(0.9)",
      opacity: 0.96,
    }) + group(sneaker(p, side === "front"), { transform: "translate(0 40)" });
  return side === "front" ? pair : mirrored(pair, 300);
}

const SHOE_SOLE = "M26 298 L244 298 L262 296 L262 314 L224 316 L222 306 L58 306 Q32 306 26 298 Z";
const SHOE_UPPER =
  "M26 298 Q22 280 50 272 L110 262 Q138 256 154 242 L184 234 Q222 228 244 236 Q262 246 262 298 Z";

/** A leather derby in profile, toe to the left. */
function shoe(p: Palette): string {
  const eyelets = [0, 1, 2, 3].map((i) => [146 + i * 10, 252 - i * 5] as const);
  return (
    shape(SHOE_SOLE, "#2e2420") +
    cloth(SHOE_UPPER, p) +
    shape("M184 234 Q220 222 244 236 Q220 230 184 234 Z", p.deep) +
    line("M78 267 Q70 282 76 298", p.seam, 1.2) +
    stitch("M84 266 Q77 282 82 297", p.seam) +
    line("M128 262 Q150 264 204 250 Q196 240 188 234", p.seam, 1.2) +
    line("M232 234 Q224 264 234 296", p.seam, 1.1) +
    eyelets.map(([x, y]) => circle(x, y, 1.8, p.deep)).join("") +
    line(eyelets.map(([x, y]) => `M${x} ${y} L${x + 5} ${y - 10}`).join(" "), p.deep, 1.8) +
    stitch("M34 295 L258 293", p.highlight) +
    shape("M44 282 Q60 270 92 270 Q64 278 50 288 Z", "#ffffff", { opacity: 0.35 }) +
    shape("M236 242 Q252 252 254 280 Q246 258 232 248 Z", "#ffffff", { opacity: 0.3 })
  );
}

function shoes(p: Palette, side: Side): string {
  const pair =
    group(shoe({ ...p, fabric: p.shade }), { transform: "translate(28 -110) scale(0.9)" }) +
    group(shoe(p), { transform: "translate(0 40)" });
  return side === "front" ? pair : mirrored(pair, 300);
}

export const FOOTWEAR = {
  sneakers: { draw: sneakers, texture: "grain", focus: { x: 160, y: 252, zoom: 2.6 } },
  shoes: { draw: shoes, texture: "grain", focus: { x: 150, y: 285, zoom: 2.6 } },
} satisfies Record<string, Art>;
