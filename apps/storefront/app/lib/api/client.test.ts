import { API_CLIENT, MESSAGES, routes } from "@odin/contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
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
import { buildUrl } from "./transport";
import type { ApiClientOptions, ApiEvent } from "./types";

function setup(handler: Handler, options: ApiClientOptions = {}) {
  const server = fakeFetch(handler);
  const events: ApiEvent[] = [];
  const storage = storages();
  const reload = vi.fn();
  const api = createApiClient({
    fetch: server.fetch,
    storage,
    reload,
    report: (event) => events.push(event),
    bbversion: "1.2.3",
    ...options,
  });
  return { api, server, events, storage, reload };
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("request headers", () => {
  it("sends the convention headers on every call, with a new correlationId each time", async () => {
    const { api, server, storage } = setup(() => jsonResponse(200, { fine: true }));
    await Promise.all(
      Array.from({ length: 10 }, (_, id) => api.call(routes.sizeChart, undefined, { params: { id } })),
    );
    await api.call(routes.carousel, { query: "na" });

    expect(server.calls).toHaveLength(11);
    const sessionId = storage.session.getItem(STORAGE_KEYS.clientSessionId);
    expect(sessionId).toMatch(uuid);
    for (const call of server.calls) {
      expect(call.headers).toMatchObject({
        module: "odin",
        accept: "application/json",
        "content-type": "application/json",
        bbversion: "1.2.3",
        clientSessionId: sessionId,
      });
      expect(call.headers.correlationId).toMatch(uuid);
      expect(call.credentials).toBe("include");
      expect(Object.keys(call.headers).map((name) => name.toLowerCase())).not.toContain("authorization");
      expect(call.headers).not.toHaveProperty("requrl");
    }
    const correlationIds = new Set(server.calls.map((call) => call.headers.correlationId));
    expect(correlationIds.size).toBe(11);
  });

  it("lets a call outlive the page when asked, unless its body is too large for the browser to keep", async () => {
    const { api, server } = setup(() => jsonResponse(200, { stored: 1 }));
    const event = { name: "page_view", path: "/", ageMs: 1 };
    await api.call(routes.analyticsEvents, { events: [event] }, { keepalive: true });
    await api.call(routes.analyticsEvents, { events: [event] });
    const large = { ...event, fields: { note: "x".repeat(60 * 1024) } };
    await api.call(routes.analyticsEvents, { events: [large] }, { keepalive: true });
    expect(server.calls.map((call) => call.keepalive)).toEqual([true, undefined, undefined]);
    expect(server.calls[2]?.body).toEqual({ events: [large] });
  });

  it("keeps the tab's client session id from session storage and adds requrl and a custom module", async () => {
    const { api, server, storage } = setup(() => jsonResponse(200, {}), {
      siteOrigin: "https://www.odin.example",
      module: "odin-kiosk",
    });
    storage.session.setItem(STORAGE_KEYS.clientSessionId, "tab-42");
    await api.call(routes.brandList);
    expect(server.calls[0]?.headers).toMatchObject({
      clientSessionId: "tab-42",
      requrl: "https://www.odin.example",
      module: "odin-kiosk",
    });
  });

  it("adds a call's own headers without letting them replace the convention headers", async () => {
    const { api, server } = setup(() => jsonResponse(200, {}));
    await api.call(
      routes.token,
      { grant_type: "refresh_token" },
      { headers: { "X-Channel": "WEB", Module: "evil", CorrelationId: "x" } },
    );
    const headers = server.calls[0]?.headers ?? {};
    expect(headers["X-Channel"]).toBe("WEB");
    expect(headers.module).toBe("odin");
    expect(headers).not.toHaveProperty("Module");
    expect(headers).not.toHaveProperty("CorrelationId");
  });

  it("never stores tokens from a token response", async () => {
    const { api, storage } = setup(() => jsonResponse(200, { access_token: "a", refresh_token: "r" }));
    await api.call(routes.token, { grant_type: "password", username: "9876543210", password: "secret12" });
    expect(storage.local.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(storage.local.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
  });
});

describe("requests and results", () => {
  it("sends a route's body as JSON with its method and parses the JSON answer", async () => {
    const { api, server } = setup(() => jsonResponse(200, { styles: [1, 2] }));
    const result = await api.call(routes.listing, { deeplinkurl: "/products?p=2" });
    expect(result).toEqual({ ok: true, status: 200, data: { styles: [1, 2] } });
    expect(server.calls[0]?.url).toBe("/api/v2/listing/products");
    expect(server.calls[0]?.method).toBe("POST");
    expect(server.calls[0]?.body).toEqual({ deeplinkurl: "/products?p=2" });
  });

  it("fills path parameters, sends a GET's input as its query without a body, and a body route's query beside its body", async () => {
    const { api, server } = setup(() => jsonResponse(200, {}), { baseUrl: "https://api.odin.example" });
    await api.call(routes.deliveryInfo, { pincode: "560001", skuId: 7, defaultRequired: undefined });
    await api.call(
      routes.changePassword,
      { currentPassword: "a", newPassword: "b" },
      { params: { userId: 42 } },
    );
    await api.call(routes.resetPassword, { newPassword: "Secret@12" }, { query: { token: "t/1" } });
    await api.call(routes.brandList);
    expect(server.calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      "GET https://api.odin.example/api/delivery_info?pincode=560001&skuId=7",
      "PUT https://api.odin.example/api/user/42/password",
      "PUT https://api.odin.example/api/user/reset-password?token=t%2F1",
      "GET https://api.odin.example/api/brandListV2",
    ]);
    expect(server.calls[0]?.body).toBeUndefined();
    expect(server.calls[1]?.body).toEqual({ currentPassword: "a", newPassword: "b" });
  });

  it("repeats a query key for each value of a list and leaves out missing values", () => {
    expect(buildUrl("", "/api/x", { tags: ["a", "b"], page: 2, skip: undefined, none: null })).toBe(
      "/api/x?tags=a&tags=b&page=2",
    );
  });

  it("returns text, blobs, empty bodies and error bodies without throwing", async () => {
    const answers: Record<string, () => Response> = {
      [routes.brandList.path]: () => new Response("plain words", { status: 200 }),
      [routes.captchaChallenge.path]: () => new Response(new Uint8Array([37, 80, 68, 70]), { status: 200 }),
      [routes.autoSuggestConfig.path]: () => new Response(null, { status: 204 }),
      [routes.passwordRule.path]: () => errorResponseOf(422, "nope"),
      [routes.account.path]: () => errorResponseOf(404, "no form"),
    };
    const { api } = setup((call) => answers[call.path]?.() ?? jsonResponse(500));
    expect(await api.call(routes.brandList, undefined, { responseType: "text" })).toEqual({
      ok: true,
      status: 200,
      data: "plain words",
    });
    const pdf = await api.call(routes.captchaChallenge, undefined, { responseType: "blob" });
    expect(pdf.data).toBeInstanceOf(Blob);
    expect((pdf.data as Blob).size).toBe(4);
    expect(await api.call(routes.autoSuggestConfig)).toEqual({ ok: true, status: 204, data: null });
    expect(await api.call(routes.passwordRule)).toEqual({
      ok: false,
      status: 422,
      data: { errors: [{ status: 422, code: "422", detail: "nope" }] },
    });
    const failedDownload = await api.call(routes.account, undefined, { responseType: "blob" });
    expect(failedDownload.data).toEqual({ errors: [{ status: 404, code: "404", detail: "no form" }] });
  });

  it("turns a network failure into a status 0 result", async () => {
    const { api, events } = setup(() => Promise.reject(new TypeError("Failed to fetch")));
    const result = await api.call(routes.brandList);
    expect(result).toEqual({
      ok: false,
      status: 0,
      data: { errors: [{ status: 0, code: "NETWORK_ERROR", detail: MESSAGES.generic.somethingWentWrong }] },
    });
    expect(events).toContainEqual(expect.objectContaining({ type: "api_error", status: 0 }));
  });
});

describe("timeout", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const timeoutAnswer = {
    ok: false,
    status: 504,
    data: { errors: [{ status: 504, code: "CLIENT_TIMEOUT", detail: "API cancelled from UI" }] },
  };

  it("aborts after the default 60000 ms and answers with a synthetic 504", async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const { api, events } = setup(
      (call) =>
        new Promise<Response>((_, reject) => {
          signal = call.signal;
          call.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        }),
    );
    expect(MESSAGES.session.apiCancelledFromUi).toBe("API cancelled from UI");
    expect(API_CLIENT.defaultTimeoutMs).toBe(60_000);

    let settled = false;
    const pending = api.call(routes.navigation, { platform: "mobile" }).then((result) => {
      settled = true;
      return result;
    });
    await vi.advanceTimersByTimeAsync(59_999);
    expect(settled).toBe(false);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toEqual(timeoutAnswer);
    expect(signal?.aborted).toBe(true);
    expect(events).toContainEqual(
      expect.objectContaining({ type: "api_error", path: "/api/v2/header", status: 504 }),
    );
    expect(events).toContainEqual({
      type: "api_slow",
      path: "/api/v2/header",
      method: "GET",
      durationMs: 60_000,
    });
  });

  it("answers on time even when the transport ignores the abort, with a configured timeout", async () => {
    vi.useFakeTimers();
    const { api } = setup(() => new Promise<Response>(() => undefined), { timeoutMs: 1_000 });
    const pending = api.call(routes.brandList);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await pending).toEqual(timeoutAnswer);
  });

  it("clears the timer of a call that answered", async () => {
    const clearTimeout = vi.fn();
    const setTimeout = vi.fn(() => "timer-1");
    const { api } = setup(() => jsonResponse(200, {}), { setTimeout, clearTimeout });
    await api.call(routes.brandList);
    expect(setTimeout).toHaveBeenCalledWith(expect.any(Function), 60_000);
    expect(clearTimeout).toHaveBeenCalledWith("timer-1");
  });
});

describe("reporting", () => {
  function clock(...times: number[]) {
    let index = 0;
    return () => times[Math.min(index++, times.length - 1)] ?? 0;
  }

  it("reports calls of 5000 ms or more as slow, and not faster ones", async () => {
    const slow = setup(() => jsonResponse(200, {}), { now: clock(1_000, 6_000) });
    await slow.api.call(routes.navigation, { platform: "desktop" });
    expect(slow.events).toEqual([
      { type: "api_slow", path: "/api/v2/header", method: "GET", durationMs: 5_000 },
    ]);

    const quick = setup(() => jsonResponse(200, {}), { now: clock(1_000, 5_999) });
    await quick.api.call(routes.omni, { deeplinkurl: "/products", pincode: "560001" });
    expect(quick.events).toEqual([]);
  });

  it("reports non-ok answers with their correlationId, but not 401 and not ok answers", async () => {
    const statuses: Record<string, number> = {
      "/api/brandListV2": 500,
      "/api/user/42/password": 404,
      "/api/search/filters": 200,
      "/auth/token": 401,
    };
    const { api, events, server } = setup((call) => errorResponseOf(statuses[call.path] ?? 200));
    await api.call(routes.brandList);
    await api.call(
      routes.changePassword,
      { currentPassword: "a", newPassword: "b" },
      { params: { userId: 42 } },
    );
    await api.call(routes.searchFilters);
    await api.call(routes.token, { grant_type: "refresh_token" });
    expect(events).toEqual([
      {
        type: "api_error",
        path: "/api/brandListV2",
        method: "GET",
        status: 500,
        correlationId: server.calls[0]?.headers.correlationId,
      },
      {
        type: "api_error",
        path: "/api/user/42/password",
        method: "PUT",
        status: 404,
        correlationId: server.calls[1]?.headers.correlationId,
      },
    ]);
  });

  it("does not report a 401 that is refreshed and retried", async () => {
    let refreshed = false;
    const { api, events } = setup((call) => {
      if (call.path === "/auth/token") {
        refreshed = true;
        return jsonResponse(200, {});
      }
      return refreshed ? jsonResponse(200, { done: true }) : errorResponseOf(401);
    });
    expect(await api.call(routes.account)).toEqual({ ok: true, status: 200, data: { done: true } });
    expect(events).toEqual([]);
  });

  it("keeps working when the analytics sink throws", async () => {
    const { api } = setup(() => errorResponseOf(500), {
      report: () => {
        throw new Error("sink down");
      },
    });
    expect((await api.call(routes.brandList)).status).toBe(500);
  });

  it("posts failures and slow calls to errorMail when enabled", async () => {
    const { api, server } = setup(
      (call) => (call.path === "/api/errorMail" ? jsonResponse(200, {}) : errorResponseOf(503, "down")),
      {
        errorMail: true,
        now: clock(0, 7_000, 7_000),
      },
    );
    await api.call(routes.deliveryInfo, { pincode: "560001", skuId: 7 });
    await vi.waitFor(() => expect(server.callsTo("/api/errorMail")).toHaveLength(2), { timeout: 15_000 });
    const [failure, slow] = server.callsTo("/api/errorMail");
    const correlationId = server.calls[0]?.headers.correlationId;
    expect(failure?.method).toBe("POST");
    expect(failure?.body).toEqual({
      statusCode: 503,
      errorInfo: {
        type: "api_error",
        path: "/api/delivery_info",
        method: "GET",
        correlationId,
        durationMs: 7_000,
        code: "503",
        detail: "down",
      },
    });
    expect(slow?.body).toEqual({
      statusCode: 503,
      errorInfo: {
        type: "api_slow",
        path: "/api/delivery_info",
        method: "GET",
        correlationId,
        durationMs: 7_000,
      },
    });
    expect(failure?.headers.module).toBe("odin");
  });

  it("does not post to errorMail when it is not enabled", async () => {
    for (const errorMail of [undefined, false, { enabled: false }]) {
      const { api, server, events } = setup(() => errorResponseOf(500), { errorMail });
      await api.call(routes.brandList);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(server.callsTo("/api/errorMail")).toHaveLength(0);
      expect(events).toHaveLength(1);
    }
  });

  it("never mails a failure of errorMail itself", async () => {
    const { api, server, events } = setup(() => errorResponseOf(500), { errorMail: { enabled: true } });
    await api.call(routes.brandList);
    await vi.waitFor(() => expect(server.callsTo("/api/errorMail")).toHaveLength(1), { timeout: 15_000 });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(server.callsTo("/api/errorMail")).toHaveLength(1);
    expect(events.map((event) => event.type === "api_error" && event.path)).toEqual([
      "/api/brandListV2",
      "/api/errorMail",
    ]);
  });

  it("lets the caller go on without waiting for the error mail", async () => {
    const mailAnswer = deferred<Response>();
    const { api, server } = setup(
      (call) => (call.path === "/api/errorMail" ? mailAnswer.promise : errorResponseOf(500)),
      { errorMail: true },
    );
    expect((await api.call(routes.brandList)).status).toBe(500);
    expect(server.callsTo("/api/errorMail")).toHaveLength(1);
    mailAnswer.resolve(jsonResponse(200, {}));
  });
});
