import { createHmac } from "node:crypto";
import type { BaseEnv } from "./config-env";
import { ConfigError } from "./config-error";

/** Google and Facebook sign-in (docs/decisions/0019-social-sign-in.md); a provider that is off is null. */
export interface SocialConfig {
  /** Origin of the exact redirect URIs `{origin}/googlesuccess` and `{origin}/facebooksuccess`. */
  redirectOrigin: string;
  google: GoogleClientConfig | null;
  facebook: FacebookClientConfig | null;
}

export interface SocialClientConfig {
  clientId: string;
  clientSecret: string;
  /** As the provider expects them: space-separated for Google, comma-separated for Facebook. */
  scopes: string;
  /** The local stand-in under /_sandbox/oauth (demo mode without real credentials). */
  sandbox: boolean;
}

export interface GoogleClientConfig extends SocialClientConfig {
  /** OpenID issuer: `iss` of the ID tokens and base of `/.well-known/openid-configuration`. */
  issuer: string;
  /** Endpoints that replace the discovered ones. */
  authorizationUrl?: string;
  tokenUrl?: string;
  jwksUrl?: string;
}

export interface FacebookClientConfig extends SocialClientConfig {
  authorizationUrl: string;
  tokenUrl: string;
  /** The Graph `/me` endpoint. */
  profileUrl: string;
}

const FACEBOOK_GRAPH = "https://graph.facebook.com/v23.0";

/**
 * The social providers. In demo mode a provider without a configured client id is the local stand-in
 * under `/_sandbox/oauth/<provider>` with a client secret derived from the session secret; production
 * mode needs real credentials, https endpoints and ODIN_SITE_ORIGIN for every provider that is on.
 */
export function socialConfig(env: BaseEnv, sessionSecret: string): SocialConfig {
  const redirectOrigin = env.ODIN_SITE_ORIGIN
    ? new URL(env.ODIN_SITE_ORIGIN).origin
    : `http://localhost:${env.PORT}`;
  const enabled = new Set(env.ODIN_SOCIAL_PROVIDERS.split(",").filter((name) => name !== ""));
  const production = env.ODIN_MODE === "production";
  const problems: string[] = [];
  const client = (name: "google" | "facebook", id: string | undefined, secret: string | undefined) => {
    const prefix = `ODIN_${name.toUpperCase()}`;
    if (Boolean(id) !== Boolean(secret))
      problems.push(`${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET: set both or neither`);
    if (production && enabled.has(name) && !(id && secret)) {
      problems.push(
        `${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET: required in production mode while ODIN_SOCIAL_PROVIDERS has ${name}`,
      );
    }
    if (id && secret) return { clientId: id, clientSecret: secret, sandbox: false };
    const sandboxSecret = createHmac("sha256", sessionSecret)
      .update(`sandbox oauth client:${name}`)
      .digest("base64url");
    return { clientId: `odin-sandbox-${name}`, clientSecret: sandboxSecret, sandbox: true };
  };
  const google = client("google", env.ODIN_GOOGLE_CLIENT_ID, env.ODIN_GOOGLE_CLIENT_SECRET);
  const facebook = client("facebook", env.ODIN_FACEBOOK_CLIENT_ID, env.ODIN_FACEBOOK_CLIENT_SECRET);
  const sandboxBase = `${redirectOrigin}/_sandbox/oauth`;
  const googleConfig: GoogleClientConfig = {
    ...google,
    scopes: env.ODIN_GOOGLE_SCOPES,
    issuer:
      env.ODIN_GOOGLE_ISSUER ?? (google.sandbox ? `${sandboxBase}/google` : "https://accounts.google.com"),
    authorizationUrl: env.ODIN_GOOGLE_AUTHORIZATION_URL,
    tokenUrl: env.ODIN_GOOGLE_TOKEN_URL,
    jwksUrl: env.ODIN_GOOGLE_JWKS_URL,
  };
  const facebookBase = facebook.sandbox ? `${sandboxBase}/facebook` : FACEBOOK_GRAPH;
  const facebookConfig: FacebookClientConfig = {
    ...facebook,
    scopes: env.ODIN_FACEBOOK_SCOPES,
    authorizationUrl:
      env.ODIN_FACEBOOK_AUTHORIZATION_URL ??
      (facebook.sandbox ? `${facebookBase}/dialog/oauth` : "https://www.facebook.com/v23.0/dialog/oauth"),
    tokenUrl: env.ODIN_FACEBOOK_TOKEN_URL ?? `${facebookBase}/oauth/access_token`,
    profileUrl: env.ODIN_FACEBOOK_PROFILE_URL ?? `${facebookBase}/me`,
  };
  if (production && enabled.size > 0) {
    if (!env.ODIN_SITE_ORIGIN)
      problems.push("ODIN_SITE_ORIGIN: required in production mode while social sign-in is on");
    // Endpoints of a provider without credentials are the stand-in's: already refused above.
    const urls = google.sandbox
      ? []
      : [googleConfig.issuer, googleConfig.authorizationUrl, googleConfig.tokenUrl, googleConfig.jwksUrl];
    if (!facebook.sandbox) {
      urls.push(facebookConfig.authorizationUrl, facebookConfig.tokenUrl, facebookConfig.profileUrl);
    }
    for (const url of urls)
      if (url && !url.startsWith("https://"))
        problems.push(`${url}: provider endpoints must use https in production mode`);
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  return {
    redirectOrigin,
    google: enabled.has("google") ? googleConfig : null,
    facebook: enabled.has("facebook") ? facebookConfig : null,
  };
}
