import type { SearchIndex } from "./search-index";
import { isStopword, SYNONYM_FACTOR, searchTokens, stem, synonymsOf, type Token } from "./search-text";

/** A catalog term a typed word matches, and what a match through it is worth (1: the word itself). */
export interface Expansion {
  id: number;
  factor: number;
}

/** What a query asks for: per typed word the terms that satisfy it, and the brands it names. */
export interface QueryPlan {
  words: Expansion[][];
  /** Positions of brands whose whole name the query spells out. */
  namedBrands: Set<number>;
}

/** Words of a query that count; more are ignored. */
const MAX_WORDS = 8;
const PREFIX_FACTOR = 0.9;
const COMPLETIONS = 8;
/** A word one typo away is worth this much; two typos less. */
const typoFactor = (distance: number) => (distance <= 1 ? 0.7 : 0.55);

/**
 * Joins words written apart that the catalog writes as one ("t shirt" → "tshirt") and splits words
 * written together that the catalog writes apart ("uspolo" → "us polo").
 */
function rejoin(index: SearchIndex, tokens: Token[], keepLast: boolean): Token[] {
  const joined: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as Token;
    const next = tokens[i + 1];
    if (next && !(keepLast && i + 1 === tokens.length - 1)) {
      const raw = token.raw + next.raw;
      if (index.idOf(stem(raw)) !== undefined) {
        joined.push({ term: stem(raw), raw, part: false });
        i++;
        continue;
      }
    }
    joined.push(token);
  }
  return joined.flatMap((token, i) => {
    const last = i === joined.length - 1;
    if ((keepLast && last) || token.raw.length < 5 || index.idOf(token.term) !== undefined) return [token];
    for (let cut = 2; cut <= token.raw.length - 2; cut++) {
      const left = token.raw.slice(0, cut);
      const right = token.raw.slice(cut);
      if (index.idOf(stem(left)) !== undefined && index.idOf(stem(right)) !== undefined) {
        return [
          { term: stem(left), raw: left, part: false },
          { term: stem(right), raw: right, part: false },
        ];
      }
    }
    return [token];
  });
}

/** The terms one typed word matches: itself, its synonyms, else its near misses; as typed, completions too. */
function expand(index: SearchIndex, token: Token, complete: boolean): Expansion[] {
  const found = new Map<number, number>();
  const add = (id: number | undefined, factor: number) => {
    if (id !== undefined && factor > (found.get(id) ?? 0)) found.set(id, factor);
  };
  add(index.idOf(token.term), 1);
  for (const synonym of synonymsOf(token.term)) add(index.idOf(synonym), SYNONYM_FACTOR);
  if (found.size === 0) {
    const forms = token.raw === token.term ? [token.raw] : [token.raw, token.term];
    for (const near of index.nearTerms(forms, token.raw.length)) {
      add(near.id, typoFactor(near.distance));
      for (const synonym of synonymsOf(index.terms[near.id] as string)) {
        add(index.idOf(synonym), typoFactor(near.distance) * SYNONYM_FACTOR);
      }
    }
  }
  if (complete && token.raw.length >= 2) {
    for (const id of index.completions(token.raw, COMPLETIONS)) add(id, PREFIX_FACTOR);
  }
  return [...found].map(([id, factor]) => ({ id, factor }));
}

/**
 * Reads a query. `complete` treats the last word as still being typed (suggestions): it also
 * matches the catalog words it begins.
 */
export function planQuery(index: SearchIndex, text: string, complete = false): QueryPlan {
  let tokens = searchTokens(text).filter((token) => !token.part);
  const meaningful = tokens.filter((token) => !isStopword(token.term));
  if (meaningful.length > 0) tokens = meaningful;
  tokens = rejoin(index, tokens.slice(0, MAX_WORDS), complete);
  const words = tokens.map((token, i) => expand(index, token, complete && i === tokens.length - 1));
  const spelled = new Set(tokens.map((token) => token.term));
  const last = words.at(-1);
  if (complete && last) for (const { id } of last) spelled.add(index.terms[id] as string);
  const namedBrands = new Set<number>();
  index.brandTerms.forEach((terms, brand) => {
    if (terms.length > 0 && terms.every((term) => spelled.has(term))) namedBrands.add(brand);
  });
  return { words, namedBrands };
}
