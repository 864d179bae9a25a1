import { PRODUCT, STORAGE_KEYS } from "@odin/contracts";
import { browserStorage, safeGet, safeRemove, safeSet } from "./api/storage";
import type { StorageLike } from "./api/types";

/**
 * Recently viewed styles (spec 2 §3 local storage key `recentlyViewedItems`, §9 default count 20):
 * style ids, newest first, without duplicates. Logout clears the key with the other user data.
 */
function isStyleIdList(value: unknown): value is number[] {
  return Array.isArray(value) && value.every((id) => Number.isInteger(id) && id > 0);
}

/** The stored ids, newest first; a corrupted value is removed and read as empty. */
export function readRecentlyViewed(storage: StorageLike = browserStorage("localStorage")): number[] {
  const raw = safeGet(storage, STORAGE_KEYS.recentlyViewedItems);
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isStyleIdList(parsed)) return parsed.slice(0, PRODUCT.recentlyViewedMax);
  } catch {
    // fall through: corrupted
  }
  safeRemove(storage, STORAGE_KEYS.recentlyViewedItems);
  return [];
}

/** Puts `styleId` first (moving it if already there), keeps at most 20 and returns the new list. */
export function recordRecentlyViewed(
  styleId: number,
  storage: StorageLike = browserStorage("localStorage"),
): number[] {
  const next = [styleId, ...readRecentlyViewed(storage).filter((id) => id !== styleId)].slice(
    0,
    PRODUCT.recentlyViewedMax,
  );
  safeSet(storage, STORAGE_KEYS.recentlyViewedItems, JSON.stringify(next));
  return next;
}
