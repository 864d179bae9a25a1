/**
 * Checks editorial HTML against an allow-list: a few text tags, links with http(s) or
 * site-relative targets, no attributes other than href/id/class. The server drops documents that
 * fail (spec 2 §3: "Docs with invalid HTML are dropped and logged"); the seed is tested against it.
 */
const ALLOWED_TAGS = new Set([
  "p",
  "ul",
  "ol",
  "li",
  "a",
  "strong",
  "em",
  "b",
  "i",
  "br",
  "h2",
  "h3",
  "h4",
  "span",
]);
const ALLOWED_ATTRIBUTES = new Set(["href", "id", "class"]);
const TAG = /<\/?([a-zA-Z0-9]+)([^>]*)>/g;
const ATTRIBUTE = /([a-zA-Z-:]+)\s*=\s*("([^"]*)"|'([^']*)')/g;

function safeHref(value: string): boolean {
  return /^(https?:\/\/|\/|#|mailto:|tel:)/.test(value.trim());
}

export function isSafeHtml(html: string): boolean {
  if (/<!--|<!\[CDATA\[|<\?/.test(html)) return false;
  for (const match of html.matchAll(TAG)) {
    const tag = match[1]?.toLowerCase() ?? "";
    if (!ALLOWED_TAGS.has(tag)) return false;
    const attributes = (match[2] ?? "").replace(/\/\s*$/, "");
    const consumed = attributes.replace(ATTRIBUTE, "").trim();
    if (consumed !== "") return false;
    for (const attribute of attributes.matchAll(ATTRIBUTE)) {
      const name = attribute[1]?.toLowerCase() ?? "";
      if (!ALLOWED_ATTRIBUTES.has(name)) return false;
      if (name === "href" && !safeHref(attribute[3] ?? attribute[4] ?? "")) return false;
    }
  }
  const withoutTags = html.replace(TAG, "");
  return !/[<>]/.test(withoutTags);
}
