import { describe, expect, it } from "vitest";
import { loggableUrl } from "./logger";

describe("loggableUrl", () => {
  it("replaces the values of secret query parameters and keeps the rest", () => {
    expect(loggableUrl("/googlesuccess?state=abc&code=xyz&scope=openid")).toBe(
      "/googlesuccess?state=[redacted]&code=[redacted]&scope=openid",
    );
    expect(loggableUrl("/api/user/reset-password?token=secret")).toBe(
      "/api/user/reset-password?token=[redacted]",
    );
    expect(loggableUrl("/reset-password?sessionId=s1&type=email")).toBe(
      "/reset-password?sessionId=[redacted]&type=email",
    );
    expect(loggableUrl("/me?fields=id&ACCESS_TOKEN=t")).toBe("/me?fields=id&ACCESS_TOKEN=[redacted]");
  });

  it("leaves addresses without secrets as they are", () => {
    expect(loggableUrl("/products?f-co=Blue&sort=price_asc")).toBe("/products?f-co=Blue&sort=price_asc");
    expect(loggableUrl("/products")).toBe("/products");
  });
});
