import { STORAGE_KEYS } from "@odin/contracts";
import { logoutCall } from "../../lib/api/auth-calls";
import { clearStoredUserData } from "../../lib/api/session";
import { safeRemove } from "../../lib/api/storage";
import type { ApiClient, StorageLike } from "../../lib/api/types";
import { runAfterLogout } from "./after-login";
import type { PageShell } from "./page-shell";
import { isProtectedPath } from "./protected-paths";

/** What logging in and out needs from the page: the API client, storage and the router. */
export interface SessionDeps {
  api: ApiClient;
  local: StorageLike;
  session: StorageLike;
  /** The path the shopper is on. */
  pathname: string;
  navigate: (to: string) => unknown;
  /** Reloads the current page's data (React Router's revalidate). */
  revalidate: () => unknown;
  /** The page's toast, analytics and logged-in state (page-shell.ts). */
  shell: PageShell;
}

/**
 * Logout (spec 1 §4, spec 2 §2 "Sign Out"): the server revokes the tokens and clears the HttpOnly
 * cookies; the browser clears the stored user data (name, e-mails, phone, recently viewed, the
 * post-login destination), the guest bag key, and tells the header. On a page of the protected list
 * the shopper goes home; elsewhere the page's data reloads as an anonymous visitor's.
 */
export async function logout(deps: SessionDeps, options: { home?: boolean } = {}): Promise<void> {
  await logoutCall(deps.api);
  clearStoredUserData(deps.local, deps.session);
  safeRemove(deps.local, STORAGE_KEYS.guestCart);
  deps.shell.setLoggedIn(false);
  deps.shell.trackEvent("logout");
  await runAfterLogout({ pathname: deps.pathname });
  if (options.home || isProtectedPath(deps.pathname)) await deps.navigate("/");
  else await deps.revalidate();
}
