import type { ProductCard } from "@odin/contracts";

/** A brand as search reads it. */
export interface SearchBrand {
  readonly name: string;
  readonly code: string;
  readonly parentBrand: string;
  readonly legalBrandNames: readonly string[];
}

/** The words of one style by field: what a search finds it by. */
export interface StyleWords {
  readonly name: string;
  /** Position of its brand in the corpus's `brands`. */
  readonly brand: number;
  /** Article type slug (`tshirts`). */
  readonly article: string;
  readonly colour: string;
  readonly occasion: string;
  readonly gender: string;
  readonly tags: readonly string[];
}

/**
 * The catalog as search reads it, one slot per style numbered from 0. Search only reads it; the
 * catalog's in-memory index is one (modules/catalog/catalog-index.ts) and tells the search engine
 * which slots it reworded (SearchEngine.restyled).
 */
export interface SearchCorpus {
  readonly size: number;
  readonly brands: readonly SearchBrand[];
  wordsOf(slot: number): StyleWords;
  /** Per slot: 1 while the style is listed. */
  readonly listed: ArrayLike<number>;
  /** Per slot: the position of its brand. */
  readonly brandOf: ArrayLike<number>;
  /** Per slot: 1 when a size of it is in stock. */
  readonly inStock: ArrayLike<number>;
  /** Every slot, the most popular first: the same array until the order changes. */
  popularityOrder(): Int32Array;
  /** The card of a slot, as listings show it. */
  cardOf(slot: number): ProductCard;
}
