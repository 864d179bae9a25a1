import {
  type AccountResponse,
  DEFAULT_FEATURE_FLAGS,
  DEFAULT_PASSWORD_RULE,
  type FeatureFlags,
  fail,
  MESSAGES,
  ok,
  type Shopper,
} from "@odin/contracts";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { testLoadContext } from "../testing/load-context";
import { headers as accountHeaders, loader as accountLoader } from "./account";

type LoaderAnswer = { data: unknown; init?: ResponseInit | null };

const SHOPPER: Shopper = { userId: 42, roles: ["ROLE_END_USER"] };
const ACCOUNT = { userId: 42, userInfo: { firstName: "Asha", lastName: "" }, emails: [], mobileNumbers: [] };

const POINTS = {
  brands: [
    {
      brandCode: "nw",
      brandName: "Neelam Weaves",
      pointsEarned: 120,
      loyaltyValue: 12_000,
      loyaltyBalance: 120,
    },
  ],
  totals: { pointsEarned: 120, loyaltyValue: 12_000, loyaltyBalance: 120 },
};

const details = vi.fn();
const points = vi.fn();
const moreInfo = vi.fn();
const services = {
  account: { details, passwordRule: () => DEFAULT_PASSWORD_RULE },
  loyalty: { points, moreInfo },
} as never;

beforeEach(() => {
  details.mockReset();
  details.mockResolvedValue(ok(ACCOUNT as unknown as AccountResponse));
  points.mockReset();
  points.mockResolvedValue(ok(POINTS));
  moreInfo.mockReset();
});

async function loadAccount(
  shopper: Shopper | null,
  url = "https://shop.example.in/account",
  featureFlags: FeatureFlags = DEFAULT_FEATURE_FLAGS,
): Promise<LoaderAnswer | Response> {
  const context = testLoadContext({ services, featureFlags, ...(shopper ? { shopper } : {}) }).context;
  const request = new Request(url);
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
    details.mockResolvedValue(
      fail({ name: "sessionExpired", status: 401, code: "UNAUTHORIZED", detail: "expired" }),
    );
    expect(((await loadAccount(SHOPPER)) as Response).headers.get("location")).toBe("/");
  });

  it("reads the account of the signed-in shopper with the password rule, never cached", async () => {
    const answer = (await loadAccount(SHOPPER)) as LoaderAnswer;
    expect(answer).not.toBeInstanceOf(Response);
    expect(details).toHaveBeenCalledWith(SHOPPER);
    expect(answer.data).toEqual({
      account: ACCOUNT,
      rule: DEFAULT_PASSWORD_RULE,
      loyalty: { kind: "points", points: POINTS, moreInfo: null },
    });
    expect(headerOf(answer, "Cache-Control")).toBe("private, no-store");
    expect(routeHeaders(accountHeaders).get("Cache-Control")).toBe("private, no-store");
  });
});

describe("/account loader, My Loyalty", () => {
  const loyaltyOf = async (url?: string, flags: FeatureFlags = DEFAULT_FEATURE_FLAGS) =>
    ((await loadAccount(SHOPPER, url, flags)) as { data: { loyalty: unknown } }).data.loyalty;

  it("opens the more-info view of the brand the link names", async () => {
    moreInfo.mockResolvedValue(ok({ brandName: "Neelam Weaves", tier: "Silver" }));
    const loyalty = await loyaltyOf("https://shop.example.in/account?loyaltyBrand=Neelam%20Weaves");
    expect(moreInfo).toHaveBeenCalledWith("Neelam Weaves");
    expect(loyalty).toMatchObject({
      kind: "points",
      moreInfo: { brandName: "Neelam Weaves", info: { tier: "Silver" } },
    });
  });

  it("says why a brand's view cannot open, without asking for a name the contract refuses", async () => {
    moreInfo.mockResolvedValue(
      fail({ name: "unknownProgramme", status: 404, code: "NOT_FOUND", detail: "no programme" }),
    );
    expect(await loyaltyOf("https://shop.example.in/account?loyaltyBrand=Nobody")).toMatchObject({
      moreInfo: { brandName: "Nobody", problem: "no programme" },
    });
    moreInfo.mockClear();
    const tooLong = await loyaltyOf(`https://shop.example.in/account?loyaltyBrand=${"x".repeat(101)}`);
    expect(tooLong).toMatchObject({ kind: "points", moreInfo: { problem: expect.any(String) } });
    expect(moreInfo).not.toHaveBeenCalled();
  });

  it("answers the failure state when the points cannot be read, and keeps the page", async () => {
    points.mockRejectedValue(new Error("database down"));
    expect(await loyaltyOf()).toEqual({ kind: "error" });
    expect(MESSAGES.loyalty.fetchError).toBe("Oops! Something went wrong while fetching Loyalty Data.");
  });

  it("leaves My Loyalty out while the account loyalty flag is off", async () => {
    expect(await loyaltyOf(undefined, { ...DEFAULT_FEATURE_FLAGS, accountLoyalty: false })).toBeNull();
    expect(points).not.toHaveBeenCalled();
  });
});
