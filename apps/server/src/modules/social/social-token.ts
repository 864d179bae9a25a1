import type { SocialProvider } from "@odin/contracts";
import { createSignedTokens } from "../../platform/signed-tokens";

/**
 * The `socialToken`: what the server learnt from a provider, signed by the server (HS256, its own
 * key and audience) and good for 10 minutes. The login modal's `missed` view sends it back with the
 * missing mobile number or e-mail; apps send it as `social_token` to `POST /auth/token`.
 */
export interface SocialProfile {
  provider: SocialProvider;
  /** The provider's stable id of the account (`sub` of Google, `id` of Facebook). */
  subject: string;
  email?: string;
  /** The provider vouches that the account owns the e-mail. */
  emailVerified: boolean;
  name?: string;
}

export const SOCIAL_TOKEN_TTL_SECONDS = 600;

export interface SocialTokens {
  issue(profile: SocialProfile): Promise<string>;
  /** The profile of a valid token, or undefined for a missing, expired, tampered or foreign one. */
  verify(token: string): Promise<SocialProfile | undefined>;
}

export function createSocialTokens(sessionSecret: string): SocialTokens {
  const tokens = createSignedTokens(sessionSecret, {
    purpose: "social sign-in token",
    audience: "odin-social-registration",
  });
  return {
    issue: ({ provider, subject, email, emailVerified, name }) =>
      tokens.sign(
        subject,
        { provider, email, email_verified: emailVerified, name },
        `${SOCIAL_TOKEN_TTL_SECONDS}s`,
      ),
    async verify(token) {
      const payload = await tokens.verify(token);
      if (!payload) return undefined;
      const { provider, email, email_verified: emailVerified, name, sub } = payload;
      if (provider !== "google" && provider !== "facebook") return undefined;
      if (email !== undefined && typeof email !== "string") return undefined;
      if (name !== undefined && typeof name !== "string") return undefined;
      return { provider, subject: sub, email, emailVerified: emailVerified === true, name };
    },
  };
}
