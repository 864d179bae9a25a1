// @vitest-environment happy-dom
import { MESSAGES, routes, STORAGE_KEYS } from "@odin/contracts";
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createApiClient } from "../../lib/api/client";
import { fakeFetch, jsonResponse, type RecordedCall, storages } from "../../testing/fake-fetch";
import { ACCOUNT, problem } from "../../testing/login-modal-kit";
import { Toaster } from "../../ui/toast";
import { syncStoredAccount } from "./account-sync";
import { onAfterLogout } from "./after-login";
import { completeLogin, takeDestination } from "./complete-login";
import { captchaNeededAt, failedLoginCount, recordFailedLogin, resetFailedLogins } from "./failed-logins";
import { logout } from "./logout";
import { pageShell } from "./page-shell";
import { isCheckoutPath, isProtectedPath } from "./protected-paths";
import { handleRoleRefusal } from "./role-refusal";
import { resetSessionStoreForTests, sessionLoggedIn, setSessionLoggedIn } from "./session-store";

afterEach(() => {
  cleanup();
  resetSessionStoreForTests();
});

function setup(
  pathname: string,
  answer: (call: RecordedCall) => Response = () => jsonResponse(200, { loggedOut: true }),
) {
  const server = fakeFetch(answer);
  const storage = storages();
  const api = createApiClient({ fetch: server.fetch, storage, reload: vi.fn() });
  const navigate = vi.fn();
  const revalidate = vi.fn();
  render(<Toaster />);
  return {
    server,
    storage,
    navigate,
    revalidate,
    deps: { api, ...storage, pathname, navigate, revalidate, shell: pageShell },
  };
}

const USER_DATA = [
  STORAGE_KEYS.userName,
  STORAGE_KEYS.custEmail,
  STORAGE_KEYS.userEmail,
  STORAGE_KEYS.mobileNumber,
  STORAGE_KEYS.recentlyViewedItems,
];
const toast = () => document.querySelector(".toaster")?.textContent;

describe("logout", () => {
  it("revokes on the server, clears user data, recently viewed and the bag, keeps the counter, and leaves a protected page", async () => {
    const { server, storage, navigate, revalidate, deps } = setup("/account");
    for (const key of USER_DATA) storage.local.setItem(key, "x");
    storage.local.setItem(STORAGE_KEYS.guestCart, "[]");
    storage.local.setItem(STORAGE_KEYS.failedLoginCount, "2");
    setSessionLoggedIn(true);
    const hook = vi.fn();
    const remove = onAfterLogout(hook);
    await logout(deps);
    remove();
    expect(server.callsTo("/auth/logout")).toHaveLength(1);
    expect(server.callsTo("/auth/logout")[0]?.method).toBe("POST");
    for (const key of [...USER_DATA, STORAGE_KEYS.guestCart]) expect(storage.local.getItem(key)).toBeNull();
    expect(storage.local.getItem(STORAGE_KEYS.failedLoginCount)).toBe("2");
    expect(sessionLoggedIn()).toBe(false);
    expect(hook).toHaveBeenCalledWith({ pathname: "/account" });
    expect(navigate).toHaveBeenCalledWith("/");
    expect(revalidate).not.toHaveBeenCalled();
  });

  it("stays on a page outside the protected list and reloads its data", async () => {
    const { navigate, revalidate, deps } = setup("/products");
    await logout(deps);
    expect(navigate).not.toHaveBeenCalled();
    expect(revalidate).toHaveBeenCalledTimes(1);
  });

  it("knows the protected and checkout paths", () => {
    expect(
      ["/account", "/myorders", "/orderdetails/9", "/favorites", "/checkout/payment"].every(isProtectedPath),
    ).toBe(true);
    expect(isProtectedPath("/accounts-of-india")).toBe(false);
    expect(isProtectedPath("/")).toBe(false);
    expect(isCheckoutPath("/checkout")).toBe(true);
    expect(isCheckoutPath("/mybag")).toBe(false);
  });
});

describe("role rules", () => {
  it("logs a staff user out with the staff message and sends them home from the order confirmation page", async () => {
    const { server, storage, navigate, deps } = setup("/orderconfirmation/ODN123");
    storage.local.setItem(STORAGE_KEYS.guestCart, "[]");
    const refused = await handleRoleRefusal(await answerOf(problem(403, "STAFF_USER", "x")), deps, {
      signedIn: false,
    });
    expect(refused).toBe(true);
    expect(toast()).toBe(MESSAGES.session.staffLoggingOut);
    expect(server.callsTo("/auth/logout")).toHaveLength(1);
    expect(storage.local.getItem(STORAGE_KEYS.guestCart)).toBeNull();
    expect(navigate).toHaveBeenCalledWith("/");
  });

  it("refuses business and mixed-role accounts with their toasts; signed in, they are logged out", async () => {
    const first = setup("/products");
    const result = await answerOf(problem(403, "BUSINESS_USER", "x"));
    expect(await handleRoleRefusal(result, first.deps, { signedIn: false })).toBe(true);
    expect(toast()).toBe(MESSAGES.session.businessUserRefused);
    expect(first.server.callsTo("/auth/logout")).toHaveLength(0);
    cleanup();
    const second = setup("/products");
    expect(
      await handleRoleRefusal(await answerOf(problem(403, "INVALID_ROLE", "x")), second.deps, {
        signedIn: true,
      }),
    ).toBe(true);
    expect(toast()).toBe(MESSAGES.session.invalidRole);
    expect(second.server.callsTo("/auth/logout")).toHaveLength(1);
    expect(
      await handleRoleRefusal(await answerOf(problem(403, "FORBIDDEN", "x")), second.deps, {
        signedIn: true,
      }),
    ).toBe(false);
  });

  it("ends a login whose account call is refused for a staff role, without going to the destination", async () => {
    const { storage, navigate, deps } = setup("/products", (call) =>
      call.path === "/api/user/account" ? problem(403, "STAFF_USER", "staff") : jsonResponse(200, {}),
    );
    storage.session.setItem(STORAGE_KEYS.goToRouteOnLogin, "/checkout");
    await completeLogin(deps, { method: "password", registered: false });
    expect(sessionLoggedIn()).toBe(false);
    expect(storage.local.getItem(STORAGE_KEYS.userName)).toBeNull();
    expect(navigate).not.toHaveBeenCalledWith("/checkout");
  });
});

describe("stored session items", () => {
  it("counts failed logins up to the captcha and resets", () => {
    const { local } = storages();
    expect(failedLoginCount(local)).toBe(0);
    for (let attempt = 1; attempt <= 5; attempt += 1) expect(recordFailedLogin(local)).toBe(attempt);
    expect(local.getItem(STORAGE_KEYS.failedLoginCount)).toBe("5");
    expect(captchaNeededAt(4)).toBe(false);
    expect(captchaNeededAt(5)).toBe(true);
    resetFailedLogins(local);
    expect(failedLoginCount(local)).toBe(0);
    local.setItem(STORAGE_KEYS.failedLoginCount, "garbage");
    expect(failedLoginCount(local)).toBe(0);
  });

  it("takes the post-login destination once, from session storage first", () => {
    const { local, session } = storages();
    session.setItem(STORAGE_KEYS.goToRouteOnLogin, "/favorites");
    local.setItem(STORAGE_KEYS.goToRouteOnLogin, "/myorders");
    expect(takeDestination(session, local)).toBe("/favorites");
    expect(takeDestination(session, local)).toBeUndefined();
    session.setItem(STORAGE_KEYS.goToRouteOnLogin, "//evil.example");
    expect(takeDestination(session, local)).toBeUndefined();
  });

  it("fetches the account once for a signed-in page without a stored name", async () => {
    const server = fakeFetch(() => jsonResponse(200, ACCOUNT));
    const storage = storages();
    const api = createApiClient({ fetch: server.fetch, storage });
    await syncStoredAccount(api, storage.local);
    expect(storage.local.getItem(STORAGE_KEYS.userName)).toBe("Asha");
    await syncStoredAccount(api, storage.local);
    expect(server.calls).toHaveLength(1);
  });
});

/** A failed API result as the client returns it. */
async function answerOf(response: Response) {
  const api = createApiClient({ fetch: fakeFetch(() => response).fetch, storage: storages() });
  return api.call(routes.brandList);
}
