import { type AutoSuggestGroup, type AutoSuggestItem, articleTypeBySlug, FILTER_KEYS } from "@odin/contracts";
import { brandPagePath } from "../brands/brands.service";
import type { CatalogIndex } from "../catalog/catalog-index";
import { type SearchMatches, searchCatalog } from "./search-ranking";
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
export function brandJourneyMask(catalog: CatalogIndex, parentBrand: string): Uint8Array {
  const wanted = parentBrand.trim().toLowerCase();
  const same = (name: string) => name.toLowerCase() === wanted;
  return Uint8Array.from(catalog.brands, (brand) =>
    same(brand.parentBrand) || same(brand.name) || brand.legalBrandNames.some(same) ? 1 : 0,
  );
}

/** Brands whose name or code holds a typed word: brands named in full first, then by words matched. */
function brandItems(catalog: CatalogIndex, matches: SearchMatches): AutoSuggestItem[] {
  const present = new Uint8Array(catalog.brands.length);
  for (const slot of matches.order) present[catalog.col.brand[slot] as number] = 1;
  const wordIds = matches.plan.words.map((expansions) => new Set(expansions.map(({ id }) => id)));
  const { index } = matches;
  return catalog.brands
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

/** The gender and article types most of the best matches belong to, each a search of its own. */
function categoryItems(catalog: CatalogIndex, matches: SearchMatches): AutoSuggestItem[] {
  const { gender, article } = catalog.col;
  const counts = new Map<number, number>();
  const width = catalog.articles.size;
  for (const slot of matches.order.subarray(0, CATEGORY_SAMPLE)) {
    const key = (gender[slot] as number) * width + (article[slot] as number);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, LIMITS.categories)
    .map(([key]) => {
      const genderName = catalog.genders.names[Math.floor(key / width)] ?? "";
      const slug = catalog.articles.names[key % width] ?? "";
      const articleName = articleTypeBySlug(slug)?.name ?? slug;
      return {
        type: "Category",
        value: `${articleName} for ${genderName}`,
        url: searchUrl(`${genderName} ${articleName}`),
      };
    });
}

/** The best matching styles, those in stock first. */
function styleItems(catalog: CatalogIndex, matches: SearchMatches): AutoSuggestItem[] {
  const items: AutoSuggestItem[] = [];
  for (const wantStock of [1, 0]) {
    for (const slot of matches.order) {
      if (items.length === LIMITS.styles) return items;
      if (catalog.col.inStock[slot] !== wantStock) continue;
      const card = catalog.cards[slot];
      if (!card) continue;
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
 * Suggestions for a term being typed (spec 2 §2 "Search", §3 "Autosuggest data"): brands,
 * categories and styles, each group only when it has something. `allowed` restricts them to the
 * brand journey's brands.
 */
export function buildSuggestions(
  catalog: CatalogIndex,
  term: string,
  allowed?: Uint8Array,
): AutoSuggestGroup[] {
  const matches = searchCatalog(catalog, term, { complete: true, ...(allowed ? { brands: allowed } : {}) });
  if (matches.order.length === 0) return [];
  return [
    { title: TITLES.brands, list: brandItems(catalog, matches) },
    { title: TITLES.categories, list: categoryItems(catalog, matches) },
    { title: TITLES.styles, list: styleItems(catalog, matches) },
  ].filter((group) => group.list.length > 0);
}
