import { z } from "zod";
import * as formats from "./formats";
import * as messages from "./messages";

/**
 * The building blocks of every request schema (house rule 12: bad input gets a clear 4xx, never a
 * 5xx). PostgreSQL refuses what JavaScript accepts: an integer beyond its `integer` column or a NUL in
 * a `text` value fails the query, which answered 500 before these bounds. A request schema takes its
 * numbers and text from here; `request-bounds.test.ts` walks every one and fails on a raw
 * `z.string()` or an unbounded integer.
 */

/** PostgreSQL's `integer` (and `serial`): every id and count column of `packages/db` is one. */
export const INT32 = { min: -2_147_483_648, max: 2_147_483_647 } as const;

function checkedRange(min: number, max: number): string {
  if (!Number.isInteger(min) || !Number.isInteger(max) || min > max || min < INT32.min || max > INT32.max) {
    throw new RangeError(`A whole number range must lie inside PostgreSQL's integer: ${min} to ${max}`);
  }
  return formats.wholeNumberRange(min, max);
}

/** A whole number from `min` to `max` (both included) in a JSON body. */
export function boundedInt(min: number, max: number) {
  const error = checkedRange(min, max);
  return z.int({ error }).min(min, { error }).max(max, { error });
}

/** A whole number from `min` to `max` read from a path or query string ("12"). */
export function boundedIntParam(min: number, max: number) {
  const error = checkedRange(min, max);
  return z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });
}

/** A row id (`serial`, or an `integer` column pointing at one): 1 to 2,147,483,647, in a JSON body. */
export const id = boundedInt(1, INT32.max);

/** A row id in a path or query string. */
export const idParam = boundedIntParam(1, INT32.max);

/**
 * C0 and C1 control characters (U+0000-U+001F, U+007F-U+009F) and lone UTF-16 surrogates, which no
 * database text can hold; a surrogate pair (an emoji) is fine. Written without the `u` flag so the
 * OpenAPI `pattern` means the same in every JSON Schema validator.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is its job
const SINGLE_LINE = /^(?:[^\u0000-\u001f\u007f-\u009f\ud800-\udfff]|[\ud800-\udbff][\udc00-\udfff])*$/;
/** The same, but tab, line feed and carriage return are allowed. */
const MULTI_LINE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is its job
  /^(?:[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ud800-\udfff]|[\ud800-\udbff][\udc00-\udfff])*$/;

/** One line of text, at most `max` characters, with no control characters. Chain `.trim()`, `.min()`. */
export function text(max: number) {
  return z
    .string()
    .max(max, { error: formats.maxCharacters(max) })
    .regex(SINGLE_LINE, { error: messages.input.invisibleCharacters });
}

/** Free text over several lines (a review, a message): like `text`, but tab and line breaks pass. */
export function multilineText(max: number) {
  return z
    .string()
    .max(max, { error: formats.maxCharacters(max) })
    .regex(MULTI_LINE, { error: messages.input.invisibleCharacters });
}
