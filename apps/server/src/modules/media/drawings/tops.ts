import type { Palette } from "../palette";
import { circle, line, mirrored, shape, stitch } from "../svg";
import { type Art, cloth, type Side } from "./drawing";

/** Short-sleeved body shared by the t-shirt and the polo; `neck` is the neckline segment. */
function teeBody(neck: string): string {
  return (
    `M122 56 ${neck} L232 74 L280 128 L256 158 L230 140 C228 210 232 290 234 334 ` +
    "Q150 340 66 334 C68 290 72 210 70 140 L44 158 L20 128 L68 74 Z"
  );
}

function teeSeams(p: Palette): string {
  return (
    line("M232 74 Q220 108 230 140", p.seam, 0.9, { opacity: 0.6 }) +
    line("M68 74 Q80 108 70 140", p.seam, 0.9, { opacity: 0.6 }) +
    stitch("M274.5 123.6 L250.5 153.6", p.seam) +
    stitch("M25.5 123.6 L49.5 153.6", p.seam) +
    stitch("M69 326 Q150 332 231 326", p.seam) +
    line("M104 190 Q114 260 102 322", p.shade, 2.4, { opacity: 0.35 }) +
    line("M202 176 Q192 250 204 314", p.shade, 2.4, { opacity: 0.3 })
  );
}

function tshirt(p: Palette, side: Side): string {
  if (side === "back") {
    return (
      cloth(teeBody("C134 66 166 66 178 56"), p) +
      line("M122 56 C134 66 166 66 178 56", p.shade, 5, { "stroke-linecap": "butt" }) +
      shape("M144 70 h12 v9 h-12 Z", p.light, { opacity: 0.8 }) +
      teeSeams(p)
    );
  }
  const neck = "C132 82 168 82 178 56";
  return (
    cloth(teeBody(neck), p) +
    shape(`M122 56 ${neck} C166 64 134 64 122 56 Z`, p.deep) +
    line(`M122 56 ${neck}`, p.shade, 7, { "stroke-linecap": "butt" }) +
    stitch("M125 64 C136 86 164 86 175 64", p.seam) +
    teeSeams(p)
  );
}

function polo(p: Palette, side: Side): string {
  const body = cloth(teeBody("C134 66 166 66 178 56"), p);
  const ribs = line("M270 121 L248 147", p.shade, 6) + line("M30 121 L52 147", p.shade, 6);
  if (side === "back") {
    return body + shape("M116 54 Q150 44 184 54 L186 70 Q150 62 114 70 Z", p.shade) + teeSeams(p) + ribs;
  }
  const wing = "M150 70 L118 50 Q110 56 106 66 L126 104 Z";
  const placket = shape("M142 68 H158 V146 H142 Z", p.base, { stroke: p.seam, "stroke-width": 0.8 });
  return (
    body +
    shape("M118 52 Q150 42 182 52 L150 72 Z", p.deep) +
    teeSeams(p) +
    ribs +
    placket +
    stitch("M150 72 V146", p.seam) +
    circle(150, 94, 3, p.highlight, { stroke: p.seam, "stroke-width": 0.6 }) +
    circle(150, 122, 3, p.highlight, { stroke: p.seam, "stroke-width": 0.6 }) +
    shape(wing, p.base, { stroke: p.edge, "stroke-width": 1 }) +
    mirrored(shape(wing, p.base, { stroke: p.edge, "stroke-width": 1 }), 300) +
    line("M108 68 L126 100", p.shade, 1, { opacity: 0.6 }) +
    line("M192 68 L174 100", p.shade, 1, { opacity: 0.6 })
  );
}

const SHIRT_BODY =
  "M122 50 L76 66 L22 282 L48 292 L72 150 C70 230 70 300 70 326 C70 350 108 358 150 358 " +
  "C192 358 230 350 230 326 C230 300 230 230 228 150 L252 292 L278 282 L224 66 L178 50 Z";

function shirtSleeves(p: Palette): string {
  const cuff = "M278 282 L284 316 L258 326 L252 292 Z";
  return (
    cloth(cuff, p) +
    mirrored(cloth(cuff, p), 300) +
    circle(270, 308, 2.4, p.highlight, { stroke: p.seam, "stroke-width": 0.5 }) +
    circle(30, 308, 2.4, p.highlight, { stroke: p.seam, "stroke-width": 0.5 }) +
    line("M224 66 Q218 110 228 150", p.seam, 0.9, { opacity: 0.6 }) +
    line("M76 66 Q82 110 72 150", p.seam, 0.9, { opacity: 0.6 }) +
    line("M244 170 Q252 230 262 280", p.shade, 2.2, { opacity: 0.3 }) +
    line("M56 170 Q48 230 38 280", p.shade, 2.2, { opacity: 0.3 })
  );
}

function shirt(p: Palette, side: Side): string {
  const body = cloth(SHIRT_BODY, p) + shirtSleeves(p);
  if (side === "back") {
    return (
      body +
      shape("M120 50 Q150 42 180 50 L184 68 Q150 60 116 68 Z", p.shade, {
        stroke: p.edge,
        "stroke-width": 0.8,
      }) +
      stitch("M76 96 Q150 104 224 96", p.seam) +
      line("M140 98 L138 130 M160 98 L162 130", p.shade, 1.2, { opacity: 0.6 }) +
      stitch("M76 336 C78 348 112 352 150 352 C188 352 222 348 224 336", p.seam)
    );
  }
  const wing = "M124 50 L150 80 L134 108 Q118 82 112 60 Z";
  const buttons = [112, 152, 192, 232, 272, 312]
    .map((y) => circle(150, y, 2.6, p.highlight, { stroke: p.seam, "stroke-width": 0.6 }))
    .join("");
  return (
    body +
    shape("M122 50 Q150 40 178 50 L150 80 Z", p.deep) +
    shape("M143 78 H157 V358 H143 Z", p.base, { stroke: p.seam, "stroke-width": 0.7 }) +
    buttons +
    shape("M176 124 H208 V158 L192 166 L176 158 Z", p.base, { stroke: p.seam, "stroke-width": 0.8 }) +
    stitch("M176 130 H208", p.seam) +
    shape(wing, p.base, { stroke: p.edge, "stroke-width": 1 }) +
    mirrored(shape(wing, p.base, { stroke: p.edge, "stroke-width": 1 }), 300) +
    stitch("M122 58 L146 84", p.seam) +
    stitch("M178 58 L154 84", p.seam)
  );
}

const TOP_BODY =
  "M96 62 L122 58 L124 108 H176 L178 58 L204 62 Q206 110 212 140 Q200 190 198 236 " +
  "L238 316 Q226 328 212 318 Q198 330 182 320 Q166 332 150 322 Q134 332 118 320 Q102 330 88 318 " +
  "Q74 328 62 316 L102 236 Q100 190 88 140 Q94 110 96 62 Z";
const FLUTTER = "M204 62 Q232 84 254 128 Q244 138 234 132 Q226 144 214 140 Q208 104 204 62 Z";

function top(p: Palette, side: Side): string {
  const front = side === "front";
  const neckline = front ? "M122 58 L124 108 H176 L178 58" : "M122 58 L124 76 H176 L178 58";
  const neckStitch = front ? "M127 60 L129 103 H171 L173 60" : "M127 60 L129 71 H171 L173 60";
  const body = front ? TOP_BODY : TOP_BODY.replace("L124 108 H176", "L124 76 H176");
  const sleeves = cloth(FLUTTER, p) + mirrored(cloth(FLUTTER, p), 300);
  const waist = line("M102 236 Q150 244 198 236", p.seam, 1.4) + stitch("M104 230 Q150 238 196 230", p.seam);
  const peplum = [120, 150, 180]
    .map((x) =>
      line(`M${x} 242 Q${x + (x - 150) * 0.2} 290 ${x + (x - 150) * 0.5} 320`, p.shade, 2, { opacity: 0.5 }),
    )
    .join("");
  const inside = front ? shape(`${neckline} Q150 66 122 58 Z`, p.deep) : "";
  const button = front ? "" : circle(150, 88, 3, p.highlight, { stroke: p.seam, "stroke-width": 0.6 });
  return (
    cloth(body, p) +
    inside +
    sleeves +
    line(neckline, p.shade, 4) +
    stitch(neckStitch, p.seam) +
    waist +
    peplum +
    button +
    line("M120 140 Q126 180 122 226", p.shade, 2, { opacity: 0.3 })
  );
}

export const TOPS = {
  tshirt: { draw: tshirt, texture: "knit", focus: { x: 150, y: 88, zoom: 3.2 } },
  polo: { draw: polo, texture: "knit", focus: { x: 150, y: 96, zoom: 2.8 } },
  shirt: { draw: shirt, texture: "woven", focus: { x: 160, y: 120, zoom: 2.8 } },
  top: { draw: top, texture: "woven", focus: { x: 150, y: 236, zoom: 2.6 } },
} satisfies Record<string, Art>;
