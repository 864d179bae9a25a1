import { DEFAULT_SUGGESTION_WORDS, LISTING_SORTS } from "@odin/contracts";
import { BRAND_DEFS } from "../packages/db/src/seed/brands";
import { createRandom } from "../packages/db/src/seed/random";
import { COLOURS } from "../packages/db/src/seed/vocabulary";
import { RELEVANCE_CASES } from "./search-relevance/queries";

/** What shoppers search for: the relevance set's queries and the spec's default suggestion words. */
const QUERIES = [
  ...new Set([
    ...RELEVANCE_CASES.map((test) => test.query),
    ...Object.values(DEFAULT_SUGGESTION_WORDS).flat(),
  ]),
];

/**
 * Suggestion requests as typing makes them: every prefix of 3 or more characters of each query,
 * one in five on a brand journey (its parent brand). Deterministic.
 */
export function suggestionBodies(): {
  suggestionTerm: string;
  isBrandJourney: boolean;
  parentBrand?: string;
}[] {
  const rng = createRandom("bench:suggestions");
  return QUERIES.flatMap((query) =>
    Array.from({ length: Math.max(0, query.length - 2) }, (_, i) => query.slice(0, i + 3)).map((term) =>
      rng.chance(0.2)
        ? { suggestionTerm: term, isBrandJourney: true, parentBrand: rng.pick(BRAND_DEFS).parentBrand }
        : { suggestionTerm: term, isBrandJourney: false },
    ),
  );
}

/**
 * `count` distinct search result addresses: a query, sometimes with a colour or brand filter, a
 * sort or a later page. Deterministic.
 */
export function searchUrls(count: number): string[] {
  const rng = createRandom("bench:search-urls");
  const urls = new Set<string>();
  while (urls.size < count) {
    const parts = [`q=${encodeURIComponent(rng.pick(QUERIES))}`];
    if (rng.chance(0.3)) parts.push(`f-co=${encodeURIComponent(rng.pick(COLOURS).name)}`);
    if (rng.chance(0.2)) parts.push(`f-br=${rng.pick(BRAND_DEFS).code}`);
    if (rng.chance(0.3)) parts.push(`sort=${rng.pick(LISTING_SORTS)}`);
    if (rng.chance(0.15)) parts.push(`p=${rng.int(2, 3)}`);
    urls.add(`/search?${parts.join("&")}`);
  }
  return [...urls];
}
