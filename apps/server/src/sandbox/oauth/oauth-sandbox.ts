import type { FastifyInstance } from "fastify";
import type { SocialConfig } from "../../platform/config-social";
import type { SandboxClient } from "./authorization";
import { facebookSandbox } from "./facebook-provider";
import { GOOGLE_SANDBOX_PATH, googleSandbox } from "./google-provider";

export interface OAuthSandboxOptions {
  google?: SandboxClient & { issuer: string };
  facebook?: SandboxClient;
}

/** The sandbox clients of a configuration: each provider that the configuration points at the sandbox. */
export function sandboxClients(config: SocialConfig): OAuthSandboxOptions {
  const origin = config.redirectOrigin;
  const options: OAuthSandboxOptions = {};
  if (config.google?.sandbox) {
    const { clientId, clientSecret } = config.google;
    options.google = {
      clientId,
      clientSecret,
      redirectUri: `${origin}/googlesuccess`,
      issuer: `${origin}${GOOGLE_SANDBOX_PATH}`,
    };
  }
  if (config.facebook?.sandbox) {
    const { clientId, clientSecret } = config.facebook;
    options.facebook = { clientId, clientSecret, redirectUri: `${origin}/facebooksuccess` };
  }
  return options;
}

/**
 * Local Google and Facebook sign-in providers under `/_sandbox/oauth/` (demo mode and tests only;
 * docs/decisions/0019-social-sign-in.md). They speak the real protocols over HTTP, so the social
 * module cannot tell them from the real providers.
 */
export async function oauthSandbox(app: FastifyInstance, options: OAuthSandboxOptions) {
  // Consent forms and token requests are form-encoded (RFC 6749 §4.1.3); parsed only in this scope.
  if (!app.hasContentTypeParser("application/x-www-form-urlencoded")) {
    app.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 16_384 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
  }
  if (options.google) await googleSandbox(app, { client: options.google, issuer: options.google.issuer });
  if (options.facebook) await facebookSandbox(app, { client: options.facebook });
}
