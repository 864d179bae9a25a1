import { describe, expect, it } from "vitest";
import { START_TIMEOUT_MS } from "../app";
import { useTestApp } from "../testing/api-fixture";
import { CLIENT_HEADERS } from "../testing/test-app";

const test = useTestApp();

describe("request conventions", () => {
  it("gives start-up hooks minutes, not Fastify's 10 s (a 100,000-style catalog loads in about 10 s)", () => {
    expect(test.app.initialConfig.pluginTimeout).toBe(START_TIMEOUT_MS);
    expect(START_TIMEOUT_MS).toBeGreaterThanOrEqual(60_000);
  });

  it("echoes the caller's correlationId and writes it on the request's log lines", async () => {
    const response = await test.app.inject({
      method: "GET",
      url: "/healthz",
      headers: { correlationId: "abc-123" },
    });
    expect(response.headers.correlationid).toBe("abc-123");
    const lines = test.logs.filter((line) => line.correlationId === "abc-123");
    expect(lines.map((line) => line.msg)).toEqual(
      expect.arrayContaining(["incoming request", "request completed"]),
    );
  });

  it("makes a correlationId when the caller sends none or a malformed one", async () => {
    const plain = await test.app.inject({ method: "GET", url: "/healthz" });
    const odd = await test.app.inject({
      method: "GET",
      url: "/healthz",
      headers: { correlationId: "<script>" },
    });
    expect(plain.headers.correlationid).toMatch(/^[0-9a-f-]{36}$/);
    expect(odd.headers.correlationid).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("refuses a state-changing API request without the module header, in the error shape", async () => {
    const response = await test.app.inject({
      method: "POST",
      url: "/api/v2/carousel",
      headers: { "content-type": "application/json" },
      payload: { query: "na" },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      errors: [
        {
          status: 403,
          code: "MODULE_HEADER_REQUIRED",
          detail: "The module header is required for this request.",
        },
      ],
    });
  });

  it("refuses state-changing requests to unknown API paths without the module header too", async () => {
    for (const method of ["POST", "PUT", "DELETE", "PATCH"] as const) {
      const response = await test.app.inject({ method, url: "/api/anything" });
      expect(response.statusCode).toBe(403);
    }
  });

  it("answers unknown API paths with 404 in the error shape", async () => {
    for (const url of ["/api/no-such-thing", "/api/no%20such/thing?x=1", "/auth/nothing"]) {
      const response = await test.app.inject({ method: "GET", url, headers: CLIENT_HEADERS });
      expect(response.statusCode).toBe(404);
      expect(response.json().errors[0]).toMatchObject({ status: 404, code: "NOT_FOUND" });
    }
  });

  it("answers a known API path asked with a method it does not take with 405, naming the ones it takes", async () => {
    const { "content-type": _json, ...headers } = CLIENT_HEADERS;
    const form = await test.app.inject({ method: "GET", url: "/api/returns/form", headers });
    expect(form.statusCode).toBe(405);
    expect(form.headers.allow).toBe("POST");
    expect(form.json()).toEqual({
      errors: [
        {
          status: 405,
          code: "METHOD_NOT_ALLOWED",
          detail: "GET is not allowed on /api/returns/form: use POST.",
        },
      ],
    });
    // A path with a parameter, a state-changing method, and a path that takes several methods.
    const review = await test.app.inject({ method: "GET", url: "/api/reviews/12", headers });
    expect([review.statusCode, review.headers.allow]).toEqual([405, "PUT"]);
    const deleted = await test.app.inject({ method: "DELETE", url: "/api/returns/form", headers });
    expect([deleted.statusCode, deleted.headers.allow]).toEqual([405, "POST"]);
    const addresses = await test.app.inject({ method: "DELETE", url: "/api/shippingAddress", headers });
    expect([addresses.statusCode, addresses.headers.allow]).toEqual([405, "GET, POST"]);
    expect(addresses.json().errors[0].detail).toBe(
      "DELETE is not allowed on /api/shippingAddress: use GET or POST.",
    );
    const signIn = await test.app.inject({ method: "GET", url: "/auth/token", headers });
    expect([signIn.statusCode, signIn.headers.allow]).toEqual([405, "POST"]);
  });

  it("reports invalid input as 400 with the validation code and the failing field", async () => {
    const response = await test.app.inject({
      method: "POST",
      url: "/api/v2/carousel",
      headers: CLIENT_HEADERS,
      payload: { query: "na", limit: 500 },
    });
    expect(response.statusCode).toBe(400);
    const [error] = response.json().errors;
    expect(error.code).toBe("VALIDATION_FAILED");
    expect(error.data.issues[0].path).toBe("body.limit");
  });

  it("sends security headers", async () => {
    const response = await test.app.inject({ method: "GET", url: "/healthz" });
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
    // Forms posted to route actions carry this site's Origin, which React Router checks.
    expect(response.headers["referrer-policy"]).toBe("same-origin");
  });
});

describe("health and metrics", () => {
  it("answers liveness and readiness", async () => {
    expect((await test.app.inject({ method: "GET", url: "/healthz" })).json()).toEqual({ status: "ok" });
    const ready = await test.app.inject({ method: "GET", url: "/readyz" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().status).toBe("ready");
  });

  it("exposes request durations by route in Prometheus text", async () => {
    await test.app.inject({ method: "GET", url: "/healthz" });
    const metrics = await test.app.inject({ method: "GET", url: "/metrics" });
    expect(metrics.headers["content-type"]).toContain("text/plain");
    expect(metrics.body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/healthz",status="200"\} \d+/,
    );
    expect(metrics.body).toContain("process_cpu_user_seconds_total");
  });
});

describe("OpenAPI", () => {
  /** Calls that take no parameters at all. */
  const GETS_WITHOUT_INPUT = new Set([
    "/admin/api/session",
    "/admin/api/audit/settings",
    "/admin/api/roles",
    "/admin/api/staff",
    "/admin/api/catalogue/options",
    "/admin/api/promotions/options",
    "/admin/api/content",
    "/admin/api/brands/declarations",
    "/api/brandListV2",
    "/api/autoSuggestions/config",
    "/api/search/filters",
    "/api/user/password-rule",
    "/api/user/account",
    "/api/captcha/challenge",
    "/api/captcha/picture",
    "/api/deliveryCharges",
    "/api/coupons/applicable",
    "/api/storelocator/brands/v2",
    "/api/reviews/config",
    "/api/favourite/brand",
    "/api/payment/savedCards",
    "/api/neft",
    "/api/loyalty/points",
    "/api/loyalty/cards",
  ]);
  /** POSTs whose body is a multipart upload, read by the handler and described in the operation's text. */
  const UPLOADS = new Set(["/api/reviews/images", "/admin/api/catalogue/imports"]);

  it("lists every API route with its request and response schemas", async () => {
    const document = (await test.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    const documented = Object.entries<Record<string, unknown>>(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ":$1")}`),
    );
    expect(test.app.apiRoutes.length).toBeGreaterThan(3);
    expect(documented.sort()).toEqual([...test.app.apiRoutes].sort());
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        "/api/v2/header",
        "/api/footerlinks",
        "/api/masterTemplates",
        "/api/v2/carousel",
        "/api/v2/listing/products",
        "/api/v2/listing/omni",
        "/api/getType",
        "/api/product/details",
        "/api/delivery_info",
        "/api/brandListV2",
        "/api/autoSuggestions",
        "/api/search/filters",
        "/api/search/noResults",
      ]),
    );
    for (const [path, operations] of Object.entries<Record<string, Record<string, unknown>>>(
      document.paths,
    )) {
      for (const [method, operation] of Object.entries(operations)) {
        expect(operation.responses, `${method} ${path} responses`).toHaveProperty("200");
        if (method === "get" && GETS_WITHOUT_INPUT.has(path)) continue;
        if (method === "post" && (UPLOADS.has(path) || path === "/admin/api/sign-out")) continue;
        // A GET takes its input in its query or path, a DELETE or POST there or in a body (a POST that
        // acts on the one record its path names: retry a job), the others in a body.
        const input =
          method === "get"
            ? operation.parameters
            : method === "delete" || method === "post"
              ? (operation.parameters ?? operation.requestBody)
              : operation.requestBody;
        expect(input, `${method} ${path} input`).toBeDefined();
      }
    }
  });

  it("renders the documentation page", async () => {
    const response = await test.app.inject({ method: "GET", url: "/api/docs/" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("swagger");
  });
});
