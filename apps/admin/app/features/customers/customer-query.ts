import { ADMIN_MESSAGES } from "@odin/contracts";

/**
 * The Customers lookup's address (`/admin/customers?q=…&after=…`), and what the server would refuse
 * in it, said before asking. The server reads `q` the same way (back-office/customers/
 * customer-search-rules.ts): digits are a phone number, anything with an @ a whole e-mail address,
 * the rest the start of a name.
 */

/** Separators people type inside phone numbers, ignored as the server ignores them. */
const PHONE_SEPARATORS = /[\s\-().]/g;
const PHONE_LIKE = /^\+?\d+$/;
const INDIAN_MOBILE = /^(?:\+?91)?\d{10}$/;

export const PHONE_DIGITS =
  "A phone number has 10 digits, with or without +91 before them. Check the number and search again.";

export interface LookupView {
  q: string;
  after: string | undefined;
}

export function lookupViewOf(search: URLSearchParams): LookupView {
  return { q: (search.get("q") ?? "").trim(), after: search.get("after") ?? undefined };
}

/** Why the lookup would find nothing or be refused, or undefined when it may be asked. */
export function lookupProblem(q: string): string | undefined {
  if (q.length < 2) return ADMIN_MESSAGES.customers.queryTooShort;
  const digits = q.replace(PHONE_SEPARATORS, "");
  if (PHONE_LIKE.test(digits) && !INDIAN_MOBILE.test(digits)) return PHONE_DIGITS;
  return undefined;
}

/** The search part of the address of the lookup of `q` from the shopper after `after` (none: the first page). */
export function lookupSearchOf(q: string, after?: string): string {
  const params = new URLSearchParams({ q });
  if (after) params.set("after", after);
  return `?${params.toString()}`;
}
