import { darken, lighten, type Palette } from "../palette";
import { circle, el, line, linearGradient, shape, stitch } from "../svg";
import { type Art, cloth, GOLD, type Side, STEEL } from "./drawing";

function cap(p: Palette, side: Side): string {
  const crown = "M64 240 Q62 120 150 108 Q238 120 236 240 Z";
  if (side === "back") {
    return (
      shape("M40 246 Q60 232 70 236 L64 250 Z M260 246 Q240 232 230 236 L236 250 Z", p.shade) +
      cloth(crown, p) +
      line("M150 108 Q112 160 104 236 M150 108 Q188 160 196 236", p.seam, 1) +
      shape("M112 236 Q114 188 150 184 Q186 188 188 236 Z", p.deep) +
      shape("M104 222 H196 V236 H104 Z", p.shade, { stroke: p.edge, "stroke-width": 0.8 }) +
      shape("M160 218 H174 V240 H160 Z", "none", { stroke: STEEL, "stroke-width": 2.4 }) +
      circle(150, 110, 6, p.shade)
    );
  }
  const profile = "M74 252 Q70 150 160 132 Q246 124 262 252 Z";
  const visor = "M100 244 Q52 242 16 266 Q24 280 60 278 Q98 274 126 258 Z";
  return (
    cloth(profile, p) +
    line("M160 132 Q112 170 104 250 M160 132 Q196 176 202 252", p.seam, 1) +
    stitch("M156 136 Q108 172 99 248 M164 136 Q200 178 207 250", p.seam) +
    shape("M224 252 Q238 224 254 252 Z", p.deep) +
    line("M218 246 H258", p.shade, 3) +
    circle(132, 168, 2.4, p.deep) +
    circle(208, 170, 2.4, p.deep) +
    el("ellipse", { cx: 160, cy: 131, rx: 8, ry: 4, fill: p.shade, stroke: p.edge, "stroke-width": 0.8 }) +
    line("M74 252 H262", p.deep, 2, { opacity: 0.6 }) +
    cloth(visor, p, p.shade) +
    stitch("M98 250 Q56 250 26 268 M104 256 Q64 260 36 274", p.seam)
  );
}

function bag(p: Palette, side: Side): string {
  const body = "M66 170 H234 L254 348 Q254 362 240 362 H60 Q46 362 46 348 Z";
  const handle = (d: string, colour: string) => line(d, colour, 9) + stitch(d, p.highlight, 0.7);
  const tabs = [108, 192].map(
    (x) =>
      shape(`M${x - 8} 160 h16 v18 h-16 Z`, p.deep) +
      circle(x, 162, 5, "none", { stroke: GOLD, "stroke-width": 2 }),
  );
  const common =
    handle("M118 166 Q116 96 150 96 Q184 96 182 166", p.shade) +
    handle("M108 166 Q106 80 150 80 Q194 80 192 166", p.deep) +
    cloth(body, p) +
    stitch("M70 176 H230 L248 346 Q248 356 238 356 H62 Q52 356 52 346 Z", p.seam) +
    tabs.join("");
  if (side === "back") {
    return (
      common +
      line("M78 214 H222", p.deep, 2) +
      shape("M204 210 h10 v16 h-10 Z", GOLD) +
      line("M64 300 Q150 312 236 300", p.shade, 2, { opacity: 0.4 })
    );
  }
  return (
    common +
    cloth("M66 170 H234 L230 240 Q150 268 70 240 Z", p, p.shade) +
    stitch("M72 176 H228 L225 234 Q150 260 75 234 Z", p.seam) +
    shape("M138 244 h24 v20 h-24 Z", GOLD, { stroke: darken(GOLD, 0.3), "stroke-width": 1 }) +
    circle(150, 254, 4, darken(GOLD, 0.3))
  );
}

function fragrance(p: Palette, side: Side): string {
  const glass = lighten(p.base, 0.7);
  const capColour = p.dark ? "#202124" : darken(p.base, 0.55);
  const body =
    shape("M116 76 H184 V150 H116 Z", capColour, { rx: 6 }) +
    shape("M124 84 h8 v58 h-8 Z", "#ffffff", { opacity: 0.3 }) +
    shape("M128 148 H172 V172 H128 Z", GOLD, { stroke: darken(GOLD, 0.3), "stroke-width": 1 }) +
    el("rect", {
      x: 74,
      y: 168,
      width: 152,
      height: 196,
      rx: 22,
      fill: glass,
      "fill-opacity": 0.7,
      stroke: lighten(p.base, 0.3),
      "stroke-width": 2,
    }) +
    el("rect", { x: 86, y: 198, width: 128, height: 154, rx: 14, fill: p.base, "fill-opacity": 0.88 }) +
    el("rect", { x: 86, y: 198, width: 128, height: 154, rx: 14, fill: "url(#sheen)" }) +
    line("M86 204 H214", lighten(p.base, 0.4), 2, { opacity: 0.7 }) +
    shape("M88 180 h10 v172 h-10 Z", "#ffffff", { opacity: 0.45, rx: 5 }) +
    line("M208 182 V348", "#ffffff", 2, { opacity: 0.5 });
  if (side === "back")
    return body + el("ellipse", { cx: 150, cy: 300, rx: 34, ry: 10, fill: "#ffffff", opacity: 0.18 });
  return (
    body +
    el("rect", {
      x: 108,
      y: 248,
      width: 84,
      height: 56,
      rx: 3,
      fill: "#f6f1e7",
      stroke: GOLD,
      "stroke-width": 1.6,
    }) +
    line("M124 268 H176", capColour, 3) +
    line("M132 282 H168 M138 290 H162", capColour, 1.4, { opacity: 0.7 })
  );
}

function watchFace(p: Palette): string {
  const dial = p.dark ? "#f3f1ec" : lighten(p.base, 0.88);
  const ink = p.dark ? "#1d1d1f" : darken(p.base, 0.6);
  const ticks = Array.from({ length: 12 }, (_, i) => {
    const angle = (i * Math.PI) / 6;
    const outer = 54;
    const inner = i % 3 === 0 ? 42 : 48;
    const at = (r: number) =>
      `${(150 + Math.sin(angle) * r).toFixed(1)} ${(200 - Math.cos(angle) * r).toFixed(1)}`;
    return line(`M${at(inner)} L${at(outer)}`, ink, i % 3 === 0 ? 3.2 : 1.6);
  }).join("");
  return (
    circle(150, 200, 74, "url(#metal)", { stroke: "#8d9198", "stroke-width": 1.5 }) +
    circle(150, 200, 64, dial, { stroke: "#8d9198", "stroke-width": 1.2 }) +
    ticks +
    line("M150 200 L118 180", ink, 4.5) +
    line("M150 200 L186 176", ink, 3) +
    line("M150 212 L150 150", "#c0392b", 1.2) +
    circle(150, 200, 4, ink)
  );
}

function watch(p: Palette, side: Side): string {
  const metal = linearGradient(
    "metal",
    [
      [0, "#f1f2f4", 1],
      [0.5, STEEL, 1],
      [1, "#8d9198", 1],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
  const top = "M120 24 H180 L176 136 H124 Z";
  const bottom = "M124 264 H176 L180 386 H120 Z";
  const straps =
    cloth(top, p) +
    cloth(bottom, p) +
    stitch("M126 28 L129 134 M174 28 L171 134 M129 266 L126 384 M171 266 L174 384", p.seam) +
    [304, 322, 340, 358].map((y) => circle(150, y, 2.6, p.deep)).join("") +
    shape("M112 40 H188 V58 H112 Z", "none", { stroke: STEEL, "stroke-width": 4 }) +
    line("M150 42 V66", STEEL, 3) +
    shape("M112 126 H188 L182 146 H118 Z M112 274 H188 L182 254 H118 Z", "url(#metal)");
  const crown = shape("M222 192 h10 v16 h-10 Z", "url(#metal)", { stroke: "#8d9198", "stroke-width": 1 });
  if (side === "back") {
    const rings = [58, 44, 30]
      .map((r) => circle(150, 200, r, "none", { stroke: "#9aa0a8", "stroke-width": 1.2 }))
      .join("");
    const screws = [45, 135, 225, 315]
      .map((deg) =>
        circle(
          150 + Math.cos((deg * Math.PI) / 180) * 64,
          200 + Math.sin((deg * Math.PI) / 180) * 64,
          2.6,
          "#8d9198",
        ),
      )
      .join("");
    return (
      el("defs", {}, metal) +
      straps +
      crown +
      circle(150, 200, 74, "url(#metal)", { stroke: "#8d9198", "stroke-width": 1.5 }) +
      rings +
      screws
    );
  }
  return el("defs", {}, metal) + straps + crown + watchFace(p);
}

export const ACCESSORIES = {
  cap: { draw: cap, texture: "woven", focus: { x: 112, y: 222, zoom: 2.2 } },
  bag: { draw: bag, texture: "grain", focus: { x: 150, y: 236, zoom: 2.6 } },
  fragrance: { draw: fragrance, texture: "glass", focus: { x: 150, y: 160, zoom: 2.4 } },
  watch: { draw: watch, texture: "grain", focus: { x: 150, y: 200, zoom: 2.2 } },
} satisfies Record<string, Art>;
