/**
 * Favourites limits (spec 2 §2 "Favourites"; the spec gives none: ours). A shopper keeps at most
 * `maxStyles` favourite styles and `maxBrands` favourite brands; one more answers "Oops! This item has
 * not been added to your favourites.". One call adds at most `brandsPerCall` brands.
 */
export const FAVOURITES = {
  maxStyles: 500,
  maxBrands: 100,
  brandsPerCall: 20,
  /** The most style ids one "which of these are favourites" read takes (a listing's pages 1..p). */
  styleIdsPerRead: 1000,
} as const;
