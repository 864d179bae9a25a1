import { SEARCH } from "./constants";

/**
 * Search input rules of spec 2 §5, as plain functions so the browser needs no schema library
 * (decision 13): the form and the server apply the same ones.
 */

/** Markup and script shapes a suggestion term must not contain. */
const SCRIPT_INJECTION =
  /<[^>]*>|<\s*\/?\s*script|javascript\s*:|data\s*:\s*text\/html|\bon[a-z]+\s*=|&#|%3c/i;

/** "Input is sanitised for HTML; a '<' typed is removed." */
export function sanitiseSearchInput(value: string): string {
  return value.replace(/<[^>]*>/g, "").replace(/[<>]/g, "");
}

export function hasScriptInjection(value: string): boolean {
  return SCRIPT_INJECTION.test(value);
}

/** Why a term may not be sent for suggestions, or null when it may (3+ characters, no script). */
export function searchTermProblem(term: string): "too_short" | "script" | null {
  if (hasScriptInjection(term)) return "script";
  if (term.trim().length < SEARCH.autosuggestMinChars) return "too_short";
  return null;
}

/** A submit with blank or whitespace-only text and no filter is refused. */
export function isBlankSearch(query: string, filterCount: number): boolean {
  return query.trim().length === 0 && filterCount === 0;
}
