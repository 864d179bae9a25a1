/** Lowercase hyphenated words: "Kesar & Kin" → "kesar-and-kin", "T-Shirt" → "t-shirt". */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** "a" or "an" before a word. */
export function article(word: string): string {
  return /^[aeiou]/i.test(word) ? "an" : "a";
}
