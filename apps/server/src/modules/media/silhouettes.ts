import type { ImageView, Silhouette } from "@odin/contracts";
import { ACCESSORIES } from "./drawings/accessories";
import { BOTTOMS } from "./drawings/bottoms";
import type { Art } from "./drawings/drawing";
import { ETHNIC } from "./drawings/ethnic";
import { FOOTWEAR } from "./drawings/footwear";
import { OUTERWEAR } from "./drawings/outerwear";
import { TOPS } from "./drawings/tops";
import { paletteOf } from "./palette";
import type { Picture } from "./picture";
import { productPicture } from "./product-frame";

/**
 * Product pictures drawn by the project: one flat illustration per garment silhouette, in any
 * colour, seen from the front, the back, or as a magnified detail of the material.
 */
const ART: Record<Silhouette, Art> = {
  ...TOPS,
  ...OUTERWEAR,
  ...ETHNIC,
  ...BOTTOMS,
  ...FOOTWEAR,
  ...ACCESSORIES,
};

/** The picture of `silhouette` in `colour` (`rrggbb`), seen as `view`, at `width` × `height` pixels. */
export function silhouettePicture(
  silhouette: Silhouette,
  colour: string,
  view: ImageView,
  size: { width: number; height: number },
): Picture {
  return productPicture({ art: ART[silhouette], palette: paletteOf(colour), view, ...size });
}
