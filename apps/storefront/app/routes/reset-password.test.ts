import { DEFAULT_PASSWORD_RULE } from "@odin/contracts";
import { describe, expect, it } from "vitest";
import { testLoadContext } from "../testing/load-context";
import { headers as resetHeaders, loader as resetLoader } from "./reset-password";

type LoaderAnswer = { data: unknown; init?: ResponseInit | null };

const request = (path: string) => new Request(`https://shop.example.in${path}`);
const headerOf = (answer: LoaderAnswer, name: string) => new Headers(answer.init?.headers).get(name);
const routeHeaders = (fn: typeof resetHeaders) => new Headers(fn({} as never) as HeadersInit);

describe("/reset-password loader", () => {
  it("reads the link, with the password rule its form checks, and is never cached", async () => {
    const services = { account: { passwordRule: () => DEFAULT_PASSWORD_RULE } } as never;
    const answer = (await resetLoader({
      request: request("/reset-password?sessionId=abc&type=mobile"),
      context: testLoadContext({ services }).context,
      params: {},
    } as never)) as unknown as LoaderAnswer;
    expect(answer.data).toEqual({ link: { sessionId: "abc", type: "mobile" }, rule: DEFAULT_PASSWORD_RULE });
    expect(headerOf(answer, "Cache-Control")).toBe("private, no-store");
    expect(routeHeaders(resetHeaders).get("Cache-Control")).toBe("private, no-store");
  });
});
