import { createServer, type Server } from "node:http";
import { AUTH_COOKIES } from "@odin/contracts";
import { decodeJwt, exportJWK, generateKeyPair, type JWK, type JWTPayload, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createSocialTestApp,
  fragmentOf,
  freePort,
  type SocialTestApp,
  socialSignIn,
} from "../../testing/social";

/**
 * The ID-token checks, proved with a token endpoint in the middle: it relays the server's exchange to
 * the sandbox Google, then re-signs the real ID token with a key it publishes at its own JWKS after
 * changing one thing. Only the unchanged relay may sign in.
 */
type Mode =
  | "relay"
  | "wrong-key"
  | "wrong-nonce"
  | "no-nonce"
  | "wrong-audience"
  | "wrong-issuer"
  | "expired"
  | "hs256"
  | "pkce-tamper";

let mode: Mode = "relay";
let test: SocialTestApp;
let rogue: Server;

async function startRogue(port: number, sandboxToken: () => string) {
  const published = await generateKeyPair("RS256", { extractable: true });
  const unpublished = await generateKeyPair("RS256");
  const kid = "rogue-1";
  const jwk: JWK = { ...(await exportJWK(published.publicKey)), kid, alg: "RS256", use: "sig" };

  async function resign(idToken: string): Promise<string> {
    const claims: JWTPayload = { ...decodeJwt(idToken) };
    const now = Math.floor(Date.now() / 1000);
    if (mode === "wrong-nonce") claims.nonce = "chosen-by-the-attacker";
    if (mode === "no-nonce") delete claims.nonce;
    if (mode === "wrong-audience") claims.aud = "another-client";
    if (mode === "wrong-issuer") claims.iss = "https://evil.example";
    if (mode === "expired") Object.assign(claims, { iat: now - 7200, exp: now - 3600 });
    if (mode === "hs256") {
      return new SignJWT(claims)
        .setProtectedHeader({ alg: "HS256", kid })
        .sign(new TextEncoder().encode("x".repeat(32)));
    }
    const key = mode === "wrong-key" ? unpublished.privateKey : published.privateKey;
    return new SignJWT(claims).setProtectedHeader({ alg: "RS256", kid }).sign(key);
  }

  const server = createServer(async (request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    };
    if (request.url === "/jwks") return send(200, { keys: [jwk] });
    let raw = "";
    for await (const chunk of request) raw += chunk;
    const fields = new URLSearchParams(raw);
    if (mode === "pkce-tamper") fields.set("code_verifier", "v".repeat(64));
    const answer = await fetch(sandboxToken(), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: fields.toString(),
    });
    const body = (await answer.json()) as Record<string, unknown>;
    if (typeof body.id_token === "string") body.id_token = await resign(body.id_token);
    send(answer.status, body);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return server;
}

beforeAll(async () => {
  const port = await freePort();
  const rogueOrigin = `http://127.0.0.1:${port}`;
  rogue = await startRogue(port, () => `${test.origin}/_sandbox/oauth/google/token`);
  test = await createSocialTestApp(() => ({
    ODIN_GOOGLE_TOKEN_URL: `${rogueOrigin}/token`,
    ODIN_GOOGLE_JWKS_URL: `${rogueOrigin}/jwks`,
  }));
});
afterAll(async () => {
  await test.close();
  await new Promise((resolve) => rogue.close(resolve));
});

async function signInThroughRogue(as: Mode) {
  mode = as;
  const from = test.logs.length;
  const person = { name: `Token ${as}`, email: `token-${as}-${Date.now()}@example.com` };
  const { response, location } = await socialSignIn(test, "google", person, "/mybag");
  const reasons = test.logs
    .slice(from)
    .filter((line) => line.msg === "social sign-in failed")
    .map((line) => String(line.reason));
  return { response, location, reasons };
}

describe("the Google ID token", () => {
  it("is accepted when relayed unchanged and signed by a key of the configured JWKS", async () => {
    const { location, reasons } = await signInThroughRogue("relay");
    expect(fragmentOf(location).get("login")).toBe("missed");
    expect(reasons).toEqual([]);
  });

  it.each([
    ["wrong-key", "google id token: ERR_JWS_SIGNATURE_VERIFICATION_FAILED"],
    ["wrong-nonce", "google id token: nonce does not match"],
    ["no-nonce", "google id token: nonce does not match"],
    ["wrong-audience", "google id token: ERR_JWT_CLAIM_VALIDATION_FAILED"],
    ["wrong-issuer", "google id token: ERR_JWT_CLAIM_VALIDATION_FAILED"],
    ["expired", "google id token: ERR_JWT_EXPIRED"],
    ["hs256", "google id token: ERR_JOSE_ALG_NOT_ALLOWED"],
    ["pkce-tamper", "google token exchange: HTTP 400 invalid_grant"],
  ] as const)("is refused: %s", async (as, reason) => {
    const { response, location, reasons } = await signInThroughRogue(as);
    expect(location).toBe("/mybag#login=socialLoginError&provider=google");
    expect(response.cookies.some((cookie) => cookie.name === AUTH_COOKIES.accessToken && cookie.value)).toBe(
      false,
    );
    expect(reasons).toEqual([reason]);
  });
});
