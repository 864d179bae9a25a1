import { createRemoteJWKSet, errors, jwtVerify } from "jose";
import type { GoogleClientConfig } from "../../platform/config-social";
import { sameSecret } from "../../platform/secrets";
import { getJson, ProviderError, postForm, requireString } from "./oauth-http";
import type { ProviderClient } from "./provider-client";

interface Endpoints {
  authorization: string;
  token: string;
  jwks: string;
}

const DISCOVERY_TTL_MS = 60 * 60 * 1000;
/** Clock skew allowed on `iat`, `exp` and `nbf` of an ID token. */
const CLOCK_TOLERANCE_SECONDS = 60;

/**
 * Google sign-in: OpenID Connect authorization code flow with PKCE (S256) and a `nonce`. Endpoints
 * come from `{issuer}/.well-known/openid-configuration` unless configured; the ID token is checked
 * against the issuer's JWKS (RS256 only), its `iss`, `aud` (and `azp`), `exp` and `nonce`.
 */
export function createGoogleClient(config: GoogleClientConfig, redirectUri: string): ProviderClient {
  let discovered: { at: number; endpoints: Promise<Endpoints> } | undefined;
  let keys: { url: string; set: ReturnType<typeof createRemoteJWKSet> } | undefined;

  async function discover(): Promise<Endpoints> {
    const step = "google discovery";
    const document = await getJson(
      step,
      `${config.issuer.replace(/\/$/, "")}/.well-known/openid-configuration`,
    );
    if (document.issuer !== config.issuer) throw new ProviderError(`${step}: issuer does not match`);
    return {
      authorization: requireString(step, document, "authorization_endpoint"),
      token: requireString(step, document, "token_endpoint"),
      jwks: requireString(step, document, "jwks_uri"),
    };
  }

  async function endpoints(): Promise<Endpoints> {
    const { authorizationUrl, tokenUrl, jwksUrl } = config;
    if (authorizationUrl && tokenUrl && jwksUrl) {
      return { authorization: authorizationUrl, token: tokenUrl, jwks: jwksUrl };
    }
    if (!discovered || Date.now() - discovered.at > DISCOVERY_TTL_MS) {
      const pending = discover();
      discovered = { at: Date.now(), endpoints: pending };
      // A failed discovery is tried again by the next sign-in.
      pending.catch(() => {
        if (discovered?.endpoints === pending) discovered = undefined;
      });
    }
    const found = await discovered.endpoints;
    return {
      authorization: authorizationUrl ?? found.authorization,
      token: tokenUrl ?? found.token,
      jwks: jwksUrl ?? found.jwks,
    };
  }

  function keySet(url: string) {
    if (keys?.url !== url) keys = { url, set: createRemoteJWKSet(new URL(url)) };
    return keys.set;
  }

  return {
    provider: "google",
    redirectUri,
    usesNonce: true,

    async authorizationUrl({ state, codeChallenge, nonce }) {
      const url = new URL((await endpoints()).authorization);
      url.searchParams.set("client_id", config.clientId);
      url.searchParams.set("redirect_uri", redirectUri);
      url.searchParams.set("response_type", "code");
      url.searchParams.set("scope", config.scopes);
      url.searchParams.set("state", state);
      if (nonce) url.searchParams.set("nonce", nonce);
      url.searchParams.set("code_challenge", codeChallenge);
      url.searchParams.set("code_challenge_method", "S256");
      return url.toString();
    },

    async profile({ code, verifier, nonce }) {
      const { token, jwks } = await endpoints();
      const answer = await postForm("google token exchange", token, {
        grant_type: "authorization_code",
        code,
        redirect_uri: redirectUri,
        client_id: config.clientId,
        client_secret: config.clientSecret,
        code_verifier: verifier,
      });
      const idToken = requireString("google token exchange", answer, "id_token");
      let claims: Awaited<ReturnType<typeof jwtVerify>>["payload"];
      try {
        ({ payload: claims } = await jwtVerify(idToken, keySet(jwks), {
          algorithms: ["RS256"],
          issuer: config.issuer,
          audience: config.clientId,
          requiredClaims: ["sub", "iat", "exp"],
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
        }));
      } catch (error) {
        if (error instanceof errors.JOSEError) {
          throw new ProviderError(`google id token: ${error.code}`);
        }
        throw error;
      }
      if (typeof claims.nonce !== "string" || !nonce || !sameSecret(claims.nonce, nonce)) {
        throw new ProviderError("google id token: nonce does not match");
      }
      if (claims.azp !== undefined && claims.azp !== config.clientId) {
        throw new ProviderError("google id token: azp is another client");
      }
      const email = typeof claims.email === "string" && claims.email !== "" ? claims.email : undefined;
      return {
        provider: "google",
        subject: String(claims.sub),
        email,
        emailVerified: Boolean(email) && (claims.email_verified === true || claims.email_verified === "true"),
        name: typeof claims.name === "string" && claims.name.trim() !== "" ? claims.name.trim() : undefined,
      };
    },
  };
}
