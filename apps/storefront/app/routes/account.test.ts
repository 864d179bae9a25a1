import { AUTH_COOKIES } from "@odin/contracts";
import { describe, expect, it } from "vitest";
import { headers as accountHeaders, loader as accountLoader } from "./account";

type LoaderAnswer = { data: unknown; init?: ResponseInit | null };

function request(path: string, cookie?: string): Request {
  return new Request(`https://shop.example.in${path}`, cookie ? { headers: { cookie } } : {});
}

async function loadAccount(cookie?: string): Promise<LoaderAnswer | Response> {
  try {
    return (await accountLoader({ request: request("/account", cookie), params: {} } as never)) as never;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

const BOTH = `${AUTH_COOKIES.accessToken}=a; ${AUTH_COOKIES.refreshToken}=r`;
const headerOf = (answer: LoaderAnswer, name: string) => new Headers(answer.init?.headers).get(name);
const routeHeaders = (fn: typeof accountHeaders) => new Headers(fn({} as never) as HeadersInit);

describe("/account loader", () => {
  it("sends a logged-out visitor home from the server, never cached", async () => {
    for (const cookie of [
      undefined,
      `${AUTH_COOKIES.accessToken}=a`,
      `${AUTH_COOKIES.refreshToken}=r`,
      "x=1",
    ]) {
      const answer = await loadAccount(cookie);
      expect(answer).toBeInstanceOf(Response);
      expect((answer as Response).status).toBe(302);
      expect((answer as Response).headers.get("location")).toBe("/");
      expect((answer as Response).headers.get("cache-control")).toBe("private, no-store");
    }
  });

  it("lets a shopper with both token cookies in, never cached", async () => {
    const answer = (await loadAccount(BOTH)) as LoaderAnswer;
    expect(answer).not.toBeInstanceOf(Response);
    expect(headerOf(answer, "Cache-Control")).toBe("private, no-store");
    expect(routeHeaders(accountHeaders).get("Cache-Control")).toBe("private, no-store");
  });
});
