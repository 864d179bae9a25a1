import { AUTH_COOKIES } from "@odin/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setCookies } from "../../testing/auth";
import {
  consent,
  createSocialTestApp,
  fragmentOf,
  returnFromProvider,
  type SocialTestApp,
  socialSignIn,
  startSignIn,
} from "../../testing/social";
import { createTestApp } from "../../testing/test-app";

let test: SocialTestApp;
beforeAll(async () => {
  test = await createSocialTestApp();
});
afterAll(() => test.close());

const signedIn = (response: { cookies: Array<Record<string, unknown>> }) =>
  Boolean(setCookies(response).get(AUTH_COOKIES.accessToken)?.value);

function warnings(reason: string) {
  return test.logs.filter(
    (line) => line.msg === "social sign-in failed" && String(line.reason).includes(reason),
  );
}

describe("GET /auth/social/:provider", () => {
  it("redirects to Google's authorization endpoint with PKCE S256, state and nonce", async () => {
    const { response, authorizeUrl, flowCookie } = await startSignIn(test, "google", "/products?page=2");
    const url = new URL(authorizeUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${test.origin}/_sandbox/oauth/google/authorize`);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      client_id: "odin-sandbox-google",
      redirect_uri: `${test.origin}/googlesuccess`,
      response_type: "code",
      scope: "openid email profile",
      code_challenge_method: "S256",
    });
    expect(params.state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.nonce).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(response.headers["cache-control"]).toBe("no-store");
    const cookie = setCookies(response).get("odin_oauth_google");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/googlesuccess", maxAge: 600 });
    // Encrypted: neither the state nor the nonce can be read from the cookie.
    for (const secret of [params.state, params.nonce]) expect(flowCookie).not.toContain(secret);
    expect(flowCookie.split(".")).toHaveLength(5);
  });

  it("redirects to Facebook's login dialog with PKCE and without a nonce", async () => {
    const { authorizeUrl, response } = await startSignIn(test, "facebook");
    const url = new URL(authorizeUrl);
    expect(url.pathname).toBe("/_sandbox/oauth/facebook/dialog/oauth");
    expect(url.searchParams.get("redirect_uri")).toBe(`${test.origin}/facebooksuccess`);
    expect(url.searchParams.get("scope")).toBe("email,public_profile");
    expect(url.searchParams.has("nonce")).toBe(false);
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(setCookies(response).get("odin_oauth_facebook")?.path).toBe("/facebooksuccess");
  });

  it("refuses a returnTo that is not a path of this site", async () => {
    for (const returnTo of [
      "https://evil.example/",
      "//evil.example/x",
      "/\\evil.example",
      "javascript:alert(1)",
      "/a\r\nSet-Cookie: x=1",
      "mybag",
    ]) {
      const response = await test.app.inject({
        method: "GET",
        url: `/auth/social/google?returnTo=${encodeURIComponent(returnTo)}`,
      });
      expect(response.statusCode, returnTo).toBe(400);
      expect(response.headers.location).toBeUndefined();
      expect(response.headers["set-cookie"]).toBeUndefined();
    }
  });
});

describe("the provider's return", () => {
  it("sends the Fail test user to the socialLoginError view at the stored route", async () => {
    for (const provider of ["google", "facebook"] as const) {
      const { response, location } = await socialSignIn(test, provider, "fail", "/products");
      expect(location).toBe(`/products#login=socialLoginError&provider=${provider}`);
      expect(signedIn(response)).toBe(false);
      expect(setCookies(response).get(`odin_oauth_${provider}`)?.value).toBe("");
    }
    expect(warnings("provider answered access_denied")).toHaveLength(2);
  });

  it("refuses a return whose state differs from the browser's, without spending the code", async () => {
    const started = await startSignIn(test, "google", "/mybag");
    const callbackUrl = await consent(test, started.authorizeUrl, {
      name: "State Test",
      email: "st@example.com",
    });
    const forged = new URL(callbackUrl);
    forged.searchParams.set("state", "x".repeat(43));
    const refused = await returnFromProvider(test, "google", forged.toString(), started.flowCookie);
    expect(refused.headers.location).toBe("/mybag#login=socialLoginError&provider=google");
    expect(signedIn(refused)).toBe(false);
    expect(warnings("state does not match").length).toBeGreaterThan(0);
    // The code was never exchanged: the genuine return still works.
    const genuine = await returnFromProvider(test, "google", callbackUrl, started.flowCookie);
    expect(fragmentOf(String(genuine.headers.location)).get("login")).toBe("missed");
  });

  it("refuses a return in a browser without the flow cookie, or with a tampered one", async () => {
    const started = await startSignIn(test, "google", "/mybag");
    const callbackUrl = await consent(test, started.authorizeUrl, {
      name: "No Cookie",
      email: "nc@example.com",
    });
    const tampered = `${started.flowCookie.slice(0, -4)}AAAA`;
    for (const cookie of ["", tampered]) {
      const response = await returnFromProvider(test, "google", callbackUrl, cookie);
      // Without the flow the stored route is unknown: back to the home page.
      expect(response.headers.location).toBe("/#login=socialLoginError&provider=google");
      expect(signedIn(response)).toBe(false);
    }
    expect(warnings("no valid flow cookie").length).toBeGreaterThanOrEqual(2);
  });

  it("refuses a replayed return: the provider's code works once", async () => {
    const started = await startSignIn(test, "facebook");
    const callbackUrl = await consent(test, started.authorizeUrl, {
      name: "Replay",
      email: "replay@example.com",
    });
    const first = await returnFromProvider(test, "facebook", callbackUrl, started.flowCookie);
    expect(fragmentOf(String(first.headers.location)).get("login")).toBe("missed");
    const second = await returnFromProvider(test, "facebook", callbackUrl, started.flowCookie);
    expect(second.headers.location).toBe("/#login=socialLoginError&provider=facebook");
    expect(warnings("facebook token exchange: HTTP 400 OAuthException 100").length).toBeGreaterThan(0);
  });

  it("never logs the code, the state, the social token or the session tokens", async () => {
    const from = test.logs.length;
    const started = await startSignIn(test, "google");
    const callbackUrl = await consent(test, started.authorizeUrl, "meera");
    const response = await returnFromProvider(test, "google", callbackUrl, started.flowCookie);
    const callback = new URL(callbackUrl);
    const socialToken = fragmentOf(String(response.headers.location)).get("socialToken") ?? "";
    const logged = JSON.stringify(test.logs.slice(from));
    expect(logged).toContain("/googlesuccess");
    for (const secret of [
      callback.searchParams.get("code") ?? "",
      callback.searchParams.get("state") ?? "",
      started.flowCookie,
      socialToken,
    ]) {
      expect(secret.length).toBeGreaterThan(20);
      expect(logged).not.toContain(secret);
    }
  });
});

describe("a provider that is off", () => {
  it("answers socialLoginError and serves no sandbox for it", async () => {
    const other = await createTestApp({ env: { ODIN_SOCIAL_PROVIDERS: "google" } });
    try {
      const start = await other.app.inject({ method: "GET", url: "/auth/social/facebook?returnTo=/mybag" });
      expect(start.statusCode).toBe(302);
      expect(start.headers.location).toBe("/mybag#login=socialLoginError&provider=facebook");
      expect(start.headers["set-cookie"]).toBeUndefined();
      const dialog = await other.app.inject({ method: "GET", url: "/_sandbox/oauth/facebook/dialog/oauth" });
      expect(dialog.statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });
});
