import fc from "fast-check";
import { RawJson } from "./json-text";

/**
 * Values a careless or hostile client sends, whatever the schema says. Fixed lists hold the edges
 * that random generation rarely meets (column ranges, NUL, lone surrogates); fast-check's own
 * arbitraries add the random rest.
 */

const INT32 = 2 ** 31;
const SAFE = Number.MAX_SAFE_INTEGER;

const NUMBER_EDGES = [
  0,
  -0,
  1,
  -1,
  INT32 - 1,
  INT32,
  -INT32,
  -INT32 - 1,
  2 ** 32,
  99_999_999_999,
  100_000_000_000,
  SAFE,
  SAFE + 1,
  -SAFE,
  -SAFE - 1,
  2 ** 63,
  -(2 ** 63),
  2 ** 64,
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  0.5,
  1.5,
  -1.5,
];

/** Numerals a double cannot hold: JSON.parse turns them into Infinity or a rounded number. */
const RAW_NUMERALS = [
  "9223372036854775807",
  "9223372036854775808",
  "-9223372036854775809",
  "18446744073709551616",
  "123456789012345678901234567890",
  "1e400",
  "-1e400",
  "1E2",
  "1.0",
  "0.0000000000000000000001",
].map((text) => new RawJson(text));

/** Strings that look like numbers to someone, not to JSON. */
const NUMERIC_STRINGS = [
  "NaN",
  "Infinity",
  "-Infinity",
  "1e999",
  "0x10",
  "0b1",
  "1_000",
  " 1",
  "1 ",
  "+1",
  "-0",
  "1.5",
  "2147483648",
  "99999999999",
  "9223372036854775808",
  "١٢٣",
  "１２３",
];

const CONTROL_CHARACTERS = [
  ...Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)),
  "\u007f",
  "\u0085",
  "\u2028",
  "\u2029",
  "\ufeff",
  "\u200b",
  "\u202e",
];

const LONE_SURROGATES = ["\ud800", "\udfff", "a\ud83d", "\udc00\ud800", "x\udbffy"];

const INJECTIONS = [
  "' OR '1'='1",
  "1; DROP TABLE users; --",
  "'; select pg_sleep(10); --",
  "%' AND 1=1 --",
  "\\",
  "'",
  '"',
  "`",
  "$1",
  "%",
  "_",
  "*",
  "(((((((((((((((((((((((((((((((",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "{{7*7}}",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, meant literally.
  "${7*7}",
  "../../../../etc/passwd",
  "%00",
  "%s%n%x",
  "__proto__",
  "constructor",
  "toString",
  "null",
  "undefined",
  "true",
  "[]",
  '{"a":1}',
];

/** Text long enough to hurt, sized for where it goes: a URL stays within what an HTTP server accepts. */
function longTexts(maxLength: number): string[] {
  const texts = [
    "a".repeat(300),
    "9".repeat(1_000),
    "🙂".repeat(2_000),
    "e\u0301".repeat(2_000),
    "\u0915\u094d\u0937".repeat(1_000),
    `${"a".repeat(5_000)}!`,
    "\u0000".repeat(1_000),
    "x".repeat(100_000),
    "ẞ".repeat(300_000),
  ];
  return texts.filter((text) => text.length <= maxLength);
}

/** NUL first: PostgreSQL refuses it in any text, so it is the control character that costs a 500. */
const CONTROL = fc.oneof(fc.constant("\u0000"), fc.constantFrom(...CONTROL_CHARACTERS));

export function hostileString(maxLength: number): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 2, arbitrary: CONTROL },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.string({ maxLength: 12 }), CONTROL, fc.string({ maxLength: 12 }))
        .map(([before, control, after]) => before + control + after),
    },
    { weight: 2, arbitrary: fc.constantFrom("", " ", "\t", ...NUMERIC_STRINGS, ...INJECTIONS) },
    { weight: 1, arbitrary: fc.constantFrom(...LONE_SURROGATES) },
    { weight: 1, arbitrary: fc.constantFrom(...longTexts(maxLength)) },
    { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ unit: "binary-ascii", maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  );
}

export function hostileNumber(): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constantFrom(...NUMBER_EDGES),
    fc.constantFrom(...RAW_NUMERALS),
    fc.constantFrom(...NUMERIC_STRINGS),
    fc.integer(),
    fc.maxSafeInteger(),
    fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }),
    fc.double(),
  );
}

/** Arrays and objects nested deeper than any schema here, written as text (JSON.stringify would overflow). */
const DEEP_NESTING = [64, 2_000, 100_000].flatMap((depth) => [
  new RawJson(`${"[".repeat(depth)}${"]".repeat(depth)}`),
  new RawJson(`${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`),
]);

/** A value of the wrong kind: the schema's type never matters to this one. */
export function wrongType(): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constantFrom(null, true, false, 0, "", [], {}, [null], { "": null }),
    fc.jsonValue({ maxDepth: 3 }),
    fc.constantFrom(...DEEP_NESTING),
  );
}

/** Keys a client should not send: prototype names, empty, control characters, very long. */
export function hostileKey(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(
      "__proto__",
      "constructor",
      "prototype",
      "",
      " ",
      "a\u0000",
      "\ud800",
      "k".repeat(10_000),
    ),
    fc.string({ unit: "binary", maxLength: 20 }),
  );
}
