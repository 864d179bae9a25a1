import { describe, expect, it } from "vitest";
import { generatedRequests } from "./fuzz-run";
import { percentEncode, RawJson, toJsonText } from "./json-text";
import type { Operation } from "./operations";
import type { FuzzRequest } from "./request-arbitrary";

const operation: Operation = {
  method: "POST",
  path: "/api/things/{id}",
  name: "POST /api/things/{id}",
  parameters: [
    {
      name: "id",
      in: "path",
      required: true,
      schema: { type: "integer", exclusiveMinimum: 0, maximum: Number.MAX_SAFE_INTEGER },
    },
    { name: "q", in: "query", required: false, schema: { type: "string", maxLength: 40 } },
    {
      // As zod writes a string with two patterns: the shared one against control characters, then its own.
      name: "code",
      in: "query",
      required: true,
      schema: {
        type: "string",
        maxLength: 12,
        allOf: [{ pattern: "^[^\\u0000-\\u001f]*$" }, { pattern: "^[A-Z0-9]+$" }],
      },
    },
  ],
  body: {
    type: "object",
    properties: { styleId: { type: "integer" }, name: { type: "string", maxLength: 100 } },
    required: ["styleId"],
  },
  audience: "anybody",
};

const noRefs = () => undefined;

/** Whether the sample operation's contract takes the request, every part of it. */
function taken(request: FuzzRequest): boolean {
  const url = new URL(request.url, "http://odin.test");
  const id = Number(/^\/api\/things\/(\d+)$/.exec(url.pathname)?.[1]);
  const codes = url.searchParams.getAll("code");
  const known = [...url.searchParams.keys()].every((key) => key === "code" || key === "q");
  let body: { styleId?: unknown; name?: unknown } | null;
  try {
    body = JSON.parse(request.body ?? "");
  } catch {
    return false;
  }
  return (
    Number.isSafeInteger(id) &&
    id > 0 &&
    codes.length === 1 &&
    /^[A-Z0-9]{1,12}$/.test(codes[0] ?? "") &&
    known &&
    request.headers["content-type"] === "application/json" &&
    typeof body === "object" &&
    body !== null &&
    !Array.isArray(body) &&
    Number.isSafeInteger(body.styleId) &&
    (body.name === undefined || (typeof body.name === "string" && body.name.length <= 100))
  );
}

describe("fuzz request generation", () => {
  it("gives the same requests for the same seed and others for another", () => {
    const first = generatedRequests(operation, "visitor", noRefs, { seed: 42, count: 50 });
    expect(generatedRequests(operation, "visitor", noRefs, { seed: 42, count: 50 })).toEqual(first);
    expect(generatedRequests(operation, "visitor", noRefs, { seed: 43, count: 50 })).not.toEqual(first);
  });

  it("mixes ids past PostgreSQL's integer, NUL characters, missing and malformed bodies in", () => {
    const requests = generatedRequests(operation, "visitor", noRefs, { seed: 1, count: 300 });
    const ids = requests.map((request) => Number(/^\/api\/things\/(\d+)$/.exec(request.url)?.[1]));
    expect(ids.some((id) => id > 2 ** 31)).toBe(true);
    expect(requests.some((request) => request.body?.includes("\\u0000") || request.url.includes("%00"))).toBe(
      true,
    );
    expect(requests.some((request) => request.body === undefined)).toBe(true);
    expect(requests.some((request) => request.body === "{" || request.body === "nul")).toBe(true);
    expect(requests.every((request) => request.headers.module === "odin")).toBe(true);
  });

  it("sends about half its requests well formed, every part as the document takes it", () => {
    const requests = generatedRequests(operation, "shopper", noRefs, { seed: 5, count: 300 });
    const wellFormed = requests.filter(taken);
    expect(wellFormed.length).toBeGreaterThan(120);
    expect(wellFormed.length).toBeLessThan(240);
  });

  it("sends a call without a body without a content type, as a browser does, and now and then with one", () => {
    const bodiless: Operation = { ...operation, method: "DELETE", body: undefined };
    const requests = generatedRequests(bodiless, "shopper", noRefs, { seed: 7, count: 300 });
    const typed = requests.filter((request) => request.headers["content-type"] !== undefined);
    expect(requests.every((request) => request.body === undefined)).toBe(true);
    expect(typed.length).toBeGreaterThan(0);
    expect(typed.length).toBeLessThan(30);
  });

  it("sends a signed-in shopper's token and, in place of an account id, sometimes the shopper's own", () => {
    const owned: Operation = {
      ...operation,
      path: "/api/user/{userId}",
      parameters: [{ name: "userId", in: "path", required: true, schema: { type: "integer" } }],
    };
    const requests = generatedRequests(owned, "shopper", noRefs, { seed: 3, count: 100 });
    expect(requests.every((request) => request.headers.authorization === "Bearer {{shopper.token}}")).toBe(
      true,
    );
    expect(requests.some((request) => request.url === `/api/user/${percentEncode("{{shopper.id}}")}`)).toBe(
      true,
    );
  });

  it("writes what a JavaScript value cannot hold as the raw text a client would send", () => {
    expect(toJsonText({ a: new RawJson("1e400"), b: 12345678901234567890n })).toBe(
      '{"a":1e400,"b":12345678901234567890}',
    );
    expect(percentEncode("a b\u0000")).toBe("a%20b%00");
    expect(percentEncode("x\ud800")).toBe("x%ED%A0%80");
  });
});
