import { createSignedTokens } from "../../platform/signed-tokens";

/**
 * The token of the newsletter's confirmation link: the subscriber's e-mail address, signed by the
 * server (HS256 with a key of its own derived from the session secret) and good for `ttlDays`.
 * Nothing is stored: a link that verifies names the address it was sent to.
 */
export interface ConfirmTokens {
  issue(email: string): Promise<string>;
  /** The address of a valid token, or undefined for a tampered, expired or foreign one. */
  verify(token: string): Promise<string | undefined>;
}

export function createConfirmTokens(sessionSecret: string, ttlDays: number): ConfirmTokens {
  const tokens = createSignedTokens(sessionSecret, {
    purpose: "newsletter confirmation link",
    audience: "odin-newsletter-confirmation",
  });
  return {
    issue: (email) => tokens.sign(email, {}, `${ttlDays}d`),
    verify: async (token) => (await tokens.verify(token))?.sub,
  };
}
