/** Small builders for SVG markup, so the drawings read as shapes rather than string plumbing. */

type Attributes = Record<string, string | number | undefined>;

function attributes(attrs: Attributes): string {
  return Object.entries(attrs)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ` ${name}="${value}"`)
    .join("");
}

export function el(name: string, attrs: Attributes, children = ""): string {
  return children ? `<${name}${attributes(attrs)}>${children}</${name}>` : `<${name}${attributes(attrs)}/>`;
}

/** A filled shape with an optional outline. */
export function shape(d: string, fill: string, attrs: Attributes = {}): string {
  return el("path", { d, fill, ...attrs });
}

/** An unfilled line: seams, creases, straps. */
export function line(d: string, stroke: string, width = 1.2, attrs: Attributes = {}): string {
  return el("path", {
    d,
    fill: "none",
    stroke,
    "stroke-width": width,
    "stroke-linecap": "round",
    "stroke-linejoin": "round",
    ...attrs,
  });
}

/** Dashed topstitching along a seam. */
export function stitch(d: string, stroke: string, width = 0.9): string {
  return line(d, stroke, width, { "stroke-dasharray": "2.6 2.2", opacity: 0.85 });
}

export function circle(cx: number, cy: number, r: number, fill: string, attrs: Attributes = {}): string {
  return el("circle", { cx, cy, r, fill, ...attrs });
}

export function group(children: string, attrs: Attributes = {}): string {
  return el("g", attrs, children);
}

/** Mirrors a drawing left to right inside a frame of the given width. */
export function mirrored(children: string, width: number): string {
  return group(children, { transform: `translate(${width} 0) scale(-1 1)` });
}

type GradientStop = [offset: number, color: string, opacity: number];

function gradient(
  kind: "linearGradient" | "radialGradient",
  id: string,
  stops: GradientStop[],
  attrs: Attributes,
) {
  const children = stops
    .map(([offset, color, opacity]) => el("stop", { offset, "stop-color": color, "stop-opacity": opacity }))
    .join("");
  return el(kind, { id, ...attrs }, children);
}

export const linearGradient = (id: string, stops: GradientStop[], attrs: Attributes = {}): string =>
  gradient("linearGradient", id, stops, attrs);

export const radialGradient = (id: string, stops: GradientStop[], attrs: Attributes = {}): string =>
  gradient("radialGradient", id, stops, attrs);

/** A complete document drawn in `viewBox` units and rasterised at `width` × `height` pixels. */
export function svgDocument(options: {
  width: number;
  height: number;
  viewBox: [number, number];
  defs?: string;
  body: string;
}): string {
  const { width, height, viewBox, defs = "", body } = options;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${viewBox[0]} ${viewBox[1]}" preserveAspectRatio="xMidYMid slice">` +
    (defs ? `<defs>${defs}</defs>` : "") +
    body +
    "</svg>"
  );
}
