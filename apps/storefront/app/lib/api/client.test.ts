import { API_CLIENT, MESSAGES } from "@odin/contracts";
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
    await Promise.all(Array.from({ length: 10 }, (_, index) => api.get(`/api/thing/${index}`)));
    await api.post("/api/other", { a: 1 });

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

  it("keeps the tab's client session id from session storage and adds requrl and a custom module", async () => {
    const { api, server, storage } = setup(() => jsonResponse(200, {}), {
      siteOrigin: "https://www.odin.example",
      module: "odin-kiosk",
    });
    storage.session.setItem(STORAGE_KEYS.clientSessionId, "tab-42");
    await api.get("/api/a");
    expect(server.calls[0]?.headers).toMatchObject({
      clientSessionId: "tab-42",
      requrl: "https://www.odin.example",
      module: "odin-kiosk",
    });
  });

  it("adds a call's own headers without letting them replace the convention headers", async () => {
    const { api, server } = setup(() => jsonResponse(200, {}));
    await api.post(
      "/auth/token",
      {},
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
    await api.post("/auth/token", { grant_type: "password", username: "9876543210", password: "secret12" });
    expect(storage.local.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(storage.local.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
  });
});

describe("requests and results", () => {
  it("builds the query, sends JSON bodies and parses JSON answers", async () => {
    const { api, server } = setup(() => jsonResponse(200, { styles: [1, 2] }));
    const result = await api.post(
      "/api/v2/listing/products",
      { deeplinkurl: "/products?p=2" },
      {
        query: { page: 2, size: 10, skip: undefined, tags: ["a", "b"] },
      },
    );
    expect(result).toEqual({ ok: true, status: 200, data: { styles: [1, 2] } });
    expect(server.calls[0]?.url).toBe("/api/v2/listing/products?page=2&size=10&tags=a&tags=b");
    expect(server.calls[0]?.method).toBe("POST");
    expect(server.calls[0]?.body).toEqual({ deeplinkurl: "/products?p=2" });
  });

  it("sends no body with GET, supports DELETE with a body, a base URL and an existing query", async () => {
    const { api, server } = setup(() => jsonResponse(200, {}), { baseUrl: "https://api.odin.example" });
    await api.get("/api/shipping/pincodeDetails?pincode=560001", { query: { x: 1 } });
    await api.delete("/api/reviews/images", { imagePath: "a.jpg" });
    expect(server.calls[0]?.url).toBe(
      "https://api.odin.example/api/shipping/pincodeDetails?pincode=560001&x=1",
    );
    expect(server.calls[0]?.body).toBeUndefined();
    expect(server.calls[1]).toMatchObject({ method: "DELETE", body: { imagePath: "a.jpg" } });
  });

  it("returns text, blobs, empty bodies and error bodies without throwing", async () => {
    const answers: Record<string, () => Response> = {
      "/api/text": () => new Response("plain words", { status: 200 }),
      "/api/returns/form": () => new Response(new Uint8Array([37, 80, 68, 70]), { status: 200 }),
      "/api/empty": () => new Response(null, { status: 204 }),
      "/api/broken": () => errorResponseOf(422, "nope"),
      "/api/failed-download": () => errorResponseOf(404, "no form"),
    };
    const { api } = setup((call) => answers[call.path]?.() ?? jsonResponse(500));
    expect(await api.get("/api/text", { responseType: "text" })).toEqual({
      ok: true,
      status: 200,
      data: "plain words",
    });
    const pdf = await api.post("/api/returns/form", {}, { responseType: "blob" });
    expect(pdf.data).toBeInstanceOf(Blob);
    expect((pdf.data as Blob).size).toBe(4);
    expect(await api.get("/api/empty")).toEqual({ ok: true, status: 204, data: null });
    expect(await api.get("/api/broken")).toEqual({
      ok: false,
      status: 422,
      data: { errors: [{ status: 422, code: "422", detail: "nope" }] },
    });
    const failedDownload = await api.post("/api/failed-download", {}, { responseType: "blob" });
    expect(failedDownload.data).toEqual({ errors: [{ status: 404, code: "404", detail: "no form" }] });
  });

  it("turns a network failure into a status 0 result", async () => {
    const { api, events } = setup(() => Promise.reject(new TypeError("Failed to fetch")));
    const result = await api.get("/api/offline");
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
    const pending = api.get("/api/slow?x=1").then((result) => {
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
      expect.objectContaining({ type: "api_error", path: "/api/slow", status: 504 }),
    );
    expect(events).toContainEqual({ type: "api_slow", path: "/api/slow", method: "GET", durationMs: 60_000 });
  });

  it("answers on time even when the transport ignores the abort, with a configured timeout", async () => {
    vi.useFakeTimers();
    const { api } = setup(() => new Promise<Response>(() => undefined), { timeoutMs: 1_000 });
    const pending = api.get("/api/hanging");
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await pending).toEqual(timeoutAnswer);
  });

  it("clears the timer of a call that answered", async () => {
    const clearTimeout = vi.fn();
    const setTimeout = vi.fn(() => "timer-1");
    const { api } = setup(() => jsonResponse(200, {}), { setTimeout, clearTimeout });
    await api.get("/api/quick");
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
    await slow.api.post("/api/checkout?page=myBag", {});
    expect(slow.events).toEqual([
      { type: "api_slow", path: "/api/checkout", method: "POST", durationMs: 5_000 },
    ]);

    const quick = setup(() => jsonResponse(200, {}), { now: clock(1_000, 5_999) });
    await quick.api.post("/api/checkout", {});
    expect(quick.events).toEqual([]);
  });

  it("reports non-ok answers with their correlationId, but not 401 and not ok answers", async () => {
    const statuses: Record<string, number> = {
      "/api/a": 500,
      "/api/b": 404,
      "/api/c": 200,
      "/auth/token": 401,
    };
    const { api, events, server } = setup((call) => errorResponseOf(statuses[call.path] ?? 200));
    await api.get("/api/a");
    await api.put("/api/b", {});
    await api.get("/api/c");
    await api.post("/auth/token", { grant_type: "password" });
    expect(events).toEqual([
      {
        type: "api_error",
        path: "/api/a",
        method: "GET",
        status: 500,
        correlationId: server.calls[0]?.headers.correlationId,
      },
      {
        type: "api_error",
        path: "/api/b",
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
    expect(await api.get("/api/user/account")).toEqual({ ok: true, status: 200, data: { done: true } });
    expect(events).toEqual([]);
  });

  it("keeps working when the analytics sink throws", async () => {
    const { api } = setup(() => errorResponseOf(500), {
      report: () => {
        throw new Error("sink down");
      },
    });
    expect((await api.get("/api/a")).status).toBe(500);
  });

  it("posts failures and slow calls to errorMail when enabled", async () => {
    const { api, server } = setup(
      (call) => (call.path === "/api/errorMail" ? jsonResponse(200, {}) : errorResponseOf(503, "down")),
      {
        errorMail: true,
        now: clock(0, 7_000, 7_000),
      },
    );
    await api.get("/api/orders?page=1");
    await vi.waitFor(() => expect(server.callsTo("/api/errorMail")).toHaveLength(2));
    const [failure, slow] = server.callsTo("/api/errorMail");
    const correlationId = server.calls[0]?.headers.correlationId;
    expect(failure?.method).toBe("POST");
    expect(failure?.body).toEqual({
      statusCode: 503,
      errorInfo: {
        type: "api_error",
        path: "/api/orders",
        method: "GET",
        correlationId,
        durationMs: 7_000,
        code: "503",
        detail: "down",
      },
    });
    expect(slow?.body).toEqual({
      statusCode: 503,
      errorInfo: { type: "api_slow", path: "/api/orders", method: "GET", correlationId, durationMs: 7_000 },
    });
    expect(failure?.headers.module).toBe("odin");
  });

  it("does not post to errorMail when it is not enabled", async () => {
    for (const errorMail of [undefined, false, { enabled: false }]) {
      const { api, server, events } = setup(() => errorResponseOf(500), { errorMail });
      await api.get("/api/a");
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(server.callsTo("/api/errorMail")).toHaveLength(0);
      expect(events).toHaveLength(1);
    }
  });

  it("never mails a failure of errorMail itself, and never reports a failure of the events endpoint to analytics", async () => {
    const { api, server, events } = setup(() => errorResponseOf(500), { errorMail: { enabled: true } });
    await api.get("/api/a");
    await vi.waitFor(() => expect(server.callsTo("/api/errorMail")).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(server.callsTo("/api/errorMail")).toHaveLength(1);
    expect(events.map((event) => event.type === "api_error" && event.path)).toEqual([
      "/api/a",
      "/api/errorMail",
    ]);

    await api.post("/api/events", { batch: [] });
    await vi.waitFor(() => expect(server.callsTo("/api/errorMail")).toHaveLength(2));
    expect(events.filter((event) => event.type === "api_error" && event.path === "/api/events")).toEqual([]);
  });

  it("lets the caller go on without waiting for the error mail", async () => {
    const mailAnswer = deferred<Response>();
    const { api, server } = setup(
      (call) => (call.path === "/api/errorMail" ? mailAnswer.promise : errorResponseOf(500)),
      { errorMail: true },
    );
    expect((await api.get("/api/a")).status).toBe(500);
    expect(server.callsTo("/api/errorMail")).toHaveLength(1);
    mailAnswer.resolve(jsonResponse(200, {}));
  });
});
