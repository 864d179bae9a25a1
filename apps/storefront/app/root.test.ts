import { DEFAULT_FEATURE_FLAGS, type FeatureFlags, type StorefrontServices } from "@odin/contracts";
import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { loader } from "./root";
import { testLoadContext } from "./testing/load-context";

function contextWith(featureFlags: FeatureFlags): AppLoadContext {
  const services = {
    content: {
      navigation: async () => ({ navigationList: [] }),
      footer: async () => ({ columns: [] }),
    },
  } as unknown as StorefrontServices;
  return testLoadContext({ services, featureFlags }).context;
}

const load = (featureFlags: FeatureFlags) =>
  loader({
    request: new Request("https://shop.example.in/"),
    context: contextWith(featureFlags),
    params: {},
  } as never);

describe("root loader", () => {
  it("sends the login modal the server's flags, and only the modal's", async () => {
    const flags = { ...DEFAULT_FEATURE_FLAGS, socialLogin: false, captchaOnLogin: false, exchange: true };
    expect((await load(flags)).loginFlags).toEqual({
      otpScreen: true,
      socialLogin: false,
      captchaOnLogin: false,
      captchaOnRegistration: true,
      otpOnRegistration: true,
      genderFieldInRegistration: true,
    });
  });
});
