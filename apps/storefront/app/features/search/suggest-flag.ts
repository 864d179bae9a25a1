import { routes, SEARCH, STORAGE_KEYS } from "@odin/contracts";
import type { ApiClient } from "../../lib/api";
import { browserStorage, safeGet, safeSet } from "../../lib/api/storage";
import type { StorageLike } from "../../lib/api/types";

/**
 * The autosuggest channel flag (spec 2 §7): `GET /api/autoSuggestions/config` names, per channel,
 * whether suggestions are on; the storefront keeps its channel's value in browser storage and asks
 * for suggestions only while it is "true". The config is read once per page load, when the shopper
 * first opens the search; until it answers, the value stored by an earlier page applies.
 */
let refreshed: Promise<void> | undefined;

export function suggestionsEnabled(storage: StorageLike = browserStorage("localStorage")): boolean {
  return safeGet(storage, STORAGE_KEYS.autoSuggestFlag) === "true";
}

export function refreshSuggestFlag(
  api: ApiClient,
  storage: StorageLike = browserStorage("localStorage"),
): Promise<void> {
  refreshed ??= api.call(routes.autoSuggestConfig).then((result) => {
    if (!result.ok) {
      refreshed = undefined;
      return;
    }
    const flag = result.data.bucket_data.channels[SEARCH.autosuggestChannel] ?? "false";
    safeSet(storage, STORAGE_KEYS.autoSuggestFlag, flag);
  });
  return refreshed;
}

/** Test support: forget that this page load already read the config. */
export function resetSuggestFlagForTests(): void {
  refreshed = undefined;
}
