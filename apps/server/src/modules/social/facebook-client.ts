import { createHmac } from "node:crypto";
import type { FacebookClientConfig } from "../../platform/config-social";
import { getJson, postForm, requireString } from "./oauth-http";
import type { ProviderClient } from "./provider-client";

/**
 * Facebook Login: OAuth 2.0 authorization code flow with PKCE (S256), then the Graph API's
 * `/me?fields=id,name,email` with the access token and its `appsecret_proof`. Facebook answers an
 * e-mail only when the account has confirmed it, so a returned e-mail counts as verified.
 */
export function createFacebookClient(config: FacebookClientConfig, redirectUri: string): ProviderClient {
  return {
    provider: "facebook",
    redirectUri,
    usesNonce: false,

    async authorizationUrl({ state, codeChallenge }) {
      const url = new URL(config.authorizationUrl);
      url.searchParams.set("client_id", config.clientId);
      url.searchParams.set("redirect_uri", redirectUri);
      url.searchParams.set("response_type", "code");
      url.searchParams.set("scope", config.scopes);
      url.searchParams.set("state", state);
      url.searchParams.set("code_challenge", codeChallenge);
      url.searchParams.set("code_challenge_method", "S256");
      return url.toString();
    },

    async profile({ code, verifier }) {
      const answer = await postForm("facebook token exchange", config.tokenUrl, {
        client_id: config.clientId,
        client_secret: config.clientSecret,
        redirect_uri: redirectUri,
        code,
        code_verifier: verifier,
      });
      const accessToken = requireString("facebook token exchange", answer, "access_token");
      const url = new URL(config.profileUrl);
      url.searchParams.set("fields", "id,name,email");
      url.searchParams.set(
        "appsecret_proof",
        createHmac("sha256", config.clientSecret).update(accessToken).digest("hex"),
      );
      const me = await getJson("facebook profile", url.toString(), {
        authorization: `Bearer ${accessToken}`,
      });
      const subject = requireString("facebook profile", me, "id");
      const email = typeof me.email === "string" && me.email !== "" ? me.email : undefined;
      const name = typeof me.name === "string" && me.name.trim() !== "" ? me.name.trim() : undefined;
      return { provider: "facebook", subject, email, emailVerified: Boolean(email), name };
    },
  };
}
