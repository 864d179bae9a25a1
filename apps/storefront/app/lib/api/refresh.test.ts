import { type RouteSpec, routes } from "@odin/contracts";
import { describe, expect, it, vi } from "vitest";
import {
  deferred,
  errorResponseOf,
  fakeFetch,
  type Handler,
  jsonResponse,
  storages,
} from "../../testing/fake-fetch";
import { STORAGE_KEYS } from "../storage-keys";
import { createApiClient } from "./client";
import { createRefresher } from "./refresh";
import type { ApiClient, ApiEvent } from "./types";

/** One style's size chart: a guarded-looking call whose 401 refreshes. */
const chart = (api: ApiClient, id: number | string) =>
  api.call(routes.sizeChart, undefined, { params: { id } });

function setup(handler: Handler) {
  const server = fakeFetch(handler);
  const storage = storages();
  const reload = vi.fn();
  const onLogout = vi.fn();
  const events: ApiEvent[] = [];
  const api = createApiClient({
    fetch: server.fetch,
    storage,
    reload,
    onLogout,
    report: (event) => events.push(event),
  });
  return { api, server, storage, reload, onLogout, events };
}

const TEN = Array.from({ length: 10 }, (_, index) => index);

/** Lets pending promise chains run (a few macrotask turns). */
async function settle() {
  for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

describe("shared token refresh", () => {
  it("makes exactly one refresh for ten concurrent 401s and answers each caller with its retried result", async () => {
    const refreshAnswer = deferred<Response>();
    let refreshed = false;
    const { api, server, reload } = setup((call) => {
      if (call.path === "/auth/token") {
        return refreshAnswer.promise.then((response) => {
          refreshed = true;
          return response;
        });
      }
      return refreshed
        ? jsonResponse(200, { item: call.path, retried: true })
        : errorResponseOf(401, "expired");
    });

    const results = Promise.all(TEN.map((index) => chart(api, index)));
    await settle();
    expect(server.callsTo("/auth/token")).toHaveLength(1);
    refreshAnswer.resolve(jsonResponse(200, { access_token: "ignored", refresh_token: "ignored" }));

    expect(await results).toEqual(
      TEN.map((index) => ({
        ok: true,
        status: 200,
        data: { item: `/api/sizeCharts/${index}`, retried: true },
      })),
    );
    const tokenCalls = server.callsTo("/auth/token");
    expect(tokenCalls).toHaveLength(1);
    expect(tokenCalls[0]?.method).toBe("POST");
    expect(tokenCalls[0]?.body).toEqual({ grant_type: "refresh_token" });
    expect(tokenCalls[0]?.credentials).toBe("include");
    for (const index of TEN) expect(server.callsTo(`/api/sizeCharts/${index}`)).toHaveLength(2);
    expect(reload).not.toHaveBeenCalled();
  });

  it("does not refresh again for 401s that arrive after the shared refresh succeeded", async () => {
    const late = deferred<void>();
    let refreshed = false;
    const { api, server } = setup(async (call) => {
      if (call.path === "/auth/token") {
        refreshed = true;
        return jsonResponse(200, {});
      }
      if (refreshed) return jsonResponse(200, { item: call.path });
      if (call.path !== "/api/sizeCharts/0") await late.promise;
      return errorResponseOf(401);
    });

    const results = Promise.all(TEN.map((index) => chart(api, index)));
    await settle();
    expect(server.callsTo("/auth/token")).toHaveLength(1);
    late.resolve();
    const answers = await results;
    expect(answers.every((answer) => answer.ok)).toBe(true);
    expect(answers[7]?.data).toEqual({ item: "/api/sizeCharts/7" });
    expect(server.callsTo("/auth/token")).toHaveLength(1);
  });

  it("retries once: a second 401 is returned to the caller without another refresh or a logout", async () => {
    const { api, server, reload } = setup((call) =>
      call.path === "/auth/token" ? jsonResponse(200, {}) : errorResponseOf(401, "still no"),
    );
    const result = await api.call(routes.account);
    expect(result.status).toBe(401);
    expect(server.callsTo("/api/user/account")).toHaveLength(2);
    expect(server.callsTo("/auth/token")).toHaveLength(1);
    await settle();
    expect(reload).not.toHaveBeenCalled();
  });

  it("logs out once when the refresh fails: clears the stored user data, revokes the cookies and reloads once", async () => {
    const { api, server, storage, reload, onLogout } = setup((call) => {
      if (call.path === "/auth/token") return errorResponseOf(401, "refresh token revoked");
      if (call.path === "/auth/logout") return new Response(null, { status: 204 });
      return errorResponseOf(401, `expired ${call.path}`);
    });
    const userData = [
      STORAGE_KEYS.userName,
      STORAGE_KEYS.custEmail,
      STORAGE_KEYS.userEmail,
      STORAGE_KEYS.mobileNumber,
      STORAGE_KEYS.recentlyViewedItems,
      STORAGE_KEYS.currentUserState,
      STORAGE_KEYS.goToRouteOnLogin,
      STORAGE_KEYS.accessToken,
      STORAGE_KEYS.refreshToken,
    ];
    for (const key of userData) storage.local.setItem(key, "x");
    storage.session.setItem(STORAGE_KEYS.goToRouteOnLogin, "/checkout");
    storage.local.setItem(STORAGE_KEYS.failedLoginCount, "3");
    storage.local.setItem(STORAGE_KEYS.guestCart, "[]");
    storage.local.setItem(STORAGE_KEYS.recentlyUsedPincode, "[]");

    const results = await Promise.all(TEN.map((index) => chart(api, index)));

    expect(results).toEqual(
      TEN.map((index) => ({
        ok: false,
        status: 401,
        data: { errors: [{ status: 401, code: "401", detail: `expired /api/sizeCharts/${index}` }] },
      })),
    );
    expect(server.callsTo("/auth/token")).toHaveLength(1);
    for (const index of TEN) expect(server.callsTo(`/api/sizeCharts/${index}`)).toHaveLength(1);
    for (const key of userData) expect(storage.local.getItem(key), key).toBeNull();
    expect(storage.session.getItem(STORAGE_KEYS.goToRouteOnLogin)).toBeNull();
    expect(storage.local.getItem(STORAGE_KEYS.failedLoginCount)).toBe("3");
    expect(storage.local.getItem(STORAGE_KEYS.guestCart)).toBe("[]");
    expect(storage.local.getItem(STORAGE_KEYS.recentlyUsedPincode)).toBe("[]");

    await vi.waitFor(() => expect(reload).toHaveBeenCalled(), { timeout: 15_000 });
    await settle();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(server.callsTo("/auth/logout")).toHaveLength(1);

    // A call sent before the failure whose 401 comes in later neither refreshes nor reloads again.
    const late = await chart(api, 999);
    expect(late.status).toBe(401);
    await settle();
    expect(server.callsTo("/auth/token")).toHaveLength(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("reloads even when the logout call fails", async () => {
    const { api, reload } = setup((call) =>
      call.path === "/auth/logout" ? Promise.reject(new TypeError("offline")) : errorResponseOf(401),
    );
    await chart(api, 1);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: 15_000 });
  });

  it("lets a later login renew the session, so a later 401 refreshes again", async () => {
    let tokenCalls = 0;
    const { api, server } = setup((call) => {
      if (call.path === "/auth/token") {
        tokenCalls += 1;
        return tokenCalls === 1 ? errorResponseOf(401) : jsonResponse(200, {});
      }
      return call.path === "/auth/logout" ? jsonResponse(200, {}) : errorResponseOf(401);
    });
    await api.call(routes.brandList);
    await settle();
    expect(server.callsTo("/auth/token")).toHaveLength(1);
    expect(
      (await api.call(routes.token, { grant_type: "password", username: "9876543210", password: "x" })).ok,
    ).toBe(true);
    await api.call(routes.searchFilters);
    expect(server.callsTo("/auth/token")).toHaveLength(3);
  });
});

describe("calls that never refresh", () => {
  const excluded = Object.entries(routes).filter(([, route]) => "noRefresh" in route);

  it("are the token, logout, OTP, user-exists, registration, password-recovery, errorMail and events calls (spec 1 §4, §8)", () => {
    expect(excluded.map(([name]) => name).sort()).toEqual(
      [
        "token",
        "logout",
        "otpGenerate",
        "otpResend",
        "otpValidate",
        "userExists",
        "register",
        "registerWithOtp",
        "missingFields",
        "forgotPassword",
        "resetPassword",
        "errorMail",
        "analyticsEvents",
      ].sort(),
    );
  });

  it.each(excluded)("a 401 from %s returns as it is, without a refresh", async (_, route) => {
    const { api, server, reload, events } = setup(() => errorResponseOf(401, "wrong password"));
    const call = api.call as (route: RouteSpec, input?: unknown) => ReturnType<ApiClient["call"]>;
    const result = await call(route, { any: "body" });
    expect(result).toEqual({
      ok: false,
      status: 401,
      data: { errors: [{ status: 401, code: "401", detail: "wrong password" }] },
    });
    expect(server.calls).toHaveLength(1);
    await settle();
    expect(reload).not.toHaveBeenCalled();
    expect(events).toEqual([]);
  });
});

describe("createRefresher", () => {
  it("shares one running refresh, lets calls sent before a success retry, and fails once per generation", async () => {
    const answer = deferred<boolean>();
    const refreshTokens = vi.fn(() => answer.promise);
    const onRefreshFailed = vi.fn();
    const refresher = createRefresher({ refreshTokens, onRefreshFailed });

    const sentAt = refresher.generation;
    const first = refresher.refresh(sentAt);
    const second = refresher.refresh(sentAt);
    answer.resolve(true);
    expect(await first).toBe(true);
    expect(await second).toBe(true);
    expect(refreshTokens).toHaveBeenCalledTimes(1);
    expect(await refresher.refresh(sentAt)).toBe(true);
    expect(refreshTokens).toHaveBeenCalledTimes(1);

    refreshTokens.mockImplementation(() => Promise.reject(new Error("boom")));
    const now = refresher.generation;
    expect(await refresher.refresh(now)).toBe(false);
    expect(await refresher.refresh(now)).toBe(false);
    expect(refreshTokens).toHaveBeenCalledTimes(2);
    expect(onRefreshFailed).toHaveBeenCalledTimes(1);
  });
});
