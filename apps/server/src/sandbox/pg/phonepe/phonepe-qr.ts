import { createHash } from "node:crypto";
import { escapeHtml } from "../sandbox-kit";

/** Modules a side, as a version-2 QR code has. */
const SIZE = 25;

/** The bits of the pattern: SHA-256 of the text, chained until there are enough. */
function bitsOf(text: string, count: number): boolean[] {
  const bits: boolean[] = [];
  for (let round = 0; bits.length < count; round += 1)
    for (const byte of createHash("sha256").update(`${round}:${text}`).digest())
      for (let bit = 7; bit >= 0; bit -= 1) bits.push(((byte >> bit) & 1) === 1);
  return bits.slice(0, count);
}

/** The three corner squares of a QR code with their white border, where (x, y) falls in one. */
function finderAt(x: number, y: number): boolean | undefined {
  for (const [left, top] of [
    [0, 0],
    [SIZE - 7, 0],
    [0, SIZE - 7],
  ] as const) {
    const ring = Math.max(Math.abs(x - (left + 3)), Math.abs(y - (top + 3)));
    if (ring <= 4) return ring !== 2 && ring !== 4;
  }
  return undefined;
}

/**
 * A QR-code-like picture of a UPI intent, drawn as inline SVG: the corner squares of a QR code and a
 * pattern that depends only on the text. It is deliberately not a scannable code (a real UPI app
 * must never try to pay the sandbox); the page prints the intent it stands for beside it.
 */
export function qrPatternSvg(text: string, label: string): string {
  const bits = bitsOf(text, SIZE * SIZE);
  let path = "";
  for (let y = 0; y < SIZE; y += 1)
    for (let x = 0; x < SIZE; x += 1) if (finderAt(x, y) ?? bits[y * SIZE + x]) path += `M${x} ${y}h1v1h-1z`;
  const side = SIZE + 4;
  return `<svg class="qr" xmlns="http://www.w3.org/2000/svg" viewBox="-2 -2 ${side} ${side}" role="img" aria-label="${escapeHtml(label)}" shape-rendering="crispEdges"><rect x="-2" y="-2" width="${side}" height="${side}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;
}
