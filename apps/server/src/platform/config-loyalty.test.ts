import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loyalty configuration", () => {
  it("values a point at ₹1 and keeps it 365 days by default", () => {
    expect(loadConfig({}).loyalty).toEqual({ paisePerPoint: 100, validDays: 365 });
  });

  it("reads the operator's values and refuses ones out of range", () => {
    const config = loadConfig({ ODIN_LOYALTY_PAISE_PER_POINT: "25", ODIN_LOYALTY_POINTS_VALID_DAYS: "730" });
    expect(config.loyalty).toEqual({ paisePerPoint: 25, validDays: 730 });
    expect(() => loadConfig({ ODIN_LOYALTY_PAISE_PER_POINT: "0" })).toThrow(ConfigError);
    expect(() => loadConfig({ ODIN_LOYALTY_POINTS_VALID_DAYS: "1.5" })).toThrow(
      /ODIN_LOYALTY_POINTS_VALID_DAYS/,
    );
  });
});
