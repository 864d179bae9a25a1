import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { deriveKey } from "../../platform/secrets";
import { createConfirmTokens } from "./confirm-token";

const SECRET = "s".repeat(40);

describe("newsletter confirmation tokens", () => {
  it("name the address they were issued for", async () => {
    const tokens = createConfirmTokens(SECRET, 7);
    expect(await tokens.verify(await tokens.issue("asha@example.in"))).toBe("asha@example.in");
  });

  it("refuse a token signed with another secret, a changed one, and garbage", async () => {
    const token = await createConfirmTokens("o".repeat(40), 7).issue("asha@example.in");
    const tokens = createConfirmTokens(SECRET, 7);
    expect(await tokens.verify(token)).toBeUndefined();
    const own = await tokens.issue("asha@example.in");
    expect(await tokens.verify(`${own.slice(0, -2)}xx`)).toBeUndefined();
    expect(await tokens.verify("not-a-token")).toBeUndefined();
  });

  it("refuse an expired token and one made for another purpose with the same secret", async () => {
    const key = deriveKey(SECRET, "newsletter confirmation link");
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: "HS256" })
      .setIssuer("odin")
      .setAudience("odin-newsletter-confirmation")
      .setSubject("asha@example.in")
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(key);
    const tokens = createConfirmTokens(SECRET, 7);
    expect(await tokens.verify(expired)).toBeUndefined();
    const social = await new SignJWT({})
      .setProtectedHeader({ alg: "HS256" })
      .setIssuer("odin")
      .setAudience("odin-newsletter-confirmation")
      .setSubject("asha@example.in")
      .setExpirationTime("1h")
      .sign(deriveKey(SECRET, "social sign-in token"));
    expect(await tokens.verify(social)).toBeUndefined();
  });
});
