import { z } from "zod";
import { SOCIAL_PROVIDERS } from "./constants";

/**
 * Social sign-in (spec 1 §2; API.md `GET /auth/social/{provider}`, `/googlesuccess`,
 * `/facebooksuccess`). The server runs the OAuth 2.0 code flow with PKCE; on return it either signs
 * in (cookies, then the stored route) or sends the browser to the login modal's `missed` or
 * `socialLoginError` view with a short-lived server-signed `socialToken`.
 */

export const socialProvider = z.enum(SOCIAL_PROVIDERS);
export type SocialProvider = z.infer<typeof socialProvider>;

export const socialStartQuery = z.object({
  /** Where to return after sign-in: a same-site path only. */
  returnTo: z
    .string()
    .max(2000)
    .regex(/^\/(?!\/)/)
    .optional(),
});

export const socialCallbackQuery = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
});
