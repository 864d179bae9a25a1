import { randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyReply } from "fastify";
import { type CryptoKey, exportJWK, generateKeyPair, type JWK, SignJWT } from "jose";
import { authenticateClient, createCodeStore, type SandboxClient } from "./authorization";
import { registerAuthorization } from "./consent";
import { GOOGLE_TEST_USERS, type SandboxUser } from "./test-users";
import { TtlStore } from "./ttl-store";

export const GOOGLE_SANDBOX_PATH = "/_sandbox/oauth/google";
const ID_TOKEN_TTL_SECONDS = 3600;

/** The issuer's signing key: RS256, made once per process, published at the JWKS endpoint. */
function signingKey() {
  let key: Promise<{ privateKey: CryptoKey; jwk: JWK }> | undefined;
  return () => {
    key ??= generateKeyPair("RS256", { extractable: true }).then(async ({ privateKey, publicKey }) => {
      const kid = randomBytes(8).toString("hex");
      return { privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg: "RS256", use: "sig" } };
    });
    return key;
  };
}

function tokenError(reply: FastifyReply, status: number, error: string, description: string) {
  return reply.status(status).send({ error, error_description: description });
}

/** Standard claims of a test account for the granted scopes (OpenID Connect Core §5.4). */
function claimsOf(user: SandboxUser, scopes: string[]): Record<string, unknown> {
  const claims: Record<string, unknown> = {};
  if (scopes.includes("email") && user.email) {
    claims.email = user.email;
    claims.email_verified = user.emailVerified;
  }
  if (scopes.includes("profile") && user.name) {
    const [given, ...family] = user.name.split(" ");
    claims.name = user.name;
    claims.given_name = given;
    if (family.length > 0) claims.family_name = family.join(" ");
  }
  return claims;
}

/**
 * A Google-like OpenID provider: discovery, authorization with a consent page, the token endpoint
 * (client secret, exact redirect URI, single-use code, PKCE S256), RS256 ID tokens carrying the
 * `nonce`, the JWKS and userinfo.
 */
export async function googleSandbox(
  app: FastifyInstance,
  options: { client: SandboxClient; issuer: string },
) {
  const { client, issuer } = options;
  const key = signingKey();
  const accessTokens = new TtlStore<{ user: SandboxUser; scopes: string[] }>(ID_TOKEN_TTL_SECONDS * 1000);
  const codes = createCodeStore((token) => accessTokens.delete(token));

  registerAuthorization(app, {
    providerName: "Google",
    provider: "google",
    authorizePath: `${GOOGLE_SANDBOX_PATH}/authorize`,
    consentPath: `${GOOGLE_SANDBOX_PATH}/consent`,
    client,
    users: GOOGLE_TEST_USERS,
    askEmailVerified: true,
    codes,
  });

  app.get(
    `${GOOGLE_SANDBOX_PATH}/.well-known/openid-configuration`,
    { schema: { hide: true } },
    async () => ({
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      token_endpoint: `${issuer}/token`,
      jwks_uri: `${issuer}/jwks`,
      userinfo_endpoint: `${issuer}/userinfo`,
      response_types_supported: ["code"],
      subject_types_supported: ["public"],
      id_token_signing_alg_values_supported: ["RS256"],
      scopes_supported: ["openid", "email", "profile"],
      token_endpoint_auth_methods_supported: ["client_secret_post", "client_secret_basic"],
      code_challenge_methods_supported: ["S256"],
      grant_types_supported: ["authorization_code"],
      claims_supported: [
        "iss",
        "sub",
        "aud",
        "azp",
        "iat",
        "exp",
        "nonce",
        "email",
        "email_verified",
        "name",
      ],
    }),
  );

  app.get(`${GOOGLE_SANDBOX_PATH}/jwks`, { schema: { hide: true } }, async () => ({
    keys: [(await key()).jwk],
  }));

  app.post(`${GOOGLE_SANDBOX_PATH}/token`, { schema: { hide: true } }, async (request, reply) => {
    reply.header("cache-control", "no-store").header("pragma", "no-cache");
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (!authenticateClient(request.headers.authorization, body, client)) {
      return tokenError(reply, 401, "invalid_client", "client authentication failed");
    }
    if (body.grant_type !== "authorization_code") {
      return tokenError(reply, 400, "unsupported_grant_type", "only authorization_code");
    }
    const redeemed = codes.redeem(body, client.clientId);
    if (!redeemed.ok) return tokenError(reply, 400, redeemed.error, redeemed.description);
    const { grant } = redeemed;
    const { privateKey, jwk } = await key();
    const idToken = await new SignJWT({
      azp: client.clientId,
      ...(grant.nonce ? { nonce: grant.nonce } : {}),
      ...claimsOf(grant.user, grant.scopes),
    })
      .setProtectedHeader({ alg: "RS256", kid: jwk.kid, typ: "JWT" })
      .setIssuer(issuer)
      .setSubject(grant.user.subject)
      .setAudience(client.clientId)
      .setIssuedAt()
      .setExpirationTime(`${ID_TOKEN_TTL_SECONDS}s`)
      .sign(privateKey);
    const accessToken = accessTokens.put({ user: grant.user, scopes: grant.scopes });
    grant.accessTokens.push(accessToken);
    return {
      access_token: accessToken,
      token_type: "Bearer",
      expires_in: ID_TOKEN_TTL_SECONDS,
      scope: grant.scopes.join(" "),
      id_token: idToken,
    };
  });

  app.get(`${GOOGLE_SANDBOX_PATH}/userinfo`, { schema: { hide: true } }, async (request, reply) => {
    const header = request.headers.authorization ?? "";
    const session = header.startsWith("Bearer ") ? accessTokens.get(header.slice(7).trim()) : undefined;
    if (!session) {
      return reply
        .status(401)
        .header("www-authenticate", 'Bearer error="invalid_token"')
        .send({ error: "invalid_token" });
    }
    return { sub: session.user.subject, ...claimsOf(session.user, session.scopes) };
  });
}
