import { describe, expect, it } from "vitest";
import { headers as resetHeaders, loader as resetLoader } from "./reset-password";

type LoaderAnswer = { data: unknown; init?: ResponseInit | null };

const request = (path: string) => new Request(`https://shop.example.in${path}`);
const headerOf = (answer: LoaderAnswer, name: string) => new Headers(answer.init?.headers).get(name);
const routeHeaders = (fn: typeof resetHeaders) => new Headers(fn({} as never) as HeadersInit);

describe("/reset-password loader", () => {
  it("reads the link and is never cached", async () => {
    const answer = (await resetLoader({
      request: request("/reset-password?sessionId=abc&type=mobile"),
      params: {},
    } as never)) as unknown as LoaderAnswer;
    expect(answer.data).toEqual({ sessionId: "abc", type: "mobile" });
    expect(headerOf(answer, "Cache-Control")).toBe("private, no-store");
    expect(routeHeaders(resetHeaders).get("Cache-Control")).toBe("private, no-store");
  });
});
