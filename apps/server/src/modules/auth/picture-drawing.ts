import { createRequire } from "node:module";
import { type Font, openSync, type PathCommand } from "fontkit";

/**
 * The picture of a code (decision 56): an SVG of the code's glyph outlines from DejaVu Sans Bold (the
 * font the invoices embed), each turned, sized and placed at random, the whole bent by two waves and
 * crossed by a few lines. The characters are outlines, never `<text>`: the picture holds no string of
 * the code for a script to read.
 */

const require = createRequire(import.meta.url);
const FONT_FILE = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf");

export const PICTURE_WIDTH = 200;
export const PICTURE_HEIGHT = 70;
const MARGIN = 14;
const FONT_SIZE = 40;
/** The height of a capital of DejaVu Sans Bold, in font units (of 2048). */
const CAP_HEIGHT = 1493;
const BACKGROUND = "#f6f3ee";
/** Dark inks, each at least 7:1 against the background. */
const INKS = ["#1f2937", "#7c2d12", "#1e3a8a", "#14532d", "#581c87", "#831843"];

let font: Font | undefined;
const fontOf = (): Font => {
  font ??= openSync(FONT_FILE);
  return font;
};

type Point = [number, number];
type Random = () => number;

const between = (random: Random, low: number, high: number) => low + (high - low) * random();
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const number = (value: number) => String(Math.round(value * 10) / 10);

/** One glyph's outline as SVG path data, every point moved by `place`. */
function outline(commands: readonly PathCommand[], place: (x: number, y: number) => Point): string {
  const parts: string[] = [];
  const letters = { moveTo: "M", lineTo: "L", quadraticCurveTo: "Q", bezierCurveTo: "C", closePath: "Z" };
  for (const { command, args } of commands) {
    const points: string[] = [];
    for (let index = 0; index + 1 < args.length; index += 2) {
      const [x, y] = place(args[index] as number, args[index + 1] as number);
      points.push(`${number(x)} ${number(y)}`);
    }
    parts.push(`${letters[command]}${points.join(" ")}`);
  }
  return parts.join("");
}

/** The SVG of `code`, drawn afresh each time (`random` for tests that want the same picture twice). */
export function drawPicture(code: string, random: Random = Math.random): string {
  const face = fontOf();
  const scale = FONT_SIZE / face.unitsPerEm;
  const slot = (PICTURE_WIDTH - 2 * MARGIN) / Math.max(code.length, 1);
  // Two waves bend the whole picture: across (x moves with y) and along (y moves with x).
  const across = { size: between(random, 1.5, 3), length: between(random, 8, 14), phase: random() * 6.3 };
  const along = { size: between(random, 2, 4), length: between(random, 14, 24), phase: random() * 6.3 };
  const bend = ([x, y]: Point): Point => [
    x + across.size * Math.sin(y / across.length + across.phase),
    y + along.size * Math.sin(x / along.length + along.phase),
  ];

  const glyphs = [...code].map((character, index) => {
    const glyph = face.glyphForCodePoint(character.codePointAt(0) ?? 32);
    const size = scale * between(random, 0.85, 1.1);
    const turn = between(random, -0.4, 0.4);
    const [cos, sin] = [Math.cos(turn), Math.sin(turn)];
    const centreX = MARGIN + slot * (index + 0.5) + between(random, -3, 3);
    const centreY = PICTURE_HEIGHT / 2 + between(random, -5, 5);
    const place = (x: number, y: number): Point => {
      const dx = (x - glyph.advanceWidth / 2) * size;
      const dy = -(y - CAP_HEIGHT / 2) * size;
      return bend([centreX + dx * cos - dy * sin, centreY + dx * sin + dy * cos]);
    };
    return `<path fill="${pick(random, INKS)}" d="${outline(glyph.path.commands, place)}"/>`;
  });

  const lines = Array.from({ length: 3 }, () => {
    const y = () => between(random, 10, PICTURE_HEIGHT - 10);
    const d =
      `M0 ${number(y())}C${number(between(random, 40, 90))} ${number(y())} ` +
      `${number(between(random, 110, 160))} ${number(y())} ${PICTURE_WIDTH} ${number(y())}`;
    return `<path fill="none" stroke="${pick(random, INKS)}" stroke-width="${number(between(random, 1.2, 2.2))}" d="${d}"/>`;
  });
  const dots = Array.from(
    { length: 24 },
    () =>
      `<circle fill="${pick(random, INKS)}" cx="${number(random() * PICTURE_WIDTH)}" ` +
      `cy="${number(random() * PICTURE_HEIGHT)}" r="${number(between(random, 0.8, 1.8))}"/>`,
  );

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PICTURE_WIDTH}" height="${PICTURE_HEIGHT}" ` +
    `viewBox="0 0 ${PICTURE_WIDTH} ${PICTURE_HEIGHT}"><rect width="100%" height="100%" fill="${BACKGROUND}"/>` +
    `${dots.join("")}${glyphs.join("")}${lines.join("")}</svg>`
  );
}

/** The picture as the page's `<img>` takes it. */
export const pictureDataUrl = (svg: string): string =>
  `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
