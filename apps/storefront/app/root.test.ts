import { DEFAULT_FEATURE_FLAGS, type FeatureFlags, type StorefrontServices } from "@odin/contracts";
import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { runAfterLogin, runAfterLogout } from "./features/auth/after-login";
import { rootDataLoaded } from "./features/header/bag-count";
import { loader, shouldRevalidate } from "./root";
import { testLoadContext } from "./testing/load-context";

function contextWith(featureFlags: FeatureFlags, count: () => Promise<number> = async () => 0) {
  const services = {
    content: {
      navigation: async () => ({ navigationList: [] }),
      footer: async () => ({ columns: [] }),
    },
    bag: { count },
  } as unknown as StorefrontServices;
  return testLoadContext({ services, featureFlags });
}

const load = (context: AppLoadContext) =>
  loader({ request: new Request("https://shop.example.in/"), context, params: {} } as never);

describe("root loader", () => {
  it("sends the login modal the server's flags, and only the modal's", async () => {
    const flags = { ...DEFAULT_FEATURE_FLAGS, socialLogin: false, captchaOnLogin: false, exchange: true };
    expect((await load(contextWith(flags).context)).loginFlags).toEqual({
      otpScreen: true,
      socialLogin: false,
      captchaOnLogin: false,
      captchaOnRegistration: true,
      otpOnRegistration: true,
      genderFieldInRegistration: true,
    });
  });

  it("sends the header the bag's count; a failing count shows none and is logged", async () => {
    expect((await load(contextWith(DEFAULT_FEATURE_FLAGS, async () => 3).context)).bagCount).toBe(3);
    const failing = contextWith(DEFAULT_FEATURE_FLAGS, () => Promise.reject(new Error("down")));
    expect((await load(failing.context)).bagCount).toBe(0);
    expect(failing.log.lines).toEqual([
      expect.objectContaining({ level: "error", message: "bag count failed" }),
    ]);
  });
});

describe("root revalidation", () => {
  const revalidates = (args: { formMethod?: string; defaultShouldRevalidate?: boolean }) =>
    shouldRevalidate({ defaultShouldRevalidate: true, ...args } as never);

  it("reloads after a form post (the bag count follows ADD TO BAG and removals), not between pages", () => {
    expect(revalidates({ formMethod: "POST" })).toBe(true);
    expect(revalidates({ formMethod: "POST", defaultShouldRevalidate: false })).toBe(false);
    expect(revalidates({ formMethod: "GET" })).toBe(false);
    expect(revalidates({})).toBe(false);
  });

  it("reloads after a login (not on a checkout path) or a logout until the root's data is read again", async () => {
    await runAfterLogin({ pathname: "/", onCheckoutPath: false, registered: false });
    // React Router may ask more than once for one navigation.
    expect(revalidates({})).toBe(true);
    expect(revalidates({})).toBe(true);
    rootDataLoaded();
    expect(revalidates({})).toBe(false);
    await runAfterLogin({ pathname: "/checkout/shipping", onCheckoutPath: true, registered: false });
    expect(revalidates({})).toBe(false);
    await runAfterLogout({ pathname: "/" });
    expect(revalidates({})).toBe(true);
    rootDataLoaded();
  });
});
