import { SEARCH, STORAGE_KEYS } from "@odin/contracts";
import { browserStorage, safeGet, safeRemove, safeSet } from "../../lib/api/storage";
import type { StorageLike } from "../../lib/api/types";

/**
 * Recent searches (spec 2 §3 "Search history", §4): the last 5 queries per brand, newest first. A
 * new query goes to the front after an identical one (ignoring case) is removed; a query that found
 * nothing is dropped from every brand's list. Stored as `{ [brand]: string[] }`.
 */
type History = Record<string, string[]>;

/** The list of pages outside any brand's site. */
export const MAIN_SITE = "main";

function isHistory(value: unknown): value is History {
  return (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((list) => Array.isArray(list) && list.every((q) => typeof q === "string"))
  );
}

/** The whole stored history; a corrupted value is removed and read as empty. */
function readHistory(storage: StorageLike): History {
  const raw = safeGet(storage, STORAGE_KEYS.searchHistory);
  if (raw === null) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isHistory(parsed)) return parsed;
  } catch {
    // fall through: corrupted
  }
  safeRemove(storage, STORAGE_KEYS.searchHistory);
  return {};
}

const sameQuery = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export function readRecentSearches(brand: string, storage = browserStorage("localStorage")): string[] {
  return (readHistory(storage)[brand] ?? []).slice(0, SEARCH.recentSearchesKept);
}

/** Puts `query` first in `brand`'s list and returns the new list. */
export function recordRecentSearch(
  query: string,
  brand: string,
  storage = browserStorage("localStorage"),
): string[] {
  const text = query.trim();
  const history = readHistory(storage);
  if (text === "") return history[brand] ?? [];
  const list = [text, ...(history[brand] ?? []).filter((old) => !sameQuery(old, text))].slice(
    0,
    SEARCH.recentSearchesKept,
  );
  safeSet(storage, STORAGE_KEYS.searchHistory, JSON.stringify({ ...history, [brand]: list }));
  return list;
}

/** Removes a query that found nothing from every brand's list. */
export function dropRecentSearch(query: string, storage = browserStorage("localStorage")): void {
  const text = query.trim();
  const history = readHistory(storage);
  const next = Object.fromEntries(
    Object.entries(history).map(([brand, list]) => [brand, list.filter((old) => !sameQuery(old, text))]),
  );
  safeSet(storage, STORAGE_KEYS.searchHistory, JSON.stringify(next));
}
