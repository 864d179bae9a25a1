import type { SearchCorpus } from "./search-corpus";
import type { SearchIndex } from "./search-index";
import { planQuery, type QueryPlan } from "./search-query";

/** The styles a query finds, best first. */
export interface SearchMatches {
  /** Matching slots in relevance order (stock is applied when a page is taken). */
  order: Int32Array;
  /** 1 for each matching slot. */
  mask: Uint8Array;
  plan: QueryPlan;
}

export interface MatchOptions {
  /** The last word is still being typed (suggestions): it also matches the words it begins. */
  complete?: boolean;
  /** 1 for each brand position allowed (the brand journey). */
  brands?: Uint8Array;
}

/** Relevance is compared in hundredths (up to LEVELS of them), then by popularity. */
const SCORE_STEPS = 100;
const LEVELS = 2 ** 15;
/** Rankings kept while the index's version and the popularity order stay the same. */
const RANKINGS_KEPT = 256;

/** Per-slot working arrays of one ranking; ranking is synchronous, so one set serves every query. */
class Scratch {
  readonly score: Float64Array;
  readonly count: Uint8Array;
  readonly best: Float32Array;
  readonly touched: Int32Array;
  readonly candidates: Int32Array;
  /** Per relevance level (a named brand's styles LEVELS above): how many styles, then where the next goes. */
  readonly levels = new Int32Array(LEVELS * 2);

  constructor(readonly size: number) {
    this.score = new Float64Array(size);
    this.count = new Uint8Array(size);
    this.best = new Float32Array(size);
    this.touched = new Int32Array(size);
    this.candidates = new Int32Array(size);
  }
}

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
  byPopularity: Int32Array,
  mask: Uint8Array,
  { score, levels }: Scratch,
  kept: number,
): Int32Array {
  let lowest = levels.length;
  let highest = -1;
  const order = new Int32Array(kept);
  if (kept === 0) return order;
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
 * Ranks the styles of a corpus for a query (spec 2 §2 "Search"): every typed word must match (itself,
 * a synonym, a near miss or, while typing, a completion); when no style matches them all, those
 * matching the most do. Scored by where the words appear, styles of a brand named in full above all
 * (docs/decisions/0014-in-memory-search-index.md). A ranking is kept until the corpus's words, its
 * set of styles or its popularity order change: stock is applied when a page is taken, so it
 * outlives stock changes.
 */
export class Ranker {
  private scratch = new Scratch(0);
  private kept: { version: number; popularity: Int32Array | null; entries: Map<string, SearchMatches> } = {
    version: -1,
    popularity: null,
    entries: new Map(),
  };

  constructor(
    private readonly corpus: SearchCorpus,
    private readonly index: SearchIndex,
  ) {}

  matches(text: string, options: MatchOptions = {}): SearchMatches {
    const popularity = this.corpus.popularityOrder();
    if (this.kept.version !== this.index.version || this.kept.popularity !== popularity) {
      this.kept = { version: this.index.version, popularity, entries: new Map() };
    }
    const { entries } = this.kept;
    const key = `${options.complete ? "c" : "s"}|${options.brands?.join("") ?? ""}|${text.trim().toLowerCase()}`;
    const known = entries.get(key);
    if (known) return known;
    const matches = this.rank(text, popularity, options);
    if (entries.size >= RANKINGS_KEPT) entries.delete(entries.keys().next().value as string);
    entries.set(key, matches);
    return matches;
  }

  private rank(text: string, byPopularity: Int32Array, options: MatchOptions): SearchMatches {
    const { corpus, index } = this;
    const plan = planQuery(index, text, options.complete);
    // Sized with room, so styles added one by one do not reallocate it each time.
    if (this.scratch.size < corpus.size) this.scratch = new Scratch(corpus.size + (corpus.size >> 3));
    const scratch = this.scratch;
    const { score, count, candidates } = scratch;
    const found = accumulate(index, plan, scratch);
    const { listed, brandOf } = corpus;
    const allowed = (slot: number) =>
      listed[slot] === 1 && (!options.brands || options.brands[brandOf[slot] as number] === 1);
    let most = 0;
    for (let i = 0; i < found; i++) {
      const slot = candidates[i] as number;
      if ((count[slot] as number) > most && allowed(slot)) most = count[slot] as number;
    }
    const named = Uint8Array.from(corpus.brands, (_, position) => (plan.namedBrands.has(position) ? 1 : 0));
    const mask = new Uint8Array(corpus.size);
    let matched = 0;
    for (let i = 0; i < found; i++) {
      const slot = candidates[i] as number;
      if (most > 0 && count[slot] === most && allowed(slot)) {
        const relevance = Math.min(LEVELS - 1, Math.round((score[slot] as number) * SCORE_STEPS));
        score[slot] = named[brandOf[slot] as number] === 1 ? LEVELS + relevance : relevance;
        mask[slot] = 1;
        matched++;
      } else score[slot] = 0;
      count[slot] = 0;
    }
    return { order: orderByLevel(byPopularity, mask, scratch, matched), mask, plan };
  }
}
