import { mix, type Palette } from "../palette";
import { circle, el, line, mirrored, shape, stitch } from "../svg";
import { type Art, cloth, type Side, STEEL } from "./drawing";

const COPPER = "#b8733a";

function beltLoops(p: Palette, xs: number[], top: number, bottom: number): string {
  return xs
    .map((x) =>
      shape(`M${x - 3} ${top} h6 V${bottom} h-6 Z`, p.fabric, { stroke: p.seam, "stroke-width": 0.7 }),
    )
    .join("");
}

function waistband(p: Palette, d: string): string {
  return cloth(d, p) + shape(d, p.shade, { opacity: 0.25 });
}

const JEANS = "M80 66 H220 L224 150 L212 386 H158 L150 184 L142 386 H88 L76 150 Z";

/** Legs, knee fading and waistband shared by both sides of the jeans; `thread` is the contrast stitching. */
function jeansLegs(p: Palette, thread: string): string {
  const stops =
    el("stop", { offset: 0, "stop-color": p.highlight, "stop-opacity": 0.45 }) +
    el("stop", { offset: 1, "stop-color": p.highlight, "stop-opacity": 0 });
  return (
    el("defs", {}, el("radialGradient", { id: "knee" }, stops)) +
    cloth(JEANS, p) +
    el("ellipse", { cx: 112, cy: 250, rx: 22, ry: 56, fill: "url(#knee)" }) +
    el("ellipse", { cx: 188, cy: 250, rx: 22, ry: 56, fill: "url(#knee)" }) +
    stitch("M89 378 H141 M159 378 H211", thread) +
    line("M150 66 V184", p.seam, 1) +
    waistband(p, "M82 44 H218 L220 66 H80 Z") +
    stitch("M83 48 H217 M81 62 H219", thread)
  );
}

function jeansBack(p: Palette, thread: string): string {
  const pocket =
    shape("M92 122 H136 V166 L114 178 L92 166 Z", p.fabric, { stroke: p.seam, "stroke-width": 0.8 }) +
    stitch("M95 126 H133 V164 L114 174 L95 164 Z", thread) +
    stitch("M98 140 Q114 130 130 140", thread);
  return (
    stitch("M80 96 L150 116 L220 96 M80 101 L150 121 L220 101", thread) +
    pocket +
    mirrored(pocket, 300) +
    shape("M176 46 H206 V62 H176 Z", "#a0704a", { stroke: "#7b5236", "stroke-width": 0.8 }) +
    beltLoops(p, [94, 150, 206], 42, 70)
  );
}

function jeansFront(p: Palette, thread: string): string {
  const pocket = line("M118 66 Q114 104 78 112", p.deep, 1.6) + stitch("M113 66 Q110 98 78 106", thread);
  const whiskers = line(
    "M124 176 Q136 172 144 164 M126 188 Q138 184 146 176 M128 200 Q140 196 146 190",
    p.highlight,
    1.2,
    {
      opacity: 0.5,
    },
  );
  const rivets = [118, 80, 182, 220]
    .map((x) => circle(x, x === 118 || x === 182 ? 68 : 112, 2, COPPER))
    .join("");
  return (
    pocket +
    mirrored(pocket, 300) +
    stitch("M96 68 V84 H112", thread) +
    stitch("M138 68 V150 Q138 166 150 172", thread) +
    whiskers +
    mirrored(whiskers, 300) +
    rivets +
    circle(150, 55, 5, COPPER, { stroke: "#7a4a22", "stroke-width": 1 }) +
    beltLoops(p, [94, 124, 176, 206], 42, 70)
  );
}

function jeans(p: Palette, side: Side): string {
  const thread = mix(p.base, "#e0a83a", 0.75);
  return jeansLegs(p, thread) + (side === "back" ? jeansBack(p, thread) : jeansFront(p, thread));
}

const TROUSERS = "M82 66 H218 L222 150 L214 386 H158 L150 184 L142 386 H86 L78 150 Z";

function trousers(p: Palette, side: Side): string {
  const creases = line("M114 72 L114 386 M186 72 L186 386", p.light, 1.2, { opacity: 0.7 });
  const base =
    cloth(TROUSERS, p) +
    creases +
    line("M150 66 V184", p.seam, 1) +
    line("M90 250 Q100 256 108 250 M192 250 Q200 256 210 250", p.shade, 1.6, { opacity: 0.4 }) +
    waistband(p, "M84 46 H216 L218 66 H82 Z");
  if (side === "back") {
    const welt = line("M96 100 H132", p.deep, 3) + circle(114, 106, 2.2, p.seam);
    return (
      base +
      welt +
      mirrored(welt, 300) +
      line("M114 66 V86 M186 66 V86", p.seam, 0.9) +
      beltLoops(p, [96, 150, 204], 44, 70)
    );
  }
  const pocket = line("M112 66 L84 122", p.deep, 1.6);
  return (
    base +
    pocket +
    mirrored(pocket, 300) +
    line("M126 66 L127 96 M174 66 L173 96", p.shade, 1.2) +
    stitch("M140 68 V150 Q140 166 150 172", p.seam) +
    shape("M150 46 H160 V66 H150 Z", p.fabric, { stroke: p.seam, "stroke-width": 0.7 }) +
    circle(154, 56, 2.4, p.seam) +
    beltLoops(p, [96, 124, 176, 204], 44, 70)
  );
}

const SHORTS = "M72 102 H228 L244 282 H160 L150 206 L140 282 H56 Z";

function shorts(p: Palette, side: Side): string {
  const cuff = "M58 262 H140 V284 H56 Z";
  const base =
    cloth(SHORTS, p) +
    cloth(cuff, p) +
    mirrored(cloth(cuff, p), 300) +
    line("M58 268 H140 M160 268 H242", p.shade, 1.2, { opacity: 0.6 }) +
    line("M150 102 V206", p.seam, 1) +
    waistband(p, "M74 80 H226 L228 102 H72 Z");
  if (side === "back") {
    const pocket =
      shape("M92 130 H132 V166 H92 Z", p.fabric, { stroke: p.seam, "stroke-width": 0.8 }) +
      stitch("M92 138 H132", p.seam);
    return base + pocket + mirrored(pocket, 300) + beltLoops(p, [90, 150, 210], 78, 106);
  }
  const pocket = line("M108 102 L80 152", p.deep, 1.6);
  return (
    base +
    pocket +
    mirrored(pocket, 300) +
    stitch("M140 104 V176 Q140 192 150 196", p.seam) +
    circle(150, 91, 3.5, p.seam) +
    line("M110 200 Q104 230 112 258 M190 200 Q196 230 188 258", p.shade, 1.6, { opacity: 0.35 }) +
    beltLoops(p, [90, 122, 178, 210], 78, 106)
  );
}

const SKIRT = "M98 92 H202 L262 330 Q150 352 38 330 Z";

function skirt(p: Palette, side: Side): string {
  const pleats = [0, 1, 2, 3, 4, 5, 6]
    .map((i) => {
      const top = 104 + i * 14;
      const bottom = 52 + i * 33;
      const hem = (x: number) => {
        const t = (x - 38) / 224;
        return (330 + 44 * t * (1 - t) - 2).toFixed(1);
      };
      return shape(
        `M${top} 92 L${top + 7} 92 L${bottom + 18} ${hem(bottom + 18)} L${bottom} ${hem(bottom)} Z`,
        i % 2 ? p.shade : p.light,
        {
          opacity: 0.45,
        },
      );
    })
    .join("");
  const base =
    cloth(SKIRT, p) +
    pleats +
    stitch("M44 322 Q150 344 256 322", p.seam) +
    waistband(p, "M100 70 H200 L202 92 H98 Z");
  return side === "back"
    ? base + line("M150 92 V160", p.seam, 1.2) + circle(150, 160, 2.2, STEEL) + stitch("M104 86 H196", p.seam)
    : base + circle(190, 81, 3.5, p.seam) + stitch("M104 86 H196", p.seam);
}

function innerwear(p: Palette, side: Side): string {
  const body = "M64 158 H236 L248 276 L172 292 Q150 266 128 292 L52 276 Z";
  const band = "M62 116 H238 L236 158 H64 Z";
  const pouch =
    side === "front"
      ? line("M124 158 Q114 220 150 258 Q186 220 176 158", p.seam, 1.1) +
        stitch("M130 160 Q122 216 150 248", p.seam)
      : line("M150 158 V262", p.seam, 1.1);
  return (
    cloth(body, p) +
    pouch +
    stitch("M56 268 L128 284 M244 268 L172 284", p.seam) +
    shape(band, p.deep, { stroke: p.edge, "stroke-width": 1 }) +
    line("M64 126 H236 M64 148 H236", p.highlight, 2.4, { opacity: 0.8 }) +
    line("M70 137 H230", p.light, 1, { "stroke-dasharray": "6 4", opacity: 0.6 })
  );
}

export const BOTTOMS = {
  jeans: { draw: jeans, texture: "denim", focus: { x: 112, y: 86, zoom: 2.6 } },
  trousers: { draw: trousers, texture: "woven", focus: { x: 130, y: 90, zoom: 2.4 } },
  shorts: { draw: shorts, texture: "woven", focus: { x: 110, y: 130, zoom: 2.4 } },
  skirt: { draw: skirt, texture: "woven", focus: { x: 150, y: 150, zoom: 2.2 } },
  innerwear: { draw: innerwear, texture: "knit", focus: { x: 150, y: 150, zoom: 2.6 } },
} satisfies Record<string, Art>;
