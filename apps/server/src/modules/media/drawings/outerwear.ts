import type { Palette } from "../palette";
import { circle, line, mirrored, shape, stitch } from "../svg";
import { type Art, cloth, type Side, STEEL } from "./drawing";

const JACKET_BODY =
  "M124 52 L74 70 L24 278 L50 288 L74 150 C72 220 72 280 74 318 H226 C228 280 228 220 226 150 " +
  "L250 288 L276 278 L226 70 L176 52 Z";

/** Vertical rib lines across a knitted band. */
function ribs(d: string, p: Palette, x1: number, x2: number, y1: number, y2: number): string {
  const lines: string[] = [];
  for (let x = x1 + 3; x < x2; x += 4) lines.push(`M${x} ${y1 + 2} V${y2 - 2}`);
  return cloth(d, p, p.shade) + line(lines.join(" "), p.deep, 0.7, { opacity: 0.45 });
}

function bomberBands(p: Palette): string {
  const cuff = "M276 278 L280 308 L256 316 L250 288 Z";
  const cuffRibs = line(
    "M256 292 L260 312 M262 290 L266 311 M268 287 L272 309 M274 284 L277 307",
    p.deep,
    0.7,
    {
      opacity: 0.45,
    },
  );
  return (
    cloth(cuff, p, p.shade) +
    cuffRibs +
    mirrored(cloth(cuff, p, p.shade) + cuffRibs, 300) +
    ribs("M76 318 H224 L222 346 H78 Z", p, 78, 222, 318, 346) +
    line("M78 324 H222 M78 330 H222", p.highlight, 1.6, { opacity: 0.7 })
  );
}

function jacket(p: Palette, side: Side): string {
  const body =
    cloth(JACKET_BODY, p) +
    bomberBands(p) +
    line("M226 70 Q216 110 226 150", p.seam, 1, { opacity: 0.6 }) +
    line("M74 70 Q84 110 74 150", p.seam, 1, { opacity: 0.6 }) +
    line("M238 170 Q250 220 256 270 M62 170 Q50 220 44 270", p.shade, 2.4, { opacity: 0.35 }) +
    line("M232 120 Q240 126 244 140 M68 120 Q60 126 56 140", p.shade, 1.6, { opacity: 0.35 });
  if (side === "back") {
    return (
      body +
      shape("M118 50 Q150 40 182 50 L184 64 Q150 56 116 64 Z", p.shade, {
        stroke: p.edge,
        "stroke-width": 0.8,
      }) +
      line("M120 53 Q150 45 180 53 M119 58 Q150 50 181 58", p.highlight, 1.4, {
        opacity: 0.7,
        "stroke-linecap": "butt",
      }) +
      line("M108 150 Q150 160 192 150", p.shade, 2, { opacity: 0.3 })
    );
  }
  const zipTeeth = line("M150 60 V318", STEEL, 5, {
    "stroke-dasharray": "1.4 1.4",
    "stroke-linecap": "butt",
  });
  const pocket = line("M92 220 L106 266", p.deep, 4) + stitch("M97 218 L111 264", p.seam);
  return (
    body +
    shape("M124 52 Q150 72 176 52 Q150 62 124 52 Z", p.deep) +
    line("M124 52 Q150 72 176 52", p.shade, 10, { "stroke-linecap": "butt" }) +
    line("M125 49 Q150 69 175 49 M125 55 Q150 75 175 55", p.highlight, 1.4, {
      opacity: 0.7,
      "stroke-linecap": "butt",
    }) +
    zipTeeth +
    line("M150 62 V318", p.deep, 0.8) +
    shape("M146 74 H154 V92 H146 Z", STEEL, { stroke: "#8d9198", "stroke-width": 0.8 }) +
    stitch("M144 64 V316 M156 64 V316", p.seam) +
    pocket +
    mirrored(pocket, 300)
  );
}

const DRESS =
  "M126 56 L150 110 L174 56 L198 62 L226 98 L210 122 L200 118 Q194 158 190 196 " +
  "Q232 280 258 376 Q240 388 222 378 Q204 390 186 380 Q168 392 150 382 Q132 392 114 380 " +
  "Q96 390 78 378 Q60 388 42 376 Q68 280 110 196 Q106 158 100 118 L90 122 L74 98 L102 62 Z";

function dress(p: Palette, side: Side): string {
  const front = side === "front";
  const body = front ? DRESS : DRESS.replace("L150 110 L174 56", "Q150 74 174 56");
  const folds = [96, 122, 150, 178, 204]
    .map((x, i) => {
      const spread = (x - 150) * 0.9;
      const colour = i % 2 ? p.light : p.shade;
      return line(`M${150 + (x - 150) * 0.4} 206 Q${x + spread * 0.4} 290 ${x + spread} 372`, colour, 3, {
        opacity: 0.45,
      });
    })
    .join("");
  const belt = shape("M110 190 Q150 198 190 190 L192 204 Q150 212 108 204 Z", p.deep);
  const neck = front
    ? shape("M126 56 L150 110 L174 56 Q150 66 126 56 Z", p.deep) +
      line("M126 56 L150 110 L174 56", p.shade, 3)
    : line("M126 56 Q150 74 174 56", p.shade, 3) +
      line("M150 72 V186", p.seam, 1.2) +
      circle(150, 74, 2.2, STEEL);
  const bow = front
    ? shape("M150 198 L134 190 L134 208 Z M150 198 L166 190 L166 208 Z", p.deep, {
        stroke: p.seam,
        "stroke-width": 0.6,
      }) + line("M146 204 L140 222 M154 204 L160 222", p.deep, 2.4)
    : "";
  return (
    cloth(body, p) +
    neck +
    line("M198 62 Q192 94 200 118 M102 62 Q108 94 100 118", p.seam, 0.9, { opacity: 0.6 }) +
    line("M118 130 Q130 160 126 186 M182 130 Q170 160 174 186", p.shade, 1.4, { opacity: 0.5 }) +
    folds +
    belt +
    bow
  );
}

export const OUTERWEAR = {
  jacket: { draw: jacket, texture: "woven", focus: { x: 150, y: 84, zoom: 2.6 } },
  dress: { draw: dress, texture: "woven", focus: { x: 150, y: 190, zoom: 2.4 } },
} satisfies Record<string, Art>;
