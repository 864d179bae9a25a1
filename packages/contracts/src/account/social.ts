import { z } from "zod";
import { MESSAGES } from "../messages";
import { text } from "../shared/primitives";
import { SAME_SITE_PATH_MAX, sameSitePath } from "../shared/same-site-path";
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
  /** Where to return after sign-in: a same-site path only (`sameSitePath`). */
  returnTo: text(SAME_SITE_PATH_MAX)
    .refine((value) => sameSitePath(value) !== undefined, { error: MESSAGES.input.notSameSitePath })
    .optional(),
});

export const socialCallbackQuery = z.object({
  code: text(2000).optional(),
  state: text(200).optional(),
  error: text(200).optional(),
  error_description: text(2000).optional(),
});

export const socialStartParams = z.object({ provider: socialProvider });
