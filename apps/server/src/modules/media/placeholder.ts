import { FRAME } from "./drawings/drawing";
import { el, line, radialGradient, svgDocument } from "./svg";

const INK = "#b9b2a8";

/**
 * The "missing image" picture shown for a style without photographs: an empty garment hanger
 * over the faint dashed outline of a t-shirt, in neutral greys.
 */
export function placeholderSvg(size: { width: number; height: number }): string {
  const defs = radialGradient(
    "backdrop",
    [
      [0, "#f8f7f5", 1],
      [1, "#e9e6e1", 1],
    ],
    { cx: 0.5, cy: 0.42, r: 0.75 },
  );
  const outline =
    "M122 150 C132 170 168 170 178 150 L222 164 L262 206 L242 230 L220 216 L222 330 Q150 336 78 330 " +
    "L80 216 L58 230 L38 206 L78 164 Z";
  const body =
    el("rect", { width: FRAME.width, height: FRAME.height, fill: "url(#backdrop)" }) +
    line(outline, "#d6d0c7", 2, { "stroke-dasharray": "7 6" }) +
    line("M150 118 V104 Q150 96 158 94 Q170 90 168 78 Q166 66 152 66 Q140 66 138 78", INK, 6) +
    line("M150 118 L60 168 Q52 174 60 178 H240 Q248 174 240 168 Z", INK, 6) +
    el("circle", { cx: 150, cy: 118, r: 5, fill: INK });
  return svgDocument({ ...size, viewBox: [FRAME.width, FRAME.height], defs, body });
}
