import type { CardView } from "@odin/contracts";

/**
 * The first row of cards is the likely largest contentful paint: their images are drawn eagerly at
 * high priority (`ProductGrid`) and preloaded from the head (`listingMeta`).
 */
export const EAGER_IMAGES = 4;

/** The images of the cards drawn at high priority. */
export function firstRowImages(cards: readonly CardView[]): string[] {
  return cards.slice(0, EAGER_IMAGES).map((card) => card.images.medium);
}
