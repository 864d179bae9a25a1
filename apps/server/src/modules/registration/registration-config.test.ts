import { DEFAULT_FEATURE_FLAGS } from "@odin/contracts";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../platform/config";

/** The settings of registration and password recovery (docs/decisions/0020). */
describe("registration and recovery configuration", () => {
  it("defaults to the spec's feature flags and a 30-minute reset link limited 3 per identifier", () => {
    const config = loadConfig({});
    expect(config.featureFlags).toEqual(DEFAULT_FEATURE_FLAGS);
    expect(config.featureFlags.otpOnRegistration).toBe(true);
    expect(config.passwordReset).toEqual({
      linkTtlMinutes: 30,
      windowSeconds: 900,
      maxPerIdentifier: 3,
      maxPerAddress: 20,
      maxResetsPerAddress: 20,
    });
  });

  it("applies ODIN_FEATURE_FLAGS overrides and keeps the other flags", () => {
    const config = loadConfig({
      ODIN_FEATURE_FLAGS: "otpOnRegistration=false, captchaOnRegistration=0,exchange=true",
    });
    expect(config.featureFlags).toEqual({
      ...DEFAULT_FEATURE_FLAGS,
      otpOnRegistration: false,
      captchaOnRegistration: false,
      exchange: true,
    });
  });

  it("refuses an unknown flag, a bad value and out-of-range limits", () => {
    for (const env of [
      { ODIN_FEATURE_FLAGS: "otpOnRegistrations=false" },
      { ODIN_FEATURE_FLAGS: "otpOnRegistration=maybe" },
      { ODIN_FEATURE_FLAGS: "constructor=true" },
      { ODIN_PASSWORD_RESET_TTL_MINUTES: "0" },
      { ODIN_FORGOT_PASSWORD_MAX_PER_IDENTIFIER: "-1" },
    ]) {
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(ConfigError);
    }
  });
});
