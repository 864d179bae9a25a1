/**
 * Types of the font reader `fontkit` (pdfkit's, plain JavaScript without its own): the little the
 * captcha picture reads of a font, as fontkit 2.0.4 defines it.
 */
declare module "fontkit" {
  /** One drawing command of a glyph's outline, in font units with y upwards. */
  export interface PathCommand {
    command: "moveTo" | "lineTo" | "quadraticCurveTo" | "bezierCurveTo" | "closePath";
    args: number[];
  }
  export interface Glyph {
    advanceWidth: number;
    path: { commands: PathCommand[] };
  }
  export interface Font {
    unitsPerEm: number;
    glyphForCodePoint(codePoint: number): Glyph;
  }
  export function openSync(filename: string): Font;
}
