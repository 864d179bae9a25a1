import { type BrandListItem, brandSearchProblem } from "@odin/contracts";

/** Brands whose name does not start with a letter are filed under "#". */
export const OTHER_LETTER = "#";
export const BRAND_LETTERS: readonly string[] = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZ", OTHER_LETTER];

/** Query keys of the brands list: the letter filter and the search box (GET, so they work unhydrated). */
export const BRANDS_LIST_KEYS = { letter: "letter", query: "q" } as const;

export interface BrandGroup {
  letter: string;
  brands: BrandListItem[];
}

export interface BrandsListView {
  groups: BrandGroup[];
  /** Letters that have at least one brand; the others are shown disabled. */
  letters: string[];
  /** The letter filter, or null for View All. */
  letter: string | null;
  /** What the search box holds, as typed. */
  query: string;
  /** The search message of spec 2 §5 when the search was refused. */
  error: string | null;
}

export function brandLetter(name: string): string {
  const first = name.trim().charAt(0).toUpperCase();
  return first >= "A" && first <= "Z" ? first : OTHER_LETTER;
}

function matches(brand: BrandListItem, words: string): boolean {
  const needle = words.toLowerCase().replace(/\s+/g, " ");
  return [brand.brandName, brand.legalBrandName].some((name) => name.toLowerCase().includes(needle));
}

/** Groups brands (already A-Z) by first letter, in the order of BRAND_LETTERS. */
export function groupByLetter(brands: readonly BrandListItem[]): BrandGroup[] {
  return BRAND_LETTERS.map((letter) => ({
    letter,
    brands: brands.filter((brand) => brandLetter(brand.brandName) === letter),
  })).filter((group) => group.brands.length > 0);
}

/**
 * What the brands list shows for its query: a valid search lists the matching brands of every
 * letter; otherwise the letter filter applies (View All by default), with the search message when
 * a search was refused.
 */
export function brandsListView(brands: readonly BrandListItem[], params: URLSearchParams): BrandsListView {
  const all = groupByLetter(brands);
  const letters = all.map((group) => group.letter);
  const typed = params.get(BRANDS_LIST_KEYS.query);
  if (typed !== null) {
    const problem = brandSearchProblem(typed);
    if (!problem) {
      return {
        groups: groupByLetter(brands.filter((brand) => matches(brand, typed.trim()))),
        letters,
        letter: null,
        query: typed,
        error: null,
      };
    }
    return {
      groups: all,
      letters,
      letter: null,
      query: typed,
      error: problem,
    };
  }
  const asked = params.get(BRANDS_LIST_KEYS.letter)?.toUpperCase() ?? null;
  const letter = asked && BRAND_LETTERS.includes(asked) ? asked : null;
  return {
    groups: letter ? all.filter((group) => group.letter === letter) : all,
    letters,
    letter,
    query: "",
    error: null,
  };
}

/** The address of a letter filter; null is View All. */
export function letterHref(letter: string | null): string {
  return letter ? `/brandslist?${BRANDS_LIST_KEYS.letter}=${encodeURIComponent(letter)}` : "/brandslist";
}
