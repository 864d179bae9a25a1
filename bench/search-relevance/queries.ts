/**
 * What a shopper typing each query expects near the top, as predicates over the deterministic demo
 * seed (packages/db/src/seed: the same styles for the same count on every run), so the set holds
 * whatever the style ids. A result is relevant when it satisfies any of the case's predicates; every
 * field given must hold (values are alternatives). `name` is a word the style name must contain.
 */
export interface Expectation {
  /** Brand codes. */
  brand?: string[];
  /** Article type slugs. */
  article?: string[];
  colour?: string[];
  gender?: string[];
  occasion?: string[];
  name?: string;
}

export type QueryKind = "typo" | "mixed" | "brand" | "article" | "synonym";

export interface RelevanceCase {
  query: string;
  kind: QueryKind;
  expect: Expectation | Expectation[];
}

const TEES = ["tshirts", "kids-tshirts"];
const KURTAS = ["kurtas", "kurtis"];

export const RELEVANCE_CASES: readonly RelevanceCase[] = [
  // Typos
  { query: "jens", kind: "typo", expect: { article: ["jeans"] } },
  { query: "tshrt", kind: "typo", expect: { article: TEES } },
  { query: "snekers", kind: "typo", expect: { article: ["sneakers"] } },
  { query: "sneakres", kind: "typo", expect: { article: ["sneakers"] } },
  { query: "kurthi", kind: "typo", expect: { article: ["kurtis"] } },
  { query: "kurtaa", kind: "typo", expect: { article: KURTAS } },
  { query: "sareee", kind: "typo", expect: { article: ["sarees"] } },
  { query: "trousres", kind: "typo", expect: { article: ["trousers"] } },
  { query: "jaket", kind: "typo", expect: { article: ["jackets"] } },
  { query: "handbgs", kind: "typo", expect: { article: ["handbags"] } },
  { query: "wach", kind: "typo", expect: { article: ["watches"] } },
  { query: "perfum", kind: "typo", expect: { article: ["fragrances"] } },
  { query: "dres", kind: "typo", expect: { article: ["dresses"] } },
  { query: "shrits", kind: "typo", expect: { article: ["shirts"] } },
  { query: "skrit", kind: "typo", expect: { article: ["skirts"] } },
  { query: "neelam weves", kind: "typo", expect: { brand: ["nw"] } },
  { query: "flint mils", kind: "typo", expect: { brand: ["fm"] } },
  { query: "chronolef", kind: "typo", expect: { brand: ["cl"] } },
  { query: "blak jeans", kind: "typo", expect: { article: ["jeans"], colour: ["Black"] } },
  // Mixed: colour, article, gender, occasion, cut
  { query: "red polo men", kind: "mixed", expect: { article: ["polos"], colour: ["Red"], gender: ["Men"] } },
  {
    query: "black jeans women",
    kind: "mixed",
    expect: { article: ["jeans"], colour: ["Black"], gender: ["Women"] },
  },
  {
    query: "blue shirt men",
    kind: "mixed",
    expect: { article: ["shirts"], colour: ["Blue"], gender: ["Men"] },
  },
  { query: "white sneakers", kind: "mixed", expect: { article: ["sneakers"], colour: ["White"] } },
  { query: "navy blue polo", kind: "mixed", expect: { article: ["polos"], colour: ["Navy Blue"] } },
  {
    query: "festive kurta women",
    kind: "mixed",
    expect: { article: KURTAS, occasion: ["Festive"], gender: ["Women"] },
  },
  { query: "printed kurti", kind: "mixed", expect: { article: ["kurtis"], name: "Printed" } },
  { query: "slim fit jeans", kind: "mixed", expect: { article: ["jeans"], name: "Slim Fit" } },
  { query: "black formal shoes", kind: "mixed", expect: { article: ["formal-shoes"], colour: ["Black"] } },
  { query: "leather strap watch", kind: "mixed", expect: { article: ["watches"], name: "Leather Strap" } },
  { query: "floral dress", kind: "mixed", expect: { article: ["dresses"], name: "Floral" } },
  { query: "girls dresses", kind: "mixed", expect: { article: ["dresses"], gender: ["Girls"] } },
  { query: "men kurta", kind: "mixed", expect: { article: ["kurtas"], gender: ["Men"] } },
  { query: "red saree", kind: "mixed", expect: { article: ["sarees"], colour: ["Red"] } },
  { query: "checked shirt", kind: "mixed", expect: { article: ["shirts"], name: "Checked" } },
  { query: "denim jacket", kind: "mixed", expect: { article: ["jackets"], name: "Denim" } },
  { query: "running shoes", kind: "mixed", expect: { article: ["sneakers"], name: "Running" } },
  { query: "sports shorts", kind: "mixed", expect: { article: ["shorts"], occasion: ["Sports"] } },
  { query: "white tee", kind: "mixed", expect: { article: TEES, colour: ["White"] } },
  { query: "party dress", kind: "mixed", expect: { article: ["dresses"], occasion: ["Party"] } },
  { query: "flint mills jeans", kind: "mixed", expect: { brand: ["fm"], article: ["jeans"] } },
  { query: "boys tshirt", kind: "mixed", expect: { article: TEES, gender: ["Boys"] } },
  // Brands
  { query: "neelam weaves", kind: "brand", expect: { brand: ["nw"] } },
  { query: "urban stripe", kind: "brand", expect: { brand: ["us"] } },
  { query: "flint mills", kind: "brand", expect: { brand: ["fm"] } },
  { query: "stride essentials", kind: "brand", expect: { brand: ["se"] } },
  { query: "kesar & kin", kind: "brand", expect: { brand: ["kc"] } },
  { query: "mist & musk", kind: "brand", expect: { brand: ["mm"] } },
  { query: "chronoleaf", kind: "brand", expect: { brand: ["cl"] } },
  { query: "saffron steps", kind: "brand", expect: { brand: ["ss"] } },
  { query: "tinytrail", kind: "brand", expect: { brand: ["tt"] } },
  { query: "indigo bay", kind: "brand", expect: { brand: ["ib"] } },
  { query: "peak trail", kind: "brand", expect: { brand: ["pt"] } },
  { query: "gully threads", kind: "brand", expect: { brand: ["gt"] } },
  { query: "uspolo", kind: "brand", expect: { brand: ["us"] } },
  // Article types
  { query: "jeans", kind: "article", expect: { article: ["jeans"] } },
  { query: "kurtis", kind: "article", expect: { article: ["kurtis"] } },
  { query: "sarees", kind: "article", expect: { article: ["sarees"] } },
  { query: "watches", kind: "article", expect: { article: ["watches"] } },
  { query: "sneakers", kind: "article", expect: { article: ["sneakers"] } },
  { query: "polos", kind: "article", expect: { article: ["polos"] } },
  { query: "handbags", kind: "article", expect: { article: ["handbags"] } },
  { query: "caps", kind: "article", expect: { article: ["caps"] } },
  { query: "lingerie", kind: "article", expect: { article: ["lingerie"] } },
  { query: "fragrances", kind: "article", expect: { article: ["fragrances"] } },
  { query: "trousers", kind: "article", expect: { article: ["trousers"] } },
  { query: "jackets", kind: "article", expect: { article: ["jackets"] } },
  { query: "shirts", kind: "article", expect: { article: ["shirts"] } },
  // Synonyms, spellings and plurals
  { query: "tees", kind: "synonym", expect: { article: TEES } },
  { query: "t-shirt", kind: "synonym", expect: { article: TEES } },
  { query: "t shirt", kind: "synonym", expect: { article: TEES } },
  { query: "tshirts", kind: "synonym", expect: { article: TEES } },
  { query: "kurta", kind: "synonym", expect: { article: KURTAS } },
  { query: "kurti", kind: "synonym", expect: { article: ["kurtis"] } },
  { query: "pants", kind: "synonym", expect: { article: ["trousers"] } },
  { query: "trouser", kind: "synonym", expect: { article: ["trousers"] } },
  { query: "shoes", kind: "synonym", expect: { article: ["sneakers", "formal-shoes"] } },
  { query: "sneaker", kind: "synonym", expect: { article: ["sneakers"] } },
  { query: "denim", kind: "synonym", expect: [{ article: ["jeans"] }, { name: "Denim" }] },
  { query: "perfume", kind: "synonym", expect: { article: ["fragrances"] } },
  { query: "ladies kurti", kind: "synonym", expect: { article: ["kurtis"], gender: ["Women"] } },
  { query: "mens shirts", kind: "synonym", expect: { article: ["shirts"], gender: ["Men"] } },
  { query: "tshirts for men", kind: "synonym", expect: { article: TEES, gender: ["Men"] } },
  { query: "bag", kind: "synonym", expect: { article: ["handbags"] } },
  { query: "gray jeans", kind: "synonym", expect: { article: ["jeans"], colour: ["Grey"] } },
  { query: "sari", kind: "synonym", expect: { article: ["sarees"] } },
];
