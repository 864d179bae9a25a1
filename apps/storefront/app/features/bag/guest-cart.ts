import { type GuestCartItem, STORAGE_KEYS } from "@odin/contracts";
import { useEffect } from "react";
import { browserStorage, safeSet } from "../../lib/api/storage";
import type { StorageLike } from "../../lib/api/types";

/**
 * The guest bag's copy under the spec's key `cart-guest` (spec 3 §3, §6; contract `guestCartItem`):
 * the bag lives on the server (decision 27), and the browser keeps this list of skuId and qty for
 * clients that read the key.
 */
export function writeGuestCart(
  items: readonly { skuId: number; qty: number }[],
  storage: StorageLike = browserStorage("localStorage"),
): void {
  const copy: GuestCartItem[] = items.map(({ skuId, qty }) => ({ skuId, qty }));
  safeSet(storage, STORAGE_KEYS.guestCart, JSON.stringify(copy));
}

/**
 * Writes the copy after every answer for a guest: call it with the bag's items as the page last read
 * them. A signed-in shopper's bag is not copied (the key goes at sign-in and sign-out).
 */
export function useGuestCartCopy(
  items: readonly { skuId: number; qty: number }[] | undefined,
  guest: boolean,
) {
  useEffect(() => {
    if (guest && items) writeGuestCart(items);
  }, [items, guest]);
}
