import { pkceChallenge } from "../../modules/social";
import { sameSecret } from "../../platform/secrets";
import type { SandboxUser } from "./test-users";
import { TtlStore } from "./ttl-store";

/**
 * The OAuth 2.0 authorization code grant with PKCE (RFC 6749 §4.1, RFC 7636) as both sandbox
 * providers run it: checking the authorization request, the consent interaction, issuing a code,
 * and redeeming it once with the client's secret, the same redirect URI and the PKCE verifier.
 */

export interface SandboxClient {
  clientId: string;
  clientSecret: string;
  /** The one registered redirect URI, compared exactly. */
  redirectUri: string;
}

export interface AuthorizationRequest {
  clientId: string;
  redirectUri: string;
  scopes: string[];
  state?: string;
  nonce?: string;
  codeChallenge: string;
}

export interface CodeGrant extends AuthorizationRequest {
  user: SandboxUser;
  /** Access tokens issued for this code: revoked if the code is presented again (RFC 6749 §4.1.2). */
  accessTokens: string[];
  redeemed: boolean;
}

export type AuthorizeCheck =
  | { ok: true; request: AuthorizationRequest }
  /** The client or redirect URI cannot be trusted: show the error, never redirect (RFC 6749 §4.1.2.1). */
  | { ok: false; fatal: string }
  | { ok: false; redirect: string };

const CHALLENGE = /^[A-Za-z0-9_-]{43}$/;
const VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;

const text = (value: unknown) => (typeof value === "string" ? value : undefined);

export function errorRedirect(
  redirectUri: string,
  state: string | undefined,
  error: string,
  description: string,
) {
  const url = new URL(redirectUri);
  url.searchParams.set("error", error);
  url.searchParams.set("error_description", description);
  if (state) url.searchParams.set("state", state);
  return url.toString();
}

export function checkAuthorizationRequest(
  query: Record<string, unknown>,
  client: SandboxClient,
): AuthorizeCheck {
  const clientId = text(query.client_id);
  const redirectUri = text(query.redirect_uri);
  const state = text(query.state);
  if (clientId !== client.clientId) return { ok: false, fatal: "Unknown client_id." };
  if (redirectUri !== client.redirectUri) {
    return { ok: false, fatal: "redirect_uri is not registered for this client (it must match exactly)." };
  }
  if (text(query.response_type) !== "code") {
    return {
      ok: false,
      redirect: errorRedirect(redirectUri, state, "unsupported_response_type", "only response_type=code"),
    };
  }
  const codeChallenge = text(query.code_challenge);
  if (!codeChallenge || !CHALLENGE.test(codeChallenge) || text(query.code_challenge_method) !== "S256") {
    return {
      ok: false,
      redirect: errorRedirect(
        redirectUri,
        state,
        "invalid_request",
        "PKCE with code_challenge_method=S256 is required",
      ),
    };
  }
  const scopes = (text(query.scope) ?? "").split(/[ ,]+/).filter((scope) => scope !== "");
  return {
    ok: true,
    request: { clientId, redirectUri, scopes, state, nonce: text(query.nonce), codeChallenge },
  };
}

/** Client authentication at the token endpoint: client_secret_basic or client_secret_post. */
export function authenticateClient(
  authorization: string | undefined,
  body: Record<string, unknown>,
  client: SandboxClient,
): boolean {
  let id = text(body.client_id);
  let secret = text(body.client_secret);
  if (authorization?.startsWith("Basic ")) {
    const decoded = Buffer.from(authorization.slice(6), "base64").toString("utf8");
    const colon = decoded.indexOf(":");
    if (colon < 0) return false;
    id = decodeURIComponent(decoded.slice(0, colon));
    secret = decodeURIComponent(decoded.slice(colon + 1));
  }
  return id === client.clientId && secret !== undefined && sameSecret(secret, client.clientSecret);
}

export type Redemption = { ok: true; grant: CodeGrant } | { ok: false; error: string; description: string };

/** Codes live 5 minutes; a code works once. */
export function createCodeStore(revokeAccessToken: (token: string) => void) {
  const codes = new TtlStore<CodeGrant>(5 * 60 * 1000);
  return {
    issue: (request: AuthorizationRequest, user: SandboxUser) =>
      codes.put({ ...request, user, accessTokens: [], redeemed: false }),

    redeem(body: Record<string, unknown>, clientId: string): Redemption {
      const invalid = (description: string): Redemption => ({
        ok: false,
        error: "invalid_grant",
        description,
      });
      const grant = codes.get(text(body.code));
      if (!grant) return invalid("the code is unknown or expired");
      if (grant.redeemed) {
        for (const token of grant.accessTokens) revokeAccessToken(token);
        return invalid("the code was already used; its tokens are revoked");
      }
      grant.redeemed = true;
      if (grant.clientId !== clientId) return invalid("the code was issued to another client");
      if (text(body.redirect_uri) !== grant.redirectUri)
        return invalid("redirect_uri differs from the authorization request");
      const verifier = text(body.code_verifier);
      if (!verifier || !VERIFIER.test(verifier)) {
        return { ok: false, error: "invalid_request", description: "code_verifier is missing or malformed" };
      }
      if (!sameSecret(pkceChallenge(verifier), grant.codeChallenge))
        return invalid("code_verifier does not match the code_challenge");
      return { ok: true, grant };
    },
  };
}
