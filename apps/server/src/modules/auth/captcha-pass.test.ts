import { describe, expect, it } from "vitest";
import { createCaptchaPass } from "./captcha-pass";

describe("the cash-on-delivery captcha pass (spec 3 §4 codCaptcha)", () => {
  let at = Date.UTC(2026, 10, 25, 10);
  const pass = createCaptchaPass("s".repeat(40), { minutes: 30, now: () => at });

  it("is 5 with its expiry, accepted for its shopper until it expires", () => {
    const { value, maxAgeSeconds } = pass.issue(7);
    expect(maxAgeSeconds).toBe(1_800);
    expect(value.split(".")[0]).toBe("5");
    expect(pass.accepts(value, 7)).toBe(true);
    expect(pass.accepts(value, 8)).toBe(false);
    at += 1_799_000;
    expect(pass.accepts(value, 7)).toBe(true);
    at += 1_000;
    expect(pass.accepts(value, 7)).toBe(false);
  });

  it("refuses anything altered or made with another secret", () => {
    const { value } = pass.issue(7);
    const [mark, expires, mac] = value.split(".");
    const later = String(Number(expires) + 3_600);
    const foreign = createCaptchaPass("t".repeat(40), { minutes: 30, now: () => at }).issue(7).value;
    for (const bad of [
      undefined,
      "",
      "5",
      `${mark}.${later}.${mac}`,
      `4.${expires}.${mac}`,
      `${value}.x`,
      foreign,
    ])
      expect(pass.accepts(bad, 7)).toBe(false);
  });
});
