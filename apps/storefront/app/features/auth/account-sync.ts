import { STORAGE_KEYS } from "@odin/contracts";
import { fetchAccount } from "../../lib/api/auth-calls";
import { browserStorage, safeGet } from "../../lib/api/storage";
import type { ApiClient, StorageLike } from "../../lib/api/types";
import { browserApi } from "../../lib/browser-api";
import { storeAccount } from "./complete-login";

/**
 * A page rendered for a signed-in shopper whose browser holds no user name (a social sign-in ends
 * with a redirect, not in the modal; or the storage was cleared) fetches the account once and keeps
 * its name, e-mail and phone under the spec's keys.
 */
export async function syncStoredAccount(
  api: ApiClient = browserApi(),
  local: StorageLike = browserStorage("localStorage"),
): Promise<void> {
  if (safeGet(local, STORAGE_KEYS.userName)) return;
  const account = await fetchAccount(api);
  if (account.ok) storeAccount(local, account.data);
}
