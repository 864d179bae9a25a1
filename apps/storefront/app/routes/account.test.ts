import { type AccountResponse, DEFAULT_PASSWORD_RULE, fail, ok, type Shopper } from "@odin/contracts";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { testLoadContext } from "../testing/load-context";
import { headers as accountHeaders, loader as accountLoader } from "./account";

type LoaderAnswer = { data: unknown; init?: ResponseInit | null };

const SHOPPER: Shopper = { userId: 42, roles: ["ROLE_END_USER"] };
const ACCOUNT = { userId: 42, userInfo: { firstName: "Asha", lastName: "" }, emails: [], mobileNumbers: [] };

const details = vi.fn();
const services = { account: { details, passwordRule: () => DEFAULT_PASSWORD_RULE } } as never;

beforeEach(() => {
  details.mockReset();
  details.mockResolvedValue(ok(ACCOUNT as unknown as AccountResponse));
});

async function loadAccount(shopper: Shopper | null): Promise<LoaderAnswer | Response> {
  const context = testLoadContext({ services, ...(shopper ? { shopper } : {}) }).context;
  const request = new Request("https://shop.example.in/account");
  try {
    return (await accountLoader({ request, context, params: {} } as never)) as never;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

const headerOf = (answer: LoaderAnswer, name: string) => new Headers(answer.init?.headers).get(name);
const routeHeaders = (fn: typeof accountHeaders) => new Headers(fn({} as never) as HeadersInit);

describe("/account loader", () => {
  it("sends anyone the cookies do not name home from the server, never cached", async () => {
    const answer = (await loadAccount(null)) as Response;
    expect(answer).toBeInstanceOf(Response);
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/");
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    expect(details).not.toHaveBeenCalled();
  });

  it("sends the shopper home when the account cannot be read", async () => {
    details.mockResolvedValue(fail({ name: "sessionExpired", code: "UNAUTHORIZED", detail: "expired" }));
    expect(((await loadAccount(SHOPPER)) as Response).headers.get("location")).toBe("/");
  });

  it("reads the account of the signed-in shopper with the password rule, never cached", async () => {
    const answer = (await loadAccount(SHOPPER)) as LoaderAnswer;
    expect(answer).not.toBeInstanceOf(Response);
    expect(details).toHaveBeenCalledWith(SHOPPER);
    expect(answer.data).toEqual({ account: ACCOUNT, rule: DEFAULT_PASSWORD_RULE });
    expect(headerOf(answer, "Cache-Control")).toBe("private, no-store");
    expect(routeHeaders(accountHeaders).get("Cache-Control")).toBe("private, no-store");
  });
});
