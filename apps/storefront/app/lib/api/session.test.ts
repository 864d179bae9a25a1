import { describe, expect, it, vi } from "vitest";
import { storages } from "../../testing/fake-fetch";
import { LOGOUT_CLEARED_KEYS, STORAGE_KEYS } from "../storage-keys";
import { clearStoredUserData, createSessionEnder } from "./session";

describe("clearStoredUserData", () => {
  it("removes the stored user data and keeps the failed-login counter, guest bag and pincode history", () => {
    const { local, session } = storages();
    for (const key of Object.values(STORAGE_KEYS)) local.setItem(key, "value");
    session.setItem(STORAGE_KEYS.goToRouteOnLogin, "/checkout");
    session.setItem(STORAGE_KEYS.clientSessionId, "tab");

    clearStoredUserData(local, session);

    const remaining = Object.values(STORAGE_KEYS).filter((key) => local.getItem(key) !== null);
    expect(remaining.sort()).toEqual(
      Object.values(STORAGE_KEYS)
        .filter((key) => !(LOGOUT_CLEARED_KEYS as readonly string[]).includes(key))
        .sort(),
    );
    expect(remaining).toEqual(
      expect.arrayContaining(["failedlogincount", "cart-guest", "recentlyUsedPincode"]),
    );
    expect(session.getItem(STORAGE_KEYS.goToRouteOnLogin)).toBeNull();
    expect(session.getItem(STORAGE_KEYS.clientSessionId)).toBe("tab");
  });

  it("lists exactly the spec's user data keys", () => {
    expect([...LOGOUT_CLEARED_KEYS].sort()).toEqual(
      [
        "accessToken",
        "currentUserState",
        "cust_email",
        "goToRouteOnLogin",
        "mobileNumber",
        "recentlyViewedItems",
        "refreshToken",
        "userName",
        "user_email",
      ].sort(),
    );
  });

  it("survives storage that throws", () => {
    const broken = {
      getItem: () => null,
      setItem: () => undefined,
      removeItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(() => clearStoredUserData(broken, broken)).not.toThrow();
  });
});

describe("createSessionEnder", () => {
  it("runs one logout for overlapping requests and reloads after the cookies are revoked", async () => {
    const order: string[] = [];
    const { local, session } = storages();
    local.setItem(STORAGE_KEYS.userName, "Asha");
    const endSession = createSessionEnder({
      local,
      session,
      revokeTokens: async () => {
        order.push(`revoke, userName=${local.getItem(STORAGE_KEYS.userName)}`);
      },
      reload: () => order.push("reload"),
      onLogout: () => order.push("onLogout"),
    });
    await Promise.all([endSession(), endSession(), endSession()]);
    expect(order).toEqual(["onLogout", "revoke, userName=null", "reload"]);
  });

  it("still reloads when the logout hook throws", async () => {
    const reload = vi.fn();
    const { local, session } = storages();
    const endSession = createSessionEnder({
      local,
      session,
      revokeTokens: () => Promise.reject(new Error("offline")),
      reload,
      onLogout: () => {
        throw new Error("hook");
      },
    });
    await endSession();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
