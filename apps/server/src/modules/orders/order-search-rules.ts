import { INT32 } from "@odin/contracts";

/**
 * The back office's order search, its pure part (decision 65): what the one search box was given,
 * the keyset cursor of a page, and the India days of the date filters as instants.
 */

/** What the search box holds, told apart by its shape. */
export type SearchTerm =
  | { kind: "orderNumber"; value: string }
  | { kind: "phone"; value: string }
  | { kind: "email"; value: string }
  | { kind: "transaction"; value: string }
  /** Some other reference: an order number or our transaction id as typed, or a gateway's payment id. */
  | { kind: "reference"; value: string; upper: string };

/** An Indian mobile number as accounts and addresses keep it: ten digits, the first 6 to 9. */
const MOBILE = /^[6-9]\d{9}$/;

/** The phone's ten digits, whether typed with +91, 91 or 0 in front, spaces, dashes or brackets. */
function mobileOf(text: string): string | undefined {
  if (!/^[+\d\s()-]+$/.test(text)) return undefined;
  const digits = text.replace(/\D/g, "");
  const national = digits.length === 12 && digits.startsWith("91") ? digits.slice(2) : digits;
  const local = national.length === 11 && national.startsWith("0") ? national.slice(1) : national;
  return MOBILE.test(local) ? local : undefined;
}

export function searchTermOf(text: string): SearchTerm | undefined {
  const value = text.trim();
  if (value === "") return undefined;
  if (value.includes("@")) return { kind: "email", value: value.toLowerCase() };
  const mobile = mobileOf(value);
  if (mobile) return { kind: "phone", value: mobile };
  const upper = value.toUpperCase();
  if (/^OD\d+$/.test(upper)) return { kind: "orderNumber", value: upper };
  if (/^TX[0-9A-F]+$/.test(upper)) return { kind: "transaction", value: upper };
  return { kind: "reference", value, upper };
}

/** Where a page ends: the last order's placing instant (to the microsecond, as stored) and its id. */
export interface Cursor {
  /** ISO 8601 in UTC with up to six decimals: PostgreSQL keeps microseconds, a Date only milliseconds. */
  at: string;
  id: number;
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.at}|${cursor.id}`).toString("base64url");
}

/** The cursor a page's `next` was; undefined for anything this server did not write. */
export function decodeCursor(text: string): Cursor | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return undefined;
  const [at, id, ...rest] = Buffer.from(text, "base64url").toString("utf8").split("|");
  if (rest.length > 0 || !at || !id || !INSTANT.test(at) || Number.isNaN(Date.parse(at))) return undefined;
  if (!/^\d{1,10}$/.test(id) || Number(id) < 1 || Number(id) > INT32.max) return undefined;
  return { at, id: Number(id) };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The first instant of an India calendar day (yyyy-mm-dd). */
export function indiaDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+05:30`);
}

/** The first instant after an India calendar day: "up to 28 Nov" takes the whole of 28 Nov, India time. */
export function indiaDayEnd(day: string): Date {
  return new Date(indiaDayStart(day).getTime() + DAY_MS);
}
