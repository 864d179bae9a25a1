/**
 * `node --import tsx scripts/app-icons.ts`: draws the storefront's app icons (the web app manifest's
 * and the home-screen icon iOS reads) from the Odin mark, the ring and amber dot of the favicon
 * (apps/server/public/favicon.png), into apps/server/public/icons/. The PNGs are committed; run this
 * again only when the mark or the brand colour changes (docs/decisions/0077-installable-storefront.md).
 *
 * Every icon is the mark in white on the brand colour (`--color-accent` of the storefront's
 * global.css), scaled so that its farthest point stays inside the central circle of 40% of the
 * icon's width: the safe zone of a maskable icon, which a launcher may crop to any shape.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

export const ICONS_DIR = fileURLToPath(new URL("../apps/server/public/icons/", import.meta.url));
export const BRAND_COLOUR = "#2b2d77";
const DOT_COLOUR = "#f59e0b";

export interface AppIcon {
  file: string;
  size: number;
  /** "any": a tile with rounded corners; "maskable" and the iOS icon: full bleed, cropped by the system. */
  shape: "rounded" | "full";
}

export const APP_ICONS: readonly AppIcon[] = [
  { file: "odin-192.png", size: 192, shape: "rounded" },
  { file: "odin-512.png", size: 512, shape: "rounded" },
  { file: "odin-maskable-512.png", size: 512, shape: "full" },
  { file: "apple-touch-icon.png", size: 180, shape: "full" },
];

/**
 * The mark on a 32-unit square, as the favicon draws it (the ring at 15,17, the dot at 26,6), at
 * 70% around the centre: the dot's outer edge ends 12.5 units (39%) from it.
 */
export function iconSvg(icon: AppIcon): string {
  const corner = icon.shape === "rounded" ? 7 : 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${icon.size}" height="${icon.size}" viewBox="0 0 32 32">
  <rect width="32" height="32" rx="${corner}" fill="${BRAND_COLOUR}"/>
  <g transform="translate(16 16) scale(0.7) translate(-16 -16)">
    <circle cx="15" cy="17" r="10" fill="none" stroke="#ffffff" stroke-width="5.5"/>
    <circle cx="26" cy="6" r="3.75" fill="${DOT_COLOUR}"/>
  </g>
</svg>`;
}

export async function drawIcon(icon: AppIcon): Promise<Buffer> {
  return sharp(Buffer.from(iconSvg(icon)), { density: 72 * (icon.size / 32) })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9, palette: true, quality: 100 })
    .toBuffer();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await mkdir(ICONS_DIR, { recursive: true });
  for (const icon of APP_ICONS) {
    const png = await drawIcon(icon);
    await writeFile(`${ICONS_DIR}${icon.file}`, png);
    console.log(`${icon.file}: ${icon.size}×${icon.size}, ${png.length} bytes`);
  }
}
