/**
 * JSON text of a generated value. A `RawJson` inside it is written as is, so a request can carry what
 * a JavaScript value cannot: numbers beyond a double (`1e400`, 20-digit integers) and nesting deeper
 * than `JSON.stringify` can walk.
 */
export class RawJson {
  constructor(readonly text: string) {}
}

const MARK = "@@odin-fuzz-raw:";
const MARKED = new RegExp(`"${MARK}(\\d+)@@"`, "g");

export function toJsonText(value: unknown): string {
  const raw: string[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (item instanceof RawJson) return `${MARK}${raw.push(item.text) - 1}@@`;
    if (typeof item === "bigint") return `${MARK}${raw.push(item.toString()) - 1}@@`;
    return item;
  });
  return text.replace(MARKED, (_match, index: string) => raw[Number(index)] ?? "null");
}

/** The text of a value where only text can go: a path segment, a query value, a header. */
export function toParamText(value: unknown): string {
  if (typeof value === "string") return value;
  if (value instanceof RawJson) return value.text;
  if (value === null || typeof value !== "object") return String(value);
  return toJsonText(value);
}

/**
 * Percent-encoding that also writes lone surrogates (their WTF-8 bytes), which `encodeURIComponent`
 * refuses to encode, so the server meets them as a real client's bytes.
 */
export function percentEncode(text: string): string {
  let encoded = "";
  for (const char of text) {
    try {
      encoded += encodeURIComponent(char);
    } catch {
      const unit = char.charCodeAt(0);
      const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
      encoded += bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join("");
    }
  }
  return encoded;
}
