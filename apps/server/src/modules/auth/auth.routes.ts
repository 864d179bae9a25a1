import { authProblems, fail, GUEST_BAG_COOKIE, type Result, routes, unwrap } from "@odin/contracts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { cookieOptions } from "../../platform/cookies";
import { serve } from "../../platform/serve";
import type { AuthService } from "./auth.service";
import { clearTokenCookies, refreshTokenOf, setTokenCookies } from "./auth-cookies";
import type { SignInGrants } from "./grants";
import type { IssuedTokens } from "./sessions";

/** Sends issued tokens as cookies and in the body; a sign-in refused with 401 or 403 also clears stale cookies. */
export function answerTokens(request: FastifyRequest, reply: FastifyReply, result: Result<IssuedTokens>) {
  if (!result.ok && [401, 403].includes(result.problem.status)) clearTokenCookies(request, reply);
  const tokens = unwrap(result);
  setTokenCookies(request, reply, tokens);
  const { refreshExpiresAt: _, ...body } = tokens;
  return body;
}

/** Sign-in, tokens and the account calls (spec 1 §7; decision 0017). */
export function authRoutes(app: FastifyInstance, auth: AuthService, grants: Pick<SignInGrants, "of">): void {
  serve(app, routes.token, {
    tag: "auth",
    summary: "Sign in (password) or refresh the tokens; sets the token cookies",
    description:
      "grant_type password, otp, social or refresh_token (the refresh token from the body, else the cookie).",
    handler: async (request, reply) => {
      const body = request.body;
      if (body.grant_type === "password") {
        const result = await auth.passwordSignIn({
          username: body.username,
          password: body.password,
          captchaToken: body.captchaToken,
          ip: request.ip,
        });
        return answerTokens(request, reply, result);
      }
      if (body.grant_type === "refresh_token") {
        const result = await auth.refresh(refreshTokenOf(request, body.refresh_token));
        return answerTokens(request, reply, result);
      }
      const grant = grants.of(body.grant_type);
      if (grant) return answerTokens(request, reply, await grant.signIn(body, request));
      return unwrap(fail(authProblems.grantUnavailable()));
    },
  });

  serve(app, routes.logout, {
    tag: "auth",
    summary: "Revoke the refresh-token family and clear the token cookies",
    handler: async (request, reply) => {
      await auth.logout(refreshTokenOf(request, request.body?.refresh_token));
      clearTokenCookies(request, reply);
      // The bag stays with the account; this device forgets any guest bag too (spec 3 §6 "Sign Out clears the bag").
      reply.clearCookie(GUEST_BAG_COOKIE, cookieOptions(request));
      return { loggedOut: true as const };
    },
  });

  serve(app, routes.userExists, {
    tag: "auth",
    summary: "Whether an account has this mobile number and/or e-mail",
    handler: async (request) =>
      auth.userExists({
        mobileNumber: request.body.mobileNumber?.mobileNumber,
        emailId: request.body.emailId,
      }),
  });

  serve(app, routes.passwordRule, {
    tag: "auth",
    summary: "The password rule that replaces the browser's default",
    handler: async () => ({ data: auth.passwordRule() }),
  });

  serve(app, routes.account, {
    tag: "auth",
    summary: "The signed-in shopper's account",
    handler: async (request) => unwrap(await auth.account(request.user?.userId ?? 0)),
  });

  serve(app, routes.changePassword, {
    tag: "auth",
    summary: "Change the signed-in shopper's own password; other sign-ins end",
    handler: async (request, reply) => {
      const result = await auth.changePassword({
        userId: request.user?.userId ?? 0,
        accountId: request.params.userId,
        ...request.body,
      });
      const issued = unwrap(result);
      setTokenCookies(request, reply, issued);
      const { refreshExpiresAt: _, ...tokens } = issued;
      return { ...tokens, passwordChanged: true as const };
    },
  });
}
