import type { CatalogIndex } from "../catalog/catalog-index";
import { type SearchIndex, searchIndexOf } from "./search-index";
import { planQuery, type QueryPlan } from "./search-query";

/** The styles a query finds, best first. */
export interface SearchMatches {
  /** Matching slots in relevance order (stock is applied when a page is taken). */
  order: Int32Array;
  /** 1 for each matching slot. */
  mask: Uint8Array;
  plan: QueryPlan;
  /** The index the plan's term ids belong to. */
  index: SearchIndex;
}

/** Relevance is compared in hundredths (up to LEVELS of them), then by popularity. */
const SCORE_STEPS = 100;
const LEVELS = 2 ** 15;
/** Per relevance level (a named brand's styles LEVELS above): how many styles, then where the next goes. */
const levels = new Int32Array(LEVELS * 2);

/** Rankings kept per search index while its version and the popularity order stay the same. */
const RANKINGS_KEPT = 256;
const rankings = new WeakMap<
  SearchIndex,
  { version: number; popularity: Int32Array; entries: Map<string, SearchMatches> }
>();

/** Scratch arrays of the largest catalog seen: ranking is synchronous, so one set serves every query. */
let scratch = {
  score: new Float64Array(0),
  count: new Uint8Array(0),
  best: new Float32Array(0),
  touched: new Int32Array(0),
  candidates: new Int32Array(0),
};
function scratchFor(size: number) {
  if (scratch.score.length < size) {
    scratch = {
      score: new Float64Array(size),
      count: new Uint8Array(size),
      best: new Float32Array(size),
      touched: new Int32Array(size),
      candidates: new Int32Array(size),
    };
  }
  return scratch;
}

type Scratch = typeof scratch;

/** Adds up, per slot, the best match each word finds in it; returns how many slots `candidates` holds. */
function accumulate(
  index: SearchIndex,
  plan: QueryPlan,
  { score, count, best, touched, candidates }: Scratch,
) {
  let found = 0;
  for (const expansions of plan.words) {
    let seen = 0;
    for (const { id, factor } of expansions) seen = index.collect(id, factor, best, touched, seen);
    for (let i = 0; i < seen; i++) {
      const slot = touched[i] as number;
      if (count[slot] === 0) candidates[found++] = slot;
      count[slot] = (count[slot] as number) + 1;
      score[slot] = (score[slot] as number) + (best[slot] as number);
      best[slot] = 0;
    }
  }
  return found;
}

/**
 * Slots of `mask`, best relevance level first (its level is in `score`), each level in popularity
 * order: a counting sort over the levels, no comparisons. Leaves `score` and `levels` zero.
 */
function orderByLevel(
  catalog: CatalogIndex,
  mask: Uint8Array,
  score: Float64Array,
  kept: number,
): Int32Array {
  let lowest = levels.length;
  let highest = -1;
  const order = new Int32Array(kept);
  if (kept === 0) return order;
  const byPopularity = catalog.order("popularity");
  for (let i = 0; i < byPopularity.length; i++) {
    const slot = byPopularity[i] as number;
    if (mask[slot] !== 1) continue;
    const level = score[slot] as number;
    levels[level] = (levels[level] as number) + 1;
    if (level < lowest) lowest = level;
    if (level > highest) highest = level;
  }
  for (let level = highest, start = 0; level >= lowest; level--) {
    const size = levels[level] as number;
    levels[level] = start;
    start += size;
  }
  for (let i = 0; i < byPopularity.length; i++) {
    const slot = byPopularity[i] as number;
    if (mask[slot] !== 1) continue;
    const level = score[slot] as number;
    order[levels[level] as number] = slot;
    levels[level] = (levels[level] as number) + 1;
    score[slot] = 0;
  }
  levels.fill(0, lowest, highest + 1);
  return order;
}

/**
 * The styles matching a query (spec 2 §2 "Search"): every typed word must match (itself, a synonym,
 * a near miss or, while typing, a completion); when no style matches them all, those matching the
 * most do. Scored by where the words appear, styles of a brand named in full above all
 * (docs/decisions/0014-in-memory-search-index.md). `brands`, when given, is a mask of the brand
 * positions allowed (the brand journey). A ranking is kept until the catalog's words, the set of
 * styles or the popularity order change: stock is applied when a page is taken, so it outlives
 * stock changes.
 */
export function searchCatalog(
  catalog: CatalogIndex,
  text: string,
  options: { complete?: boolean; brands?: Uint8Array } = {},
): SearchMatches {
  const index = searchIndexOf(catalog);
  const popularity = catalog.order("popularity");
  let kept = rankings.get(index);
  if (!kept || kept.version !== index.version || kept.popularity !== popularity) {
    kept = { version: index.version, popularity, entries: new Map() };
    rankings.set(index, kept);
  }
  const key = `${options.complete ? "c" : "s"}|${options.brands?.join("") ?? ""}|${text.trim().toLowerCase()}`;
  const known = kept.entries.get(key);
  if (known) return known;
  const matches = rank(catalog, index, text, options);
  if (kept.entries.size >= RANKINGS_KEPT) kept.entries.delete(kept.entries.keys().next().value as string);
  kept.entries.set(key, matches);
  return matches;
}

/** Ranks a query afresh (see searchCatalog). */
function rank(
  catalog: CatalogIndex,
  index: SearchIndex,
  text: string,
  options: { complete?: boolean; brands?: Uint8Array },
): SearchMatches {
  const plan = planQuery(index, text, options.complete);
  const buffers = scratchFor(catalog.size);
  const { score, count, candidates } = buffers;
  const found = accumulate(index, plan, buffers);
  const { alive, brand } = catalog.col;
  const allowed = (slot: number) =>
    alive[slot] === 1 && (!options.brands || options.brands[brand[slot] as number] === 1);
  let most = 0;
  for (let i = 0; i < found; i++) {
    const slot = candidates[i] as number;
    if ((count[slot] as number) > most && allowed(slot)) most = count[slot] as number;
  }
  const named = Uint8Array.from(catalog.brands, (_, position) => (plan.namedBrands.has(position) ? 1 : 0));
  const mask = new Uint8Array(catalog.size);
  let matched = 0;
  for (let i = 0; i < found; i++) {
    const slot = candidates[i] as number;
    if (most > 0 && count[slot] === most && allowed(slot)) {
      const relevance = Math.min(LEVELS - 1, Math.round((score[slot] as number) * SCORE_STEPS));
      score[slot] = named[brand[slot] as number] === 1 ? LEVELS + relevance : relevance;
      mask[slot] = 1;
      matched++;
    } else score[slot] = 0;
    count[slot] = 0;
  }
  return { order: orderByLevel(catalog, mask, score, matched), mask, plan, index };
}
