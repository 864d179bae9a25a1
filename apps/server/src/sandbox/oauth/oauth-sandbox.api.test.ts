import { createHmac } from "node:crypto";
import { FOREIGN_RETURN_ADDRESSES } from "@odin/contracts/testing";
import { createLocalJWKSet, type JSONWebKeySet, jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { pkceChallenge } from "../../modules/social/social-crypto";
import { loadConfig } from "../../platform/config";
import { randomToken } from "../../platform/secrets";
import { createSocialTestApp, type SocialTestApp } from "../../testing/social";

/** The sandbox providers as a client sees them: the protocol rules they enforce (RFC 6749, 7636, OIDC). */

const SESSION_SECRET = "s".repeat(40);
let test: SocialTestApp;
let google: { clientId: string; clientSecret: string };
let facebook: { clientId: string; clientSecret: string };

beforeAll(async () => {
  test = await createSocialTestApp(() => ({ ODIN_SESSION_SECRET: SESSION_SECRET }));
  const social = loadConfig({ ODIN_MODE: "demo", ODIN_SESSION_SECRET: SESSION_SECRET }).social;
  if (!social.google || !social.facebook) throw new Error("providers off");
  google = social.google;
  facebook = social.facebook;
});
afterAll(() => test.close());

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const FORM = { "content-type": "application/x-www-form-urlencoded" };

function authorizePath(provider: "google" | "facebook", overrides: Record<string, string | undefined> = {}) {
  const client = provider === "google" ? google : facebook;
  const path =
    provider === "google" ? "/_sandbox/oauth/google/authorize" : "/_sandbox/oauth/facebook/dialog/oauth";
  const params: Record<string, string | undefined> = {
    client_id: client.clientId,
    redirect_uri: `${test.origin}/${provider}success`,
    response_type: "code",
    scope: provider === "google" ? "openid email profile" : "email,public_profile",
    state: "st4te",
    code_challenge: "",
    code_challenge_method: "S256",
    ...overrides,
  };
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, value);
  return `${path}?${query}`;
}

/** Plays the browser: consent as `user`, answers the code. */
async function codeFor(provider: "google" | "facebook", user: string, extra: Record<string, string> = {}) {
  const verifier = randomToken(48);
  const page = await test.app.inject({
    method: "GET",
    url: authorizePath(provider, { code_challenge: pkceChallenge(verifier), ...extra }),
  });
  expect(page.statusCode).toBe(200);
  const interaction = /name="interaction" value="([^"]+)"/.exec(page.body)?.[1] ?? "";
  const answer = await test.app.inject({
    method: "POST",
    url: `/_sandbox/oauth/${provider}/consent`,
    headers: FORM,
    payload: form({ interaction, user }),
  });
  expect(answer.statusCode).toBe(302);
  const location = new URL(String(answer.headers.location));
  expect(location.searchParams.get("state")).toBe("st4te");
  return { code: location.searchParams.get("code") ?? "", verifier, interaction };
}

function googleToken(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return test.app.inject({
    method: "POST",
    url: "/_sandbox/oauth/google/token",
    headers: { ...FORM, ...headers },
    payload: form(fields),
  });
}

const exchange = (code: string, verifier: string) => ({
  grant_type: "authorization_code",
  code,
  redirect_uri: `${test.origin}/googlesuccess`,
  client_id: google.clientId,
  client_secret: google.clientSecret,
  code_verifier: verifier,
});

describe("Google sandbox: discovery, consent, authorization request", () => {
  it("publishes its OpenID configuration and an RS256 JWKS", async () => {
    const issuer = `${test.origin}/_sandbox/oauth/google`;
    const discovery = await test.app.inject({
      url: "/_sandbox/oauth/google/.well-known/openid-configuration",
    });
    expect(discovery.json()).toMatchObject({
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      token_endpoint: `${issuer}/token`,
      jwks_uri: `${issuer}/jwks`,
      code_challenge_methods_supported: ["S256"],
      id_token_signing_alg_values_supported: ["RS256"],
    });
    const jwks = (await test.app.inject({ url: "/_sandbox/oauth/google/jwks" })).json() as JSONWebKeySet;
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: "RSA", alg: "RS256", use: "sig" });
    expect(jwks.keys[0]).not.toHaveProperty("d");
  });

  it("shows a labelled consent page with the test users, another person and Fail", async () => {
    const page = await test.app.inject({
      url: authorizePath("google", { code_challenge: pkceChallenge(randomToken(48)) }),
    });
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.body).toContain('<html lang="en">');
    for (const text of [
      "Asha Rao",
      "asha@example.in",
      "Meera Iyer",
      "Dev Khanna",
      "Fail",
      '<label for="name">',
      '<label for="email">',
    ]) {
      expect(page.body).toContain(text);
    }
  });

  it("refuses an unknown client or a redirect URI that is not exact, without redirecting", async () => {
    for (const overrides of [
      { client_id: "someone-else" },
      { redirect_uri: `${test.origin}/googlesuccess/extra` },
      { redirect_uri: "https://evil.example/googlesuccess" },
    ]) {
      const response = await test.app.inject({
        url: authorizePath("google", { code_challenge: "c".repeat(43), ...overrides }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.headers.location).toBeUndefined();
      expect(response.body).toContain('role="alert"');
    }
  });

  it("redirects only to the registered redirect URI, however another is written", async () => {
    const redirected: string[] = [];
    let tries = 0;
    for (const provider of ["google", "facebook"] as const) {
      const registered = `${test.origin}/${provider}success`;
      for (const address of FOREIGN_RETURN_ADDRESSES) {
        for (const redirectUri of [address, `${test.origin}${address}`, `${registered}${address}`]) {
          if (redirectUri === registered) continue;
          tries++;
          const response = await test.app.inject({
            url: authorizePath(provider, { code_challenge: "c".repeat(43), redirect_uri: redirectUri }),
          });
          if (response.statusCode !== 400 || response.headers.location !== undefined)
            redirected.push(`${provider} ${JSON.stringify(redirectUri)} -> ${response.statusCode}`);
        }
      }
    }
    expect(redirected, `${redirected.length} of ${tries} redirected`).toEqual([]);
  });

  it("answers invalid_request to the client without PKCE S256, unsupported_response_type for a token request", async () => {
    const cases = [
      [{ code_challenge: undefined }, "invalid_request"],
      [{ code_challenge: "c".repeat(43), code_challenge_method: "plain" }, "invalid_request"],
      [{ code_challenge: "c".repeat(43), response_type: "token" }, "unsupported_response_type"],
    ] as const;
    for (const [overrides, error] of cases) {
      const response = await test.app.inject({ url: authorizePath("google", overrides) });
      expect(response.statusCode).toBe(302);
      const location = new URL(String(response.headers.location));
      expect(`${location.origin}${location.pathname}`).toBe(`${test.origin}/googlesuccess`);
      expect(location.searchParams.get("error")).toBe(error);
      expect(location.searchParams.get("state")).toBe("st4te");
    }
  });

  it("answers a consent interaction once", async () => {
    const { interaction } = await codeFor("google", "meera");
    const again = await test.app.inject({
      method: "POST",
      url: "/_sandbox/oauth/google/consent",
      headers: FORM,
      payload: form({ interaction, user: "meera" }),
    });
    expect(again.statusCode).toBe(400);
    expect(again.headers.location).toBeUndefined();
  });
});

describe("Google sandbox: token endpoint", () => {
  it("issues an RS256 ID token with the nonce for the client's secret, redirect URI and PKCE verifier", async () => {
    const { code, verifier } = await codeFor("google", "asha", { nonce: "n-123" });
    const response = await googleToken(exchange(code, verifier));
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const body = response.json() as { id_token: string; access_token: string; token_type: string };
    expect(body.token_type).toBe("Bearer");
    const jwks = (await test.app.inject({ url: "/_sandbox/oauth/google/jwks" })).json() as JSONWebKeySet;
    const { payload, protectedHeader } = await jwtVerify(body.id_token, createLocalJWKSet(jwks), {
      issuer: `${test.origin}/_sandbox/oauth/google`,
      audience: google.clientId,
    });
    expect(protectedHeader.alg).toBe("RS256");
    expect(payload).toMatchObject({
      sub: "108200000000000000001",
      nonce: "n-123",
      email: "asha@example.in",
      email_verified: true,
      name: "Asha Rao",
      azp: google.clientId,
    });
    const userinfo = await test.app.inject({
      url: "/_sandbox/oauth/google/userinfo",
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    expect(userinfo.json()).toMatchObject({ sub: "108200000000000000001", email: "asha@example.in" });

    // The code works once; presenting it again also revokes the access token it gave.
    const replay = await googleToken(exchange(code, verifier));
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ error: "invalid_grant" });
    const revoked = await test.app.inject({
      url: "/_sandbox/oauth/google/userinfo",
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    expect(revoked.statusCode).toBe(401);
  });

  it("accepts client_secret_basic and refuses a wrong secret with invalid_client", async () => {
    const { code, verifier } = await codeFor("google", "meera");
    const { client_secret: _, ...withoutSecret } = exchange(code, verifier);
    const wrong = await googleToken({ ...withoutSecret, client_secret: "not-the-secret" });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ error: "invalid_client" });
    const basic = Buffer.from(`${google.clientId}:${google.clientSecret}`).toString("base64");
    const right = await googleToken(withoutSecret, { authorization: `Basic ${basic}` });
    expect(right.statusCode).toBe(200);
  });

  it("refuses a PKCE verifier that does not match, and the code is spent by the attempt", async () => {
    const { code, verifier } = await codeFor("google", "meera");
    const mismatch = await googleToken(exchange(code, randomToken(48)));
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({ error: "invalid_grant" });
    expect((await googleToken(exchange(code, verifier))).statusCode).toBe(400);
  });

  it("refuses another redirect URI, a missing verifier and an expired code", async () => {
    const first = await codeFor("google", "meera");
    const otherRedirect = await googleToken({
      ...exchange(first.code, first.verifier),
      redirect_uri: `${test.origin}/x`,
    });
    expect(otherRedirect.json()).toMatchObject({ error: "invalid_grant" });
    const second = await codeFor("google", "meera");
    const { code_verifier: _, ...noVerifier } = exchange(second.code, second.verifier);
    expect((await googleToken(noVerifier)).json()).toMatchObject({ error: "invalid_request" });
    const third = await codeFor("google", "meera");
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.now() + 6 * 60 * 1000);
      const late = await googleToken(exchange(third.code, third.verifier));
      expect(late.json()).toMatchObject({ error: "invalid_grant" });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("Facebook sandbox", () => {
  async function facebookToken(user: string, extra: Record<string, string> = {}) {
    const { code, verifier } = await codeFor("facebook", user, extra);
    const query = form({
      client_id: facebook.clientId,
      client_secret: facebook.clientSecret,
      redirect_uri: `${test.origin}/facebooksuccess`,
      code,
      code_verifier: verifier,
    });
    const response = await test.app.inject({ url: `/_sandbox/oauth/facebook/oauth/access_token?${query}` });
    expect(response.statusCode).toBe(200);
    return (response.json() as { access_token: string }).access_token;
  }
  const proof = (token: string) => createHmac("sha256", facebook.clientSecret).update(token).digest("hex");

  it("answers /me with the requested fields, checks appsecret_proof and never gives a phone", async () => {
    const token = await facebookToken("asha");
    const me = await test.app.inject({
      url: `/_sandbox/oauth/facebook/me?fields=id,name,email,phone&appsecret_proof=${proof(token)}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json()).toEqual({ id: "10160000000000001", name: "Asha Rao", email: "asha@example.in" });
    const badProof = await test.app.inject({
      url: `/_sandbox/oauth/facebook/me?fields=id&appsecret_proof=${"0".repeat(64)}&access_token=${token}`,
    });
    expect(badProof.statusCode).toBe(400);
    expect(badProof.json()).toMatchObject({ error: { type: "OAuthException", code: 100 } });
    const badToken = await test.app.inject({ url: "/_sandbox/oauth/facebook/me?access_token=nope" });
    expect(badToken.json()).toMatchObject({ error: { code: 190 } });
  });

  it("shares the e-mail only with the email scope", async () => {
    const token = await facebookToken("asha", { scope: "public_profile" });
    const me = await test.app.inject({
      url: `/_sandbox/oauth/facebook/me?fields=id,name,email&access_token=${token}`,
    });
    expect(me.json()).toEqual({ id: "10160000000000001", name: "Asha Rao" });
  });

  it("refuses a wrong client secret in the Graph error format", async () => {
    const { code, verifier } = await codeFor("facebook", "meera");
    const response = await test.app.inject({
      method: "POST",
      url: "/_sandbox/oauth/facebook/oauth/access_token",
      headers: FORM,
      payload: form({
        client_id: facebook.clientId,
        client_secret: "wrong",
        redirect_uri: `${test.origin}/facebooksuccess`,
        code,
        code_verifier: verifier,
      }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { type: "OAuthException", message: "Error validating client secret." },
    });
  });
});
