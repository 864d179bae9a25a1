import { describe, expect, it } from "vitest";
import { generatedRequests } from "./fuzz-run";
import { percentEncode, RawJson, toJsonText } from "./json-text";
import type { Operation } from "./operations";

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
  ],
  body: {
    type: "object",
    properties: { styleId: { type: "integer" }, name: { type: "string", maxLength: 100 } },
    required: ["styleId"],
  },
};

const noRefs = () => undefined;

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
    expect(requests.some((request) => request.body === "{")).toBe(true);
    expect(requests.every((request) => request.headers.module === "odin")).toBe(true);
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
