import type { Database } from "@odin/db";
import type { FastifyInstance } from "fastify";
import { registerAuthGuard, type VerifyAccessToken } from "../../platform/auth-guard";
import type { Config } from "../../platform/config";
import type { RateLimiters } from "../../platform/rate-limit";
import { createAccessTokenVerifier } from "./access-token";
import { authRoutes } from "./auth.routes";
import { type AuthService, createAuthService } from "./auth.service";
import { type CaptchaVerifier, createAltchaVerifier } from "./captcha";
import { captchaRoutes } from "./captcha.routes";
import { type CaptchaPass, createCaptchaPass } from "./captcha-pass";
import { createSignInGrants, type SignInGrants } from "./grants";
import { createSessionIssuer, type SessionIssuer } from "./sessions";
import { createTokenSigner } from "./tokens";

export { accountPage } from "./account-page";
export { revokeUserFamilies } from "./auth.repo";
export { SESSION_STATUSES } from "./auth.routes";
export { setTokenCookies } from "./auth-cookies";
export type { CaptchaVerifier } from "./captcha";
export { type CaptchaPass, captchaPassOf, passCodCaptcha } from "./captcha-pass";
export type { GrantBody, GrantHandler } from "./grants";
export { createShopperOf } from "./page-session";
export { hashPassword } from "./passwords";
export { storefrontRoleProblem } from "./roles";
export type { IssuedTokens, SessionIssuer } from "./sessions";

/** What the auth module gives the other account modules and the storefront host. */
export interface AuthModule {
  /** Sign-in, refresh, logout and the account calls; the storefront refreshes a page's tokens with it. */
  auth: AuthService;
  /** The one check of an access token: the auth guard's and the storefront's. */
  verifyAccessToken: VerifyAccessToken;
  /** Where every way of signing in ends (OTP, social, registration). */
  sessions: SessionIssuer;
  /** The ALTCHA captcha of sign-in, registration codes and registration. */
  captcha: CaptchaVerifier;
  /** The `codCaptcha` cookie: a solved cash-on-delivery captcha, accepted for a while. */
  captchaPass: CaptchaPass;
  /** The OTP and social modules add their grants of `POST /auth/token` here; the `/login` page signs in through them. */
  grants: Pick<SignInGrants, "provide" | "of">;
}

/**
 * Tokens, sign-in, the account calls and the captcha (decision 0017): the services, the auth guard
 * (`app.requireUser`, which routes registered after this one may use) and the routes on `app`.
 */
export function registerAuth(
  app: FastifyInstance,
  deps: {
    db: Database;
    config: Pick<Config, "auth" | "sessionSecret" | "featureFlags">;
    limits: Pick<
      RateLimiters,
      "loginFailuresPerAccount" | "loginFailuresPerAddress" | "passwordChangeFailuresPerAccount"
    >;
  },
): AuthModule {
  const { db, config, limits } = deps;
  const signer = createTokenSigner(config.auth.jwtSecret, config.auth.accessTokenTtlSeconds);
  const verifyAccessToken = createAccessTokenVerifier(signer);
  registerAuthGuard(app, verifyAccessToken);
  const captcha = createAltchaVerifier(config.sessionSecret, { db });
  const sessions = createSessionIssuer({ db, config: config.auth, signer });
  const auth = createAuthService({
    db,
    config: config.auth,
    sessions,
    captcha,
    limits,
    requireVerifiedPhone: config.featureFlags.otpOnRegistration,
  });
  const grants = createSignInGrants();
  authRoutes(app, auth, grants);
  const captchaPass = createCaptchaPass(config.sessionSecret, { minutes: config.auth.codCaptchaMinutes });
  captchaRoutes(app, { captcha, pass: captchaPass });
  return { auth, verifyAccessToken, sessions, captcha, captchaPass, grants };
}
