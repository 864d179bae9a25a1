import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../platform/config";
import { PRODUCTION_ENV } from "../../testing/production-env";

/** Production with social sign-in on (the default), which these tests are about. */
const { ODIN_SOCIAL_PROVIDERS: _off, ...production } = {
  ...PRODUCTION_ENV,
  ODIN_SITE_ORIGIN: "https://shop.example.in",
};
const realClients = {
  ODIN_GOOGLE_CLIENT_ID: "g-id.apps.googleusercontent.com",
  ODIN_GOOGLE_CLIENT_SECRET: "g-secret",
  ODIN_FACEBOOK_CLIENT_ID: "1234567890",
  ODIN_FACEBOOK_CLIENT_SECRET: "f-secret",
};
/** Settings other modules require in production mode, so each case fails only for its own reason. */
function loadProduction(env: Record<string, string>) {
  try {
    return loadConfig({ ...production, ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
}
const socialProblems = (result: unknown) =>
  result instanceof ConfigError
    ? result.message.split("\n").filter((line) => /GOOGLE|FACEBOOK|SITE_ORIGIN|https|SOCIAL/.test(line))
    : [];

describe("social sign-in configuration", () => {
  it("points both providers at the sandbox in demo mode, with a secret derived from the session secret", () => {
    const config = loadConfig({ ODIN_MODE: "demo", PORT: "4100", ODIN_SESSION_SECRET: "a".repeat(40) });
    expect(config.social.redirectOrigin).toBe("http://localhost:4100");
    expect(config.social.google).toMatchObject({
      sandbox: true,
      clientId: "odin-sandbox-google",
      issuer: "http://localhost:4100/_sandbox/oauth/google",
      scopes: "openid email profile",
    });
    expect(config.social.facebook).toMatchObject({
      sandbox: true,
      authorizationUrl: "http://localhost:4100/_sandbox/oauth/facebook/dialog/oauth",
      tokenUrl: "http://localhost:4100/_sandbox/oauth/facebook/oauth/access_token",
      profileUrl: "http://localhost:4100/_sandbox/oauth/facebook/me",
    });
    const other = loadConfig({ ODIN_MODE: "demo", ODIN_SESSION_SECRET: "b".repeat(40) });
    expect(other.social.google?.clientSecret).not.toBe(config.social.google?.clientSecret);
  });

  it("uses the real providers with configured credentials and turns a provider off by ODIN_SOCIAL_PROVIDERS", () => {
    const config = loadProduction({ ...realClients, ODIN_SOCIAL_PROVIDERS: "google" });
    if (config instanceof ConfigError) throw config;
    expect(config.social.redirectOrigin).toBe("https://shop.example.in");
    expect(config.social.google).toMatchObject({ sandbox: false, issuer: "https://accounts.google.com" });
    expect(config.social.facebook).toBeNull();
  });

  it("fails fast in production mode without credentials, site origin or https endpoints", () => {
    expect(socialProblems(loadProduction({}))).toEqual([
      expect.stringContaining(
        "ODIN_GOOGLE_CLIENT_ID and ODIN_GOOGLE_CLIENT_SECRET: required in production mode",
      ),
      expect.stringContaining(
        "ODIN_FACEBOOK_CLIENT_ID and ODIN_FACEBOOK_CLIENT_SECRET: required in production mode",
      ),
    ]);
    const { ODIN_SITE_ORIGIN: _, ...noOrigin } = production;
    expect(() => loadConfig({ ...noOrigin, ...realClients })).toThrow(/ODIN_SITE_ORIGIN: required/);
    expect(
      socialProblems(loadProduction({ ...realClients, ODIN_GOOGLE_TOKEN_URL: "http://idp.example/token" })),
    ).toEqual([expect.stringContaining("must use https")]);
    expect(socialProblems(loadProduction({ ODIN_SOCIAL_PROVIDERS: "" }))).toEqual([]);
  });

  it("wants a client id and secret together, and openid in the Google scopes", () => {
    expect(() => loadConfig({ ODIN_GOOGLE_CLIENT_ID: "only-id" })).toThrow(/set both or neither/);
    expect(() => loadConfig({ ODIN_GOOGLE_SCOPES: "email profile" })).toThrow(/openid/);
    expect(() => loadConfig({ ODIN_SOCIAL_PROVIDERS: "google,twitter" })).toThrow(/ODIN_SOCIAL_PROVIDERS/);
  });
});
