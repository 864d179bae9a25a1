import type { VerifyAccessToken } from "../../platform/auth-guard";
import { registerAuthGuard } from "../../platform/auth-guard";
import type { AppModule } from "../../platform/composition";
import { createAccessTokenVerifier } from "./access-token";
import { accountPage } from "./account-page";
import { authRoutes } from "./auth.routes";
import { type AuthService, createAuthService } from "./auth.service";
import { type CaptchaVerifier, createCaptchaVerifier } from "./captcha";
import { captchaRoutes } from "./captcha.routes";
import { type CaptchaPass, createCaptchaPass } from "./captcha-pass";
import { createSignInGrants, type SignInGrants } from "./grants";
import { createShopperOf, type ShopperOf } from "./page-session";
import { createSessionIssuer, type SessionIssuer } from "./sessions";
import { createTokenSigner } from "./tokens";

declare module "../../platform/composition" {
  interface Services {
    /** Sign-in, refresh, logout and the account calls; the storefront refreshes a page's tokens with it. */
    auth: AuthService;
    /** The one check of an access token: the auth guard's and the storefront's. */
    verifyAccessToken: VerifyAccessToken;
    /** Where every way of signing in ends (OTP, social, registration). */
    sessions: SessionIssuer;
    /** The captcha of sign-in, registration codes and registration: ALTCHA, or a picture code without scripts. */
    captcha: CaptchaVerifier;
    /** The `codCaptcha` cookie: a solved cash-on-delivery captcha, accepted for a while. */
    captchaPass: CaptchaPass;
    /** The OTP and social modules add their grants of `POST /auth/token` here; the `/login` page signs in through them. */
    grants: Pick<SignInGrants, "provide" | "of">;
    /** The signed-in shopper of a page request, from its cookies. */
    shopperOf: ShopperOf;
  }
}

/**
 * Tokens, sign-in, the account calls and the captcha (decision 0017): the services, the auth guard
 * (`app.requireUser`, which routes registered after this module use) and the routes; the account's
 * page services, which sign in, register and recover a password for the `/login` page.
 */
export const authModule = {
  name: "auth",
  register({ app, db, config, limits }) {
    const signer = createTokenSigner(config.auth.jwtSecret, config.auth.accessTokenTtlSeconds);
    const verifyAccessToken = createAccessTokenVerifier(signer);
    registerAuthGuard(app, verifyAccessToken);
    const captcha = createCaptchaVerifier(config.sessionSecret, { db });
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
    const shopperOf = createShopperOf({ verifyAccessToken, auth });
    return { auth, verifyAccessToken, sessions, captcha, captchaPass, grants, shopperOf };
  },
  pages: {
    account: ({ auth, grants, registration, passwordReset, captcha }) =>
      accountPage(auth, {
        grants,
        captchaPicture: () => captcha.picture(),
        register: (input) => registration.register(input),
        registerWithOtp: (input) => registration.registerWithOtp(input),
        forgotPassword: (input) => passwordReset.forgot(input),
      }),
  },
} satisfies AppModule;
