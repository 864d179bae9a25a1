import {
  accountResponse,
  changePasswordRequest,
  changePasswordResponse,
  ERROR_CODES,
  errorResponse,
  logoutRequest,
  logoutResponse,
  MESSAGES,
  passwordRuleResponse,
  type TokenRequest,
  tokenRequest,
  tokenResponse,
  userExistsRequest,
  userExistsResponse,
  userIdParams,
} from "@odin/contracts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ProblemError } from "../../platform/problems";
import type { AuthService } from "./auth.service";
import { clearTokenCookies, refreshTokenOf, setTokenCookies } from "./auth-cookies";
import type { IssuedTokens, Result } from "./sessions";

const failures = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 429: errorResponse };

/** Sends issued tokens as cookies and in the body; a failed sign-in also clears stale cookies. */
export function answerTokens(request: FastifyRequest, reply: FastifyReply, result: Result<IssuedTokens>) {
  if (!result.ok) {
    if (result.problem.status === 401 || result.problem.status === 403) clearTokenCookies(request, reply);
    throw new ProblemError(result.problem);
  }
  setTokenCookies(request, reply, result.value);
  const { refreshExpiresAt: _, ...body } = result.value;
  return body;
}

type Grant<G extends TokenRequest["grant_type"]> = Extract<TokenRequest, { grant_type: G }>;

/** A sign-in grant built by another module (OTP, social): the body of its grant type to tokens. */
export type GrantHandler<G extends TokenRequest["grant_type"]> = (
  body: Grant<G>,
  request: FastifyRequest,
) => Promise<Result<IssuedTokens>>;

export interface AuthRouteOptions {
  auth: AuthService;
  /** The grants other modules provide; a grant type without one answers 501. */
  grants: { otp?: GrantHandler<"otp">; social?: GrantHandler<"social"> };
}

export async function authRoutes(app: FastifyInstance, options: AuthRouteOptions) {
  const { auth, grants } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    "/auth/token",
    {
      schema: {
        tags: ["auth"],
        summary: "Sign in (password) or refresh the tokens; sets the token cookies",
        description:
          "grant_type password, otp, social or refresh_token (the refresh token from the body, else the cookie).",
        body: tokenRequest,
        response: { 200: tokenResponse, ...failures, 501: errorResponse },
      },
    },
    async (request, reply) => {
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
      if (body.grant_type === "otp" && grants.otp) {
        return answerTokens(request, reply, await grants.otp(body, request));
      }
      if (body.grant_type === "social" && grants.social) {
        return answerTokens(request, reply, await grants.social(body, request));
      }
      throw new ProblemError({
        status: 501,
        code: ERROR_CODES.notImplemented,
        detail: MESSAGES.generic.oopsTryLater,
      });
    },
  );

  routes.post(
    "/auth/logout",
    {
      schema: {
        tags: ["auth"],
        summary: "Revoke the refresh-token family and clear the token cookies",
        body: logoutRequest,
        response: { 200: logoutResponse },
      },
    },
    async (request, reply) => {
      await auth.logout(refreshTokenOf(request, request.body?.refresh_token));
      clearTokenCookies(request, reply);
      return { loggedOut: true as const };
    },
  );

  routes.post(
    "/api/user/exists",
    {
      schema: {
        tags: ["auth"],
        summary: "Whether an account has this mobile number and/or e-mail",
        body: userExistsRequest,
        response: { 200: userExistsResponse, 400: errorResponse },
      },
    },
    async (request) =>
      auth.userExists({
        mobileNumber: request.body.mobileNumber?.mobileNumber,
        emailId: request.body.emailId,
      }),
  );

  routes.get(
    "/api/user/password-rule",
    {
      schema: {
        tags: ["auth"],
        summary: "The password rule that replaces the browser's default",
        response: { 200: passwordRuleResponse },
      },
    },
    async () => ({ data: auth.passwordRule() }),
  );

  routes.get(
    "/api/user/account",
    {
      preHandler: app.requireUser,
      schema: {
        tags: ["auth"],
        summary: "The signed-in shopper's account",
        response: { 200: accountResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async (request) => {
      const result = await auth.account(request.user?.userId ?? 0);
      if (!result.ok) throw new ProblemError(result.problem);
      return result.value;
    },
  );

  routes.put(
    "/api/user/:userId/password",
    {
      preHandler: app.requireUser,
      schema: {
        tags: ["auth"],
        summary: "Change the signed-in shopper's own password; other sign-ins end",
        params: userIdParams,
        body: changePasswordRequest,
        response: { 200: changePasswordResponse, ...failures },
      },
    },
    async (request, reply) => {
      if (request.user?.userId !== request.params.userId) {
        throw new ProblemError({
          status: 403,
          code: ERROR_CODES.forbidden,
          detail: MESSAGES.login.notYourAccount,
        });
      }
      const { currentPassword, newPassword } = request.body;
      const result = await auth.changePassword(request.user.userId, currentPassword, newPassword);
      if (!result.ok) throw new ProblemError(result.problem);
      setTokenCookies(request, reply, result.value);
      const { refreshExpiresAt: _, ...tokens } = result.value;
      return { ...tokens, passwordChanged: true as const };
    },
  );
}
