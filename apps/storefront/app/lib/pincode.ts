import { PATTERNS, STORAGE_KEYS } from "@odin/contracts";
import { browserStorage, safeGet, safeRemove, safeSet } from "./api/storage";
import type { StorageLike } from "./api/types";

/**
 * The shopper's pincode history (spec 2 §3 "Pincode history", §4): entries with pincode and
 * lastModifiedDate under `recentlyUsedPincode`, newest first. The current pincode is also kept in a
 * cookie so that server-rendered listings can apply delivery and store filters.
 */
export interface PincodeEntry {
  pincode: string;
  lastModifiedDate: string;
}

/** Entries kept. // value not given by the spec */
const HISTORY_SIZE = 5;
export const PINCODE_COOKIE = "pincode";
const COOKIE_MAX_AGE_S = 30 * 24 * 3600;

function isEntry(value: unknown): value is PincodeEntry {
  const entry = value as PincodeEntry;
  return (
    typeof entry === "object" &&
    entry !== null &&
    typeof entry.pincode === "string" &&
    PATTERNS.pincode.test(entry.pincode) &&
    typeof entry.lastModifiedDate === "string"
  );
}

/** The history, newest first; a corrupted one is removed and read as empty (spec 2 §4). */
export function readPincodeHistory(storage: StorageLike = browserStorage("localStorage")): PincodeEntry[] {
  const raw = safeGet(storage, STORAGE_KEYS.recentlyUsedPincode);
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (Array.isArray(parsed) && parsed.every(isEntry)) return parsed;
  } catch {
    // fall through: corrupted
  }
  safeRemove(storage, STORAGE_KEYS.recentlyUsedPincode);
  return [];
}

export function currentPincode(storage?: StorageLike): string | undefined {
  return readPincodeHistory(storage)[0]?.pincode;
}

/**
 * Makes `pincode` the current one. A pincode different from the current one clears the saved
 * address id and saved shipping methods (spec 2 §4).
 */
export function savePincode(
  pincode: string,
  storage: StorageLike = browserStorage("localStorage"),
  now: () => Date = () => new Date(),
): void {
  const history = readPincodeHistory(storage);
  if (history[0]?.pincode !== pincode) {
    safeRemove(storage, STORAGE_KEYS.shippingAddressId);
    safeRemove(storage, STORAGE_KEYS.savedShippingMethods);
  }
  const entry = { pincode, lastModifiedDate: now().toISOString() };
  const next = [entry, ...history.filter((item) => item.pincode !== pincode)].slice(0, HISTORY_SIZE);
  safeSet(storage, STORAGE_KEYS.recentlyUsedPincode, JSON.stringify(next));
  if (typeof document !== "undefined") {
    const secure = globalThis.location?.protocol === "https:" ? "; Secure" : "";
    // biome-ignore lint/suspicious/noDocumentCookie: one validated 6-digit value; the Cookie Store API is not in every browser we serve.
    document.cookie = `${PINCODE_COOKIE}=${pincode}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
  }
}

/** The pincode cookie of a request (server-side loaders), when it holds a valid pincode. */
export function pincodeFromCookie(cookieHeader: string | null): string | undefined {
  const match = cookieHeader?.match(/(?:^|;\s*)pincode=(\d{6})(?:;|$)/);
  return match && PATTERNS.pincode.test(match[1] ?? "") ? match[1] : undefined;
}
