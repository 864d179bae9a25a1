import { LOGOUT_CLEARED_KEYS, STORAGE_KEYS } from "../storage-keys";
import { safeRemove } from "./storage";
import type { StorageLike } from "./types";

/**
 * Removes the stored user data of spec 1 §3 (user name, e-mail, phone, recently viewed items, last
 * user state, login destination, and any token an older build left). The failed-login counter stays.
 */
export function clearStoredUserData(local: StorageLike, session: StorageLike): void {
  for (const key of LOGOUT_CLEARED_KEYS) safeRemove(local, key);
  safeRemove(session, STORAGE_KEYS.goToRouteOnLogin);
}

export interface SessionEndSettings {
  local: StorageLike;
  session: StorageLike;
  /** Asks the server to revoke the tokens and clear the HttpOnly cookies, which scripts cannot touch. */
  revokeTokens: () => Promise<unknown>;
  reload: () => void;
  onLogout?: (() => void) | undefined;
}

/**
 * Logs out after a failed token refresh (spec 1 §4): clears the stored user data at once, lets the
 * server clear the cookies, then reloads the page once. Further calls while it runs do nothing.
 */
export function createSessionEnder(settings: SessionEndSettings) {
  let ending: Promise<void> | undefined;

  async function end(): Promise<void> {
    clearStoredUserData(settings.local, settings.session);
    try {
      settings.onLogout?.();
    } catch {
      // A failing logout hook must not stop the reload.
    }
    await settings.revokeTokens().catch(() => undefined);
    settings.reload();
  }

  return function endSession(): Promise<void> {
    ending ??= end().finally(() => {
      ending = undefined;
    });
    return ending;
  };
}
