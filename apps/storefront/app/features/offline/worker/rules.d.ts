/** The types of rules.js, the service worker's rules (plain JavaScript: the server serves it as it is). */

export type Strategy = "asset" | "image" | "product-page" | "product-data" | "page" | "network" | "pass";

export interface CacheNames {
  assets: string;
  images: string;
  pages: string;
  offline: string;
}

/** What the rules read of a request (a Fetch API Request has it). */
export interface RequestFacts {
  url: string;
  method: string;
  mode: string;
}

/** What the rules read of a response (a Fetch API Response has it). */
export interface ResponseFacts {
  status: number;
  type: string;
  redirected: boolean;
  headers: { get(name: string): string | null };
}

export const CACHE_PREFIX: string;
export const LIMITS: { pages: number; images: number };
export const PAGE_FRESH_MS: number;
export const STORED_AT: string;
export const OFFLINE_PATH: string;
export const PRIVATE_PAGES: RegExp;

export function cacheNamesOf(version: string): CacheNames;
export function staleCachesOf(names: readonly string[], version: string): string[];
export function strategyOf(request: RequestFacts, origin: string, productPath: RegExp): Strategy;
export function pageKeyOf(url: string): string;
export function isStorablePage(path: string, response: ResponseFacts, productPath: RegExp): boolean;
export function isStorableFile(response: Pick<ResponseFacts, "status" | "type">): boolean;
export function isFresh(storedAt: string | null, now: number): boolean;
export function overflowOf<T>(keys: readonly T[], limit: number): T[];
export function staticCopyOf(html: string): string;
export function stylesheetsOf(html: string): string[];
