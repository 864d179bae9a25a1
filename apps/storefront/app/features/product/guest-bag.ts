import { BAG, type GuestCartItem, STORAGE_KEYS } from "@odin/contracts";
import { browserStorage, safeGet, safeSet } from "../../lib/api/storage";
import type { StorageLike } from "../../lib/api/types";

/**
 * The guest bag in local storage (spec 2 §9 key `cart-guest`): one entry per SKU, shaped by the
 * contract's `guestCartItem`. The bag pages of a later issue read the same list and send it to the
 * server as `guestCart`.
 */

export type AddToBagResult = { ok: true; quantity: number } | { ok: false; reason: "limit" };

const isPositiveInteger = (value: unknown): value is number => Number.isInteger(value) && Number(value) > 0;

function isItem(value: unknown): value is GuestCartItem {
  const item = value as GuestCartItem;
  return (
    typeof item === "object" &&
    item !== null &&
    isPositiveInteger(item.skuId) &&
    isPositiveInteger(item.styleId) &&
    isPositiveInteger(item.quantity)
  );
}

/** The stored items; a corrupted value reads as an empty bag (and is replaced by the next add). */
export function readGuestBag(storage: StorageLike = browserStorage("localStorage")): GuestCartItem[] {
  const raw = safeGet(storage, STORAGE_KEYS.guestCart);
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (Array.isArray(parsed)) return parsed.filter(isItem);
  } catch {
    // fall through: corrupted
  }
  return [];
}

/**
 * Adds one unit of a SKU: a SKU already in the bag goes up by one, to at most
 * `BAG.maxQuantityPerItem`; a new SKU is appended with quantity 1.
 */
export function addToGuestBag(
  item: { skuId: number; styleId: number },
  storage: StorageLike = browserStorage("localStorage"),
): AddToBagResult {
  const bag = readGuestBag(storage);
  const existing = bag.find((entry) => entry.skuId === item.skuId);
  if (existing && existing.quantity >= BAG.maxQuantityPerItem) return { ok: false, reason: "limit" };
  const quantity = (existing?.quantity ?? 0) + 1;
  const next = existing
    ? bag.map((entry) => (entry.skuId === item.skuId ? { ...entry, quantity } : entry))
    : [...bag, { skuId: item.skuId, styleId: item.styleId, quantity }];
  safeSet(storage, STORAGE_KEYS.guestCart, JSON.stringify(next));
  return { ok: true, quantity };
}
