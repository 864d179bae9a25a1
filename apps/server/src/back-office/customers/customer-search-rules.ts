import type { CustomerMatch } from "@odin/contracts";
import type { ShopperCursor, ShopperSearch } from "../../modules/users";

/**
 * What staff typed into the Customers lookup, read as a search (pure). Digits (with spaces, dashes,
 * brackets and a leading +91 or 91) are a phone number, which must then be 10 digits; anything with
 * an @ is an e-mail, matched whole in any case; the rest is the start of a name.
 */

/** Separators people type inside phone numbers. */
const PHONE_SEPARATORS = /[\s\-().]/g;
const PHONE_LIKE = /^\+?\d+$/;
const INDIAN_MOBILE = /^(?:\+?91)?(\d{10})$/;

export type ReadSearch = { match: CustomerMatch; search: ShopperSearch | undefined };

/** The search `q` asks for; `search` is undefined for digits that are no 10-digit number (nothing matches). */
export function readCustomerQuery(q: string): ReadSearch {
  const value = q.trim();
  const digits = value.replace(PHONE_SEPARATORS, "");
  if (PHONE_LIKE.test(digits)) {
    const mobileNumber = INDIAN_MOBILE.exec(digits)?.[1];
    return { match: "phone", search: mobileNumber ? { by: "phone", mobileNumber } : undefined };
  }
  if (value.includes("@")) return { match: "email", search: { by: "email", email: value.toLowerCase() } };
  return { match: "name", search: { by: "name", prefix: value.replace(/\s+/g, " ") } };
}

/** A page's end as the `next` the client passes back: opaque, URL-safe. */
export function encodeCursor(cursor: ShopperCursor): string {
  return Buffer.from(JSON.stringify([cursor.name, cursor.id])).toString("base64url");
}

/** The cursor of a `next`, or undefined when it is not one this server made. */
export function decodeCursor(after: string): ShopperCursor | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(after, "base64url").toString("utf8"));
    if (!Array.isArray(value) || value.length !== 2) return undefined;
    const [name, id] = value;
    if (typeof name !== "string" || name.length > 300 || !Number.isSafeInteger(id) || id < 1)
      return undefined;
    return { name, id };
  } catch {
    return undefined;
  }
}
