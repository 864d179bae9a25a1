import { type AutoSuggestGroup, type AutoSuggestItem, articleTypeBySlug, FILTER_KEYS } from "@odin/contracts";
import { brandPagePath } from "../brands";
import type { SearchBrand, SearchCorpus } from "./search-corpus";
import type { SearchIndex } from "./search-index";
import type { SearchMatches } from "./search-ranking";
import { searchTokens } from "./search-text";

/** Suggestions per group; 20 in all, the spec's minimum suggestion size (spec 2 §9). */
const LIMITS = { brands: 4, categories: 6, styles: 10 };
/** The best matches whose categories are counted. */
const CATEGORY_SAMPLE = 500;
/** Group titles (not given by the spec). */
const TITLES = { brands: "Brands", categories: "Categories", styles: "Products" };

const searchUrl = (text: string) => `/search?${FILTER_KEYS.query}=${encodeURIComponent(text)}`;

/**
 * The positions of the brands a brand journey stays in: those whose parent brand, name or one of
 * whose legal brand names is `parentBrand` (spec 2 §7: the first parent brand or legal brand name).
 */
export function brandJourneyMask(brands: readonly SearchBrand[], parentBrand: string): Uint8Array {
  const wanted = parentBrand.trim().toLowerCase();
  const same = (name: string) => name.toLowerCase() === wanted;
  return Uint8Array.from(brands, (brand) =>
    same(brand.parentBrand) || same(brand.name) || brand.legalBrandNames.some(same) ? 1 : 0,
  );
}

/** Brands whose name or code holds a typed word: brands named in full first, then by words matched. */
function brandItems(corpus: SearchCorpus, index: SearchIndex, matches: SearchMatches): AutoSuggestItem[] {
  const present = new Uint8Array(corpus.brands.length);
  for (const slot of matches.order) present[corpus.brandOf[slot] as number] = 1;
  const wordIds = matches.plan.words.map((expansions) => new Set(expansions.map(({ id }) => id)));
  return corpus.brands
    .map((brand, position) => {
      const terms = searchTokens(`${brand.name} ${brand.code}`).map((token) => index.idOf(token.term));
      const words = wordIds.filter((ids) => terms.some((id) => id !== undefined && ids.has(id))).length;
      return { brand, position, words, named: matches.plan.namedBrands.has(position) };
    })
    .filter(({ position, words }) => words > 0 && present[position] === 1)
    .sort((a, b) => Number(b.named) - Number(a.named) || b.words - a.words || a.position - b.position)
    .slice(0, LIMITS.brands)
    .map(({ brand }) => ({ type: "Brand", value: brand.name, url: brandPagePath(brand.code) }));
}

/**
 * The gender and article types most of the best matches belong to, each a search of its own; of
 * two as common, the one met first among the best matches.
 */
function categoryItems(corpus: SearchCorpus, matches: SearchMatches): AutoSuggestItem[] {
  const counts = new Map<string, { gender: string; article: string; count: number }>();
  for (const slot of matches.order.subarray(0, CATEGORY_SAMPLE)) {
    const { gender, article } = corpus.wordsOf(slot);
    const key = `${gender}|${article}`;
    const known = counts.get(key);
    if (known) known.count++;
    else counts.set(key, { gender, article, count: 1 });
  }
  return [...counts.values()]
    .sort((a, b) => b.count - a.count)
    .slice(0, LIMITS.categories)
    .map(({ gender, article }) => {
      const articleName = articleTypeBySlug(article)?.name ?? article;
      return {
        type: "Category",
        value: `${articleName} for ${gender}`,
        url: searchUrl(`${gender} ${articleName}`),
      };
    });
}

/** The best matching styles, those in stock first. */
function styleItems(corpus: SearchCorpus, matches: SearchMatches): AutoSuggestItem[] {
  const items: AutoSuggestItem[] = [];
  for (const wantStock of [1, 0]) {
    for (const slot of matches.order) {
      if (items.length === LIMITS.styles) return items;
      if (corpus.inStock[slot] !== wantStock) continue;
      const card = corpus.cardOf(slot);
      items.push({
        type: "Style",
        value: card.styleName,
        url: card.url,
        image: card.images.thumbnail,
        brand: card.brand,
        baseProduct: card.styleName,
        baseProductId: card.styleId,
      });
    }
  }
  return items;
}

/**
 * Suggestions for a term being typed (spec 2 §2 "Search", §3 "Autosuggest data") from its matches
 * (the last word completed): brands, categories and styles, each group only when it has something.
 */
export function buildSuggestions(
  corpus: SearchCorpus,
  index: SearchIndex,
  matches: SearchMatches,
): AutoSuggestGroup[] {
  if (matches.order.length === 0) return [];
  return [
    { title: TITLES.brands, list: brandItems(corpus, index, matches) },
    { title: TITLES.categories, list: categoryItems(corpus, matches) },
    { title: TITLES.styles, list: styleItems(corpus, matches) },
  ].filter((group) => group.list.length > 0);
}
