import { articleTypeBySlug } from "@odin/contracts";
import { boundedEditDistance } from "./edit-distance";
import type { SearchCorpus } from "./search-corpus";
import { isStopword, searchTokens, type Token } from "./search-text";

/** What a word is worth by where it appears; a word in several fields adds them up. */
const FIELD_WEIGHTS = {
  article: 4,
  brand: 3,
  name: 2,
  colour: 2,
  gender: 2,
  occasion: 1.5,
  tags: 1,
  group: 1,
} as const;
/** A part of a hyphenated word ("shirt" of "T-Shirt") counts for this much of the whole. */
const PART_FACTOR = 0.5;
/** Restyled slots are indexed on the side up to this many (or this share of the catalog), then all again. */
const PATCH_LIMIT = 2_000;
const PATCH_SHARE = 0.02;
/** Typed words whose near terms are remembered (cleared beyond this). */
const NEAR_CACHE_SIZE = 10_000;

/** Style slots holding a term, and what the term is worth in each. */
interface Postings {
  slots: Int32Array;
  weights: Float32Array;
}

interface GrowingPostings {
  slots: number[];
  weights: number[];
}

export interface NearTerm {
  id: number;
  /** Edit distance, plus a half when the first letter differs (typos rarely hit the first letter). */
  distance: number;
}

/** Most edits a typed word may be away from a catalog word, by the word's length. */
export const maxTypos = (length: number) => (length < 4 ? 0 : length < 6 ? 1 : 2);

/**
 * The terms of a style with what each is worth. A value of a short field (colour, article, brand,
 * tag, ...) shares its weight among its words, so "white" finds a White style before an Off White one.
 */
function documentTerms(
  corpus: SearchCorpus,
  slot: number,
  tokensOf: (text: string) => Token[],
): Map<string, number> {
  const words = corpus.wordsOf(slot);
  const brand = corpus.brands[words.brand];
  const article = articleTypeBySlug(words.article);
  const values: [string, number][] = [
    [brand?.name ?? "", FIELD_WEIGHTS.brand],
    [brand?.code ?? "", FIELD_WEIGHTS.brand],
    [article?.name ?? words.article, FIELD_WEIGHTS.article],
    [article?.group ?? "", FIELD_WEIGHTS.group],
    [words.colour, FIELD_WEIGHTS.colour],
    [words.occasion, FIELD_WEIGHTS.occasion],
    [words.gender, FIELD_WEIGHTS.gender],
    ...words.tags.map((tag): [string, number] => [tag, FIELD_WEIGHTS.tags]),
  ];
  const terms = new Map<string, number>();
  const add = (text: string, weight: number, shared: boolean) => {
    const tokens = tokensOf(text);
    const share = shared ? Math.max(1, tokens.filter((token) => !token.part).length) : 1;
    const field = new Map<string, number>();
    for (const token of tokens) {
      const value = (token.part ? weight * PART_FACTOR : weight) / share;
      if (value > (field.get(token.term) ?? 0)) field.set(token.term, value);
    }
    for (const [term, value] of field) terms.set(term, (terms.get(term) ?? 0) + value);
  };
  add(words.name, FIELD_WEIGHTS.name, false);
  for (const [text, weight] of values) add(text, weight, true);
  return terms;
}

function frozen(list: GrowingPostings): Postings {
  return { slots: Int32Array.from(list.slots), weights: Float32Array.from(list.weights) };
}

/**
 * An inverted index of the catalog for search (docs/decisions/0014-in-memory-search-index.md):
 * term → style slots with a field-weighted value, and the vocabulary for typos and completions.
 * Styles whose words change are re-indexed on the side and the whole is rebuilt when they grow
 * many; prices, stock and whether a style is still listed are read from the corpus when a query runs.
 */
export class SearchIndex {
  private readonly termIds = new Map<string, number>();
  readonly terms: string[] = [];
  private base: Postings[] = [];
  private delta: Postings[] = [];
  private stale = new Uint8Array(0);
  private readonly patched = new Set<number>();
  private sortedTerms: string[] | null = null;
  private readonly nearCache = new Map<string, NearTerm[]>();
  private restyles = 0;
  /** Search terms of each brand's name (words of three letters or more), by brand position. */
  readonly brandTerms: string[][];

  constructor(private readonly corpus: SearchCorpus) {
    this.brandTerms = corpus.brands.map((brand) =>
      searchTokens(brand.name)
        .filter((token) => !token.part && token.term.length >= 3 && !isStopword(token.term))
        .map((token) => token.term),
    );
    this.rebuild();
  }

  /** Grows whenever styles are re-indexed: rankings are kept per version. */
  get version(): number {
    return this.restyles;
  }

  /** Re-indexes the styles of `slots`: new, left the catalog, came back, or with other words. */
  restyled(slots: readonly number[]): void {
    if (slots.length === 0) return;
    for (const slot of slots) this.patched.add(slot);
    this.restyles++;
    if (this.patched.size > Math.max(PATCH_LIMIT, this.corpus.size * PATCH_SHARE)) this.rebuild();
    else this.indexPatched();
  }

  private rebuild(): void {
    this.patched.clear();
    this.base = this.index(Array.from({ length: this.corpus.size }, (_, slot) => slot));
    this.delta = [];
    this.stale = new Uint8Array(this.corpus.size);
  }

  private indexPatched(): void {
    for (const slot of this.patched) if (slot < this.stale.length) this.stale[slot] = 1;
    this.delta = this.index([...this.patched].sort((a, b) => a - b));
  }

  private index(slots: readonly number[]): Postings[] {
    const lists: GrowingPostings[] = [];
    // Catalog words repeat (brands, colours, article types, generated names): read each text once.
    const read = new Map<string, Token[]>();
    const tokensOf = (text: string) => {
      let tokens = read.get(text);
      if (!tokens) {
        tokens = searchTokens(text);
        read.set(text, tokens);
      }
      return tokens;
    };
    for (const slot of slots) {
      for (const [term, weight] of documentTerms(this.corpus, slot, tokensOf)) {
        const id = this.idFor(term);
        let list = lists[id];
        if (!list) {
          list = { slots: [], weights: [] };
          lists[id] = list;
        }
        list.slots.push(slot);
        list.weights.push(weight);
      }
    }
    return Array.from(lists, (list) =>
      list ? frozen(list) : { slots: new Int32Array(0), weights: new Float32Array(0) },
    );
  }

  private idFor(term: string): number {
    let id = this.termIds.get(term);
    if (id === undefined) {
      id = this.terms.length;
      this.terms.push(term);
      this.termIds.set(term, id);
      this.sortedTerms = null;
      this.nearCache.clear();
    }
    return id;
  }

  /** The id of a term some style holds, or undefined. */
  idOf(term: string): number | undefined {
    const id = this.termIds.get(term);
    return id !== undefined && this.frequency(id) > 0 ? id : undefined;
  }

  /** Styles holding the term (an upper bound while restyled slots wait for a rebuild). */
  frequency(id: number): number {
    return (this.base[id]?.slots.length ?? 0) + (this.delta[id]?.slots.length ?? 0);
  }

  /**
   * For each slot holding the term: `best[slot]` becomes the larger of itself and factor × weight;
   * slots seen for the first time (best was 0) are written to `touched` from position `seen`.
   * Returns the new count of touched slots.
   */
  collect(id: number, factor: number, best: Float32Array, touched: Int32Array, seen: number): number {
    let count = seen;
    const base = this.base[id];
    const delta = this.delta[id];
    for (const postings of [base, delta]) {
      if (!postings) continue;
      const { slots, weights } = postings;
      const stale = postings === base ? this.stale : null;
      for (let i = 0; i < slots.length; i++) {
        const slot = slots[i] as number;
        if (stale && stale[slot] === 1) continue;
        const value = factor * (weights[i] as number);
        const previous = best[slot] as number;
        if (value > previous) {
          if (previous === 0) touched[count++] = slot;
          best[slot] = value;
        }
      }
    }
    return count;
  }

  /** Terms starting with `prefix`, the most frequent first. */
  completions(prefix: string, limit: number): number[] {
    this.sortedTerms ??= [...this.terms].sort();
    const sorted = this.sortedTerms;
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((sorted[middle] as string) < prefix) low = middle + 1;
      else high = middle;
    }
    const ids: number[] = [];
    for (let i = low; i < sorted.length && (sorted[i] as string).startsWith(prefix); i++) {
      const id = this.termIds.get(sorted[i] as string) as number;
      if (this.frequency(id) > 0) ids.push(id);
    }
    return ids.sort((a, b) => this.frequency(b) - this.frequency(a)).slice(0, limit);
  }

  /**
   * Catalog terms a mistyped word may have meant: those at the smallest distance from any of
   * `forms` (the word as typed and its search form), within `maxTypos` of its typed length.
   */
  nearTerms(forms: readonly string[], typedLength: number): NearTerm[] {
    const key = forms.join("|");
    const cached = this.nearCache.get(key);
    if (cached) return cached;
    const max = maxTypos(typedLength);
    let best: NearTerm[] = [];
    let bestDistance = max + 1;
    if (max > 0) {
      this.terms.forEach((term, id) => {
        if (this.frequency(id) === 0) return;
        for (const form of forms) {
          const edits = boundedEditDistance(form, term, max);
          if (edits > max) continue;
          const distance = edits + (form[0] === term[0] ? 0 : 0.5);
          if (distance < bestDistance) {
            bestDistance = distance;
            best = [];
          }
          if (distance === bestDistance && !best.some((near) => near.id === id)) best.push({ id, distance });
        }
      });
    }
    if (this.nearCache.size >= NEAR_CACHE_SIZE) this.nearCache.clear();
    this.nearCache.set(key, best);
    return best;
  }
}
