import { mix, type Palette } from "../palette";
import { circle, line, mirrored, shape, stitch } from "../svg";
import { type Art, cloth, GOLD, type Side } from "./drawing";

/** Zari-style border: a gold-tinted band with a row of small diamonds. */
function border(p: Palette, y: number, x1: number, x2: number, height: number): string {
  const zari = mix(p.base, GOLD, 0.65);
  const motifs: string[] = [];
  for (let x = x1 + 8; x < x2 - 4; x += 12) {
    const cy = y + height / 2;
    motifs.push(`M${x} ${cy - 3} L${x + 3} ${cy} L${x} ${cy + 3} L${x - 3} ${cy} Z`);
  }
  return (
    shape(`M${x1} ${y} H${x2} V${y + height} H${x1} Z`, zari) +
    shape(motifs.join(" "), p.deep, { opacity: 0.55 }) +
    line(`M${x1} ${y + 1.5} H${x2} M${x1} ${y + height - 1.5} H${x2}`, p.deep, 0.8, { opacity: 0.5 })
  );
}

const KURTA_BODY =
  "M126 50 L82 64 L36 268 L60 276 L88 124 C84 200 80 250 76 290 L78 384 H222 L224 290 " +
  "C220 250 216 200 212 124 L240 276 L264 268 L218 64 L174 50 Z";

function kurta(p: Palette, side: Side): string {
  const slit = "M224 290 L238 382 L222 384 Z";
  const cuff = "M264 268 L268 286 L244 292 L240 276 Z";
  const body =
    shape(slit, p.shade) +
    mirrored(shape(slit, p.shade), 300) +
    cloth(KURTA_BODY, p) +
    border(p, 366, 77, 223, 16) +
    cloth(cuff, p, mix(p.base, GOLD, 0.65)) +
    mirrored(cloth(cuff, p, mix(p.base, GOLD, 0.65)), 300) +
    line("M218 64 Q208 96 212 124", p.seam, 0.9, { opacity: 0.6 }) +
    line("M82 64 Q92 96 88 124", p.seam, 0.9, { opacity: 0.6 }) +
    line("M112 150 Q106 260 112 362", p.shade, 2.2, { opacity: 0.3 }) +
    line("M190 150 Q196 260 188 362", p.shade, 2.2, { opacity: 0.3 });
  if (side === "back") {
    return body + line("M126 50 Q150 58 174 50", p.shade, 6, { "stroke-linecap": "butt" });
  }
  const zari = mix(p.base, GOLD, 0.65);
  const yoke = [0, 1, 2, 3, 4]
    .map((i) => circle(132 - i * 3, 74 + i * 14, 1.8, zari) + circle(168 + i * 3, 74 + i * 14, 1.8, zari))
    .join("");
  return (
    body +
    shape("M126 50 Q150 74 174 50 Q150 58 126 50 Z", p.deep) +
    line("M126 50 Q150 76 174 50", zari, 6, { "stroke-linecap": "butt" }) +
    shape("M145 62 H155 V150 H145 Z", p.base, { stroke: zari, "stroke-width": 1.4 }) +
    [82, 106, 130].map((y) => circle(150, y, 2.6, zari, { stroke: p.deep, "stroke-width": 0.5 })).join("") +
    yoke +
    stitch("M76 360 H224", p.seam)
  );
}

/** A headless dress form the saree is draped on. */
function dressForm(): string {
  return (
    shape("M138 30 H162 V64 H138 Z", "#cfc8bc") +
    line("M150 384 V396", "#8d8477", 5) +
    shape(
      "M92 68 Q150 52 208 68 Q216 110 204 150 Q196 180 198 200 H102 Q104 180 96 150 Q84 110 92 68 Z",
      "#dcd6cc",
    )
  );
}

const SAREE_SKIRT = "M100 196 Q150 206 200 196 Q206 280 226 384 H74 Q94 280 100 196 Z";
const BLOUSE =
  "M92 68 Q118 58 130 60 Q150 84 170 60 Q182 58 208 68 L214 96 L206 100 L206 150 Q150 160 94 150 L94 100 L86 96 Z";

function sareeFront(p: Palette): string {
  const zari = mix(p.base, GOLD, 0.7);
  const pleats = [0, 1, 2, 3, 4, 5]
    .map((i) =>
      shape(
        `M${128 + 6 * i} 212 L${134 + 6 * i} 212 L${116 + 16 * i} 366 L${100 + 16 * i} 366 Z`,
        i % 2 ? p.shade : p.light,
        { opacity: 0.55 },
      ),
    )
    .join("");
  const pallu = "M90 206 L116 246 L222 94 L190 58 Z";
  const motifs = [0.3, 0.5, 0.7]
    .map((t) => circle(90 + (222 - 90) * t + 6, 226 - (226 - 76) * t, 2.2, zari))
    .join("");
  return (
    shape(BLOUSE, p.deep) +
    stitch("M96 146 Q150 156 204 146", p.seam) +
    cloth(SAREE_SKIRT, p) +
    pleats +
    border(p, 366, 74, 226, 18) +
    shape("M190 58 L222 94 L244 104 L250 312 L222 320 L206 84 Z", p.shade, {
      stroke: p.edge,
      "stroke-width": 1,
    }) +
    cloth(pallu, p) +
    motifs +
    line("M90 206 L190 58", zari, 6, { "stroke-linecap": "butt" }) +
    line("M116 246 L222 94", zari, 6, { "stroke-linecap": "butt" }) +
    line("M222 320 L250 312", zari, 6) +
    [226, 232, 238, 244].map((x) => line(`M${x} 318 V330`, zari, 1.2)).join("")
  );
}

function sareeBack(p: Palette): string {
  const zari = mix(p.base, GOLD, 0.7);
  const pallu = "M170 62 L214 70 Q226 200 230 340 L150 352 Q164 200 170 62 Z";
  const tassels = [156, 166, 176, 186, 196, 206, 216, 226]
    .map((x, i) => line(`M${x} ${350 - i * 1.5} V${362 - i * 1.5}`, zari, 1.2))
    .join("");
  return (
    shape(BLOUSE, p.deep) +
    cloth(SAREE_SKIRT, p) +
    border(p, 366, 74, 226, 18) +
    cloth(pallu, p) +
    line("M150 352 L230 340", zari, 10, { "stroke-linecap": "butt" }) +
    line("M170 62 Q164 200 150 352", zari, 4) +
    line("M190 100 Q194 220 188 330", p.shade, 2.2, { opacity: 0.4 }) +
    tassels
  );
}

function saree(p: Palette, side: Side): string {
  return dressForm() + (side === "front" ? sareeFront(p) : sareeBack(p));
}

export const ETHNIC = {
  kurta: { draw: kurta, texture: "woven", focus: { x: 150, y: 92, zoom: 2.6 } },
  saree: { draw: saree, texture: "woven", focus: { x: 156, y: 170, zoom: 2.4 } },
} satisfies Record<string, Art>;
