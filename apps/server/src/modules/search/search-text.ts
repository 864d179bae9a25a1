/**
 * How search reads words, the same for the catalog and for what shoppers type: lower case without
 * accents, apostrophes dropped ("men's" → "mens"), hyphenated words joined ("T-Shirt" → "tshirt",
 * its parts kept as lesser words), plurals reduced to one form ("kurtis" → "kurti").
 */

export interface Token {
  /** The word reduced to its search form. */
  term: string;
  /** The word as written, lower case (prefix completion works on it). */
  raw: string;
  /** A part of a hyphenated word: matched, but worth less than the whole. */
  part: boolean;
}

/** Words a query may hold that say nothing about the product. */
const STOPWORDS = new Set(["a", "an", "and", "by", "for", "from", "in", "of", "on", "the", "to", "with"]);

export const isStopword = (term: string) => STOPWORDS.has(term);

/** One form for singular and plural: "dresses" → "dress", "watches" → "watch", "jeans" → "jean". */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (/ies$/.test(word) && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ss|ch|sh|x|z)es$/.test(word)) return word.slice(0, -2);
  if (/(ss|us)$/.test(word)) return word;
  return word.endsWith("s") ? word.slice(0, -1) : word;
}

function fold(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/['’`]/g, "");
}

/** The tokens of a text, in order; parts of a hyphenated word follow the whole. */
export function searchTokens(text: string): Token[] {
  const tokens: Token[] = [];
  for (const chunk of fold(text).split(/[^\p{L}\p{N}-]+/u)) {
    const parts = chunk.split("-").filter((part) => part !== "");
    if (parts.length === 0) continue;
    const whole = parts.join("");
    tokens.push({ term: stem(whole), raw: whole, part: false });
    if (parts.length > 1) {
      for (const part of parts) if (part.length > 1) tokens.push({ term: stem(part), raw: part, part: true });
    }
  }
  return tokens;
}

/**
 * Words shoppers in India use for the same thing (spelling, slang, plural and singular are handled
 * by `stem`). Every word of a group finds the others, a little below its own matches.
 */
const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ["tshirt", "tee", "teeshirt"],
  ["kurta", "kurti"],
  ["trouser", "pant", "slack"],
  ["sneaker", "shoe", "trainer"],
  ["jean", "denim"],
  ["handbag", "bag", "purse"],
  ["fragrance", "perfume", "scent"],
  ["saree", "sari"],
  ["innerwear", "underwear"],
  ["grey", "gray"],
  ["men", "man", "gent", "male"],
  ["women", "woman", "lady", "female"],
  ["kid", "child", "children"],
];
/** One-way: a word that covers narrower ones. */
const BROADER: Readonly<Record<string, readonly string[]>> = { kid: ["boy", "girl"] };

export const SYNONYM_FACTOR = 0.85;

/** Search forms that mean the same as `term` (not `term` itself). */
export function synonymsOf(term: string): readonly string[] {
  const group = SYNONYM_GROUPS.find((members) => members.includes(term));
  const same = group ? group.filter((member) => member !== term) : [];
  return [...same, ...(BROADER[term] ?? [])];
}
