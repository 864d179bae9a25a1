import { browserStorage, safeGet, safeRemove, safeSet } from "../../lib/api/storage";
import type { StorageLike } from "../../lib/api/types";
import { STORAGE_KEYS } from "../../lib/storage-keys";

/**
 * The style a guest's heart asked for, kept in the tab's session storage while the login modal is
 * open (and across a social sign-in, which leaves the page): once the shopper is in, the heart of that
 * style posts the add (spec 2 §2 "a guest's heart opens the login modal and completes the add").
 */
export function rememberPendingFavourite(
  styleId: number,
  session: StorageLike = browserStorage("sessionStorage"),
) {
  safeSet(session, STORAGE_KEYS.pendingFavourite, String(styleId));
}

/** True, once, when `styleId` is the style waiting for the login: it is taken (removed). */
export function takePendingFavourite(
  styleId: number,
  session: StorageLike = browserStorage("sessionStorage"),
) {
  if (safeGet(session, STORAGE_KEYS.pendingFavourite) !== String(styleId)) return false;
  safeRemove(session, STORAGE_KEYS.pendingFavourite);
  return true;
}
