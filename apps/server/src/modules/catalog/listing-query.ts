/**
 * Reads a listing query string in the filter keys of spec 2 §3 (f-br brand codes, f-co colours,
 * f-oc occasions, na, os, sort) plus the internal collection keys gender and article. Multiple
 * values are joined by "--" (spec 2 §3: "values joined by a separator (-- or -)").
 */
export const SORTS = ["popularity", "newest", "price_asc", "price_desc", "discount"] as const;
export type Sort = (typeof SORTS)[number];

export interface ListingQuery {
  brands: string[];
  colours: string[];
  occasions: string[];
  genders: string[];
  articles: string[];
  newArrivals: boolean;
  onSale: boolean;
  sort: Sort;
}

const MULTI_VALUE_SEPARATOR = "--";

function values(params: URLSearchParams, key: string): string[] {
  return params
    .getAll(key)
    .flatMap((value) => value.split(MULTI_VALUE_SEPARATOR))
    .map((value) => value.trim())
    .filter((value) => value !== "")
    .slice(0, 50);
}

export function parseListingQuery(query: string): ListingQuery {
  const params = new URLSearchParams(query.startsWith("?") ? query.slice(1) : query);
  const sort = params.get("sort");
  return {
    brands: values(params, "f-br").map((code) => code.toLowerCase()),
    colours: values(params, "f-co"),
    occasions: values(params, "f-oc"),
    genders: values(params, "gender"),
    articles: values(params, "article"),
    newArrivals: params.has("na"),
    onSale: params.has("os"),
    sort: SORTS.includes(sort as Sort) ? (sort as Sort) : params.has("na") ? "newest" : "popularity",
  };
}
