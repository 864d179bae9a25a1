import { createHmac, randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { sameSecret } from "../../platform/secrets";
import { createCodeStore, type SandboxClient } from "./authorization";
import { registerAuthorization } from "./consent";
import { FACEBOOK_TEST_USERS, type SandboxUser } from "./test-users";
import { TtlStore } from "./ttl-store";

export const FACEBOOK_SANDBOX_PATH = "/_sandbox/oauth/facebook";
const ACCESS_TOKEN_TTL_SECONDS = 60 * 24 * 3600;

/** A Graph API error (`OAuthException`), as Facebook answers them. */
function graphError(reply: FastifyReply, status: number, code: number, message: string) {
  return reply.status(status).send({
    error: { message, type: "OAuthException", code, fbtrace_id: randomBytes(8).toString("base64url") },
  });
}

const text = (value: unknown) => (typeof value === "string" ? value : undefined);

/**
 * A Facebook-like OAuth provider: the login dialog with a consent page, `oauth/access_token`
 * (client secret, exact redirect URI, single-use code, PKCE S256), and the Graph `me` endpoint with
 * `fields` and an optional `appsecret_proof`. Like Facebook it never shares a phone number.
 */
export async function facebookSandbox(app: FastifyInstance, options: { client: SandboxClient }) {
  const { client } = options;
  const accessTokens = new TtlStore<{ user: SandboxUser; scopes: string[] }>(ACCESS_TOKEN_TTL_SECONDS * 1000);
  const codes = createCodeStore((token) => accessTokens.delete(token));

  registerAuthorization(app, {
    providerName: "Facebook",
    provider: "facebook",
    authorizePath: `${FACEBOOK_SANDBOX_PATH}/dialog/oauth`,
    consentPath: `${FACEBOOK_SANDBOX_PATH}/consent`,
    client,
    users: FACEBOOK_TEST_USERS,
    askEmailVerified: false,
    codes,
  });

  async function accessToken(request: FastifyRequest, reply: FastifyReply) {
    reply.header("cache-control", "no-store");
    const fields = { ...(request.query as object), ...((request.body as object | undefined) ?? {}) };
    const params = fields as Record<string, unknown>;
    const secret = text(params.client_secret);
    if (text(params.client_id) !== client.clientId || !secret || !sameSecret(secret, client.clientSecret)) {
      return graphError(reply, 400, 1, "Error validating client secret.");
    }
    const redeemed = codes.redeem(params, client.clientId);
    if (!redeemed.ok)
      return graphError(reply, 400, 100, `Invalid verification code format. ${redeemed.description}`);
    const token = accessTokens.put({ user: redeemed.grant.user, scopes: redeemed.grant.scopes });
    redeemed.grant.accessTokens.push(token);
    return { access_token: token, token_type: "bearer", expires_in: ACCESS_TOKEN_TTL_SECONDS };
  }
  app.get(`${FACEBOOK_SANDBOX_PATH}/oauth/access_token`, { schema: { hide: true } }, accessToken);
  app.post(`${FACEBOOK_SANDBOX_PATH}/oauth/access_token`, { schema: { hide: true } }, accessToken);

  app.get(`${FACEBOOK_SANDBOX_PATH}/me`, { schema: { hide: true } }, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const header = request.headers.authorization ?? "";
    const token =
      text(query.access_token) ?? (/^(Bearer|OAuth) /.test(header) ? header.replace(/^\S+ /, "") : undefined);
    const session = token ? accessTokens.get(token) : undefined;
    if (!token || !session) return graphError(reply, 400, 190, "Invalid OAuth access token.");
    const proof = text(query.appsecret_proof);
    if (proof !== undefined) {
      const expected = createHmac("sha256", client.clientSecret).update(token).digest("hex");
      if (!sameSecret(proof, expected))
        return graphError(reply, 400, 100, "Invalid appsecret_proof provided in the API argument");
    }
    const wanted = new Set((text(query.fields) ?? "id,name").split(","));
    const { user, scopes } = session;
    const me: Record<string, string> = { id: user.subject };
    if (wanted.has("name") && user.name) me.name = user.name;
    if (wanted.has("email") && user.email && scopes.includes("email")) me.email = user.email;
    return me;
  });
}
