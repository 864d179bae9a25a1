import { type AccountResponse, STORAGE_KEYS, sameSitePath } from "@odin/contracts";
import { fetchAccount } from "../../lib/api/auth-calls";
import { safeGet, safeRemove, safeSet } from "../../lib/api/storage";
import type { StorageLike } from "../../lib/api/types";
import { runAfterLogin } from "./after-login";
import { resetFailedLogins } from "./failed-logins";
import type { SessionDeps } from "./logout";
import { isCheckoutPath } from "./protected-paths";
import { handleRoleRefusal } from "./role-refusal";

export type LoginMethod = "password" | "otp" | "registration" | "social";

/** Keeps the non-secret account items of spec 1 §3 under their spec keys; never a token (decision 6). */
export function storeAccount(local: StorageLike, account: AccountResponse): void {
  const email = account.emails.find((entry) => entry.verified) ?? account.emails[0];
  const mobile = account.mobileNumbers.find((entry) => entry.verified) ?? account.mobileNumbers[0];
  const items: [string, string | undefined][] = [
    [STORAGE_KEYS.userName, account.userInfo.firstName],
    [STORAGE_KEYS.custEmail, email?.emailID],
    [STORAGE_KEYS.userEmail, email?.emailID],
    [STORAGE_KEYS.mobileNumber, mobile?.phoneNumber],
  ];
  for (const [key, value] of items) {
    if (value) safeSet(local, key, value);
    else safeRemove(local, key);
  }
}

/** Remembers where to go after the login (session storage: the tab's login destination, spec 1 §3). */
export function rememberDestination(session: StorageLike, destination: string | undefined): void {
  const safe = sameSitePath(destination);
  if (safe) safeSet(session, STORAGE_KEYS.goToRouteOnLogin, safe);
}

export function forgetDestination(session: StorageLike, local: StorageLike): void {
  safeRemove(session, STORAGE_KEYS.goToRouteOnLogin);
  safeRemove(local, STORAGE_KEYS.goToRouteOnLogin);
}

/** The stored post-login destination, taken (removed) so it is used once. */
export function takeDestination(session: StorageLike, local: StorageLike): string | undefined {
  const stored =
    safeGet(session, STORAGE_KEYS.goToRouteOnLogin) ?? safeGet(local, STORAGE_KEYS.goToRouteOnLogin);
  forgetDestination(session, local);
  return sameSitePath(stored);
}

/**
 * After a successful login (spec 1 §4), once the modal has closed: the header shows the shopper as
 * logged in, the failed-login counter resets, login (and, for a new account, signup) events fire,
 * the account is fetched and its name, e-mail and phone are kept, the registered after-login hooks
 * run (bag, favourites), then the shopper goes to the post-login destination, or the current page's
 * data reloads for the signed-in shopper. A role refusal of the account call ends the session.
 */
export async function completeLogin(
  deps: SessionDeps,
  outcome: { method: LoginMethod; registered: boolean },
): Promise<void> {
  resetFailedLogins(deps.local);
  deps.shell.setLoggedIn(true);
  deps.shell.trackEvent("login", { method: outcome.method });
  if (outcome.registered) deps.shell.trackEvent("signup", { method: outcome.method });
  const account = await fetchAccount(deps.api);
  if (account.ok) storeAccount(deps.local, account.data);
  else if (await handleRoleRefusal(account, deps, { signedIn: true })) return;
  await runAfterLogin({
    pathname: deps.pathname,
    onCheckoutPath: isCheckoutPath(deps.pathname),
    registered: outcome.registered,
  });
  const destination = takeDestination(deps.session, deps.local);
  if (destination) await deps.navigate(destination);
  else await deps.revalidate();
}
