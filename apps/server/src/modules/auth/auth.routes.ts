import {
  accountResponse,
  changePasswordRequest,
  changePasswordResponse,
  errorResponse,
  fail,
  type HttpStatuses,
  logoutRequest,
  logoutResponse,
  passwordRuleResponse,
  type Result,
  type TokenRequest,
  tokenRequest,
  tokenResponse,
  unwrap,
  userExistsRequest,
  userExistsResponse,
  userIdParams,
} from "@odin/contracts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { type AuthProblem, authProblems } from "./auth.problems";
import type { AuthService } from "./auth.service";
import { clearTokenCookies, refreshTokenOf, setTokenCookies } from "./auth-cookies";
import type { IssuedTokens } from "./sessions";

/** The HTTP status of each failure of the auth module (decision 0017). */
export const AUTH_STATUSES: HttpStatuses<AuthProblem> = {
  sessionExpired: 401,
  roleRefused: 403,
  blockedIp: 429,
  captchaRequired: 403,
  captchaFailed: 403,
  invalidCredentials: 401,
  phoneNotVerified: 403,
  passwordRule: 400,
  currentPasswordWrong: 400,
  notYourAccount: 403,
  grantUnavailable: 501,
};

/** The statuses of what starting a session can answer, for the modules that sign shoppers in. */
export const SESSION_STATUSES: HttpStatuses<"roleRefused"> = { roleRefused: AUTH_STATUSES.roleRefused };

const failures = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 429: errorResponse };

/** Sends issued tokens as cookies and in the body; a sign-in refused with 401 or 403 also clears stale cookies. */
export function answerTokens<Name extends string>(
  request: FastifyRequest,
  reply: FastifyReply,
  result: Result<IssuedTokens, Name>,
  statuses: HttpStatuses<Name>,
) {
  if (!result.ok && [401, 403].includes(statuses[result.problem.name])) clearTokenCookies(request, reply);
  const tokens = unwrap(result, statuses);
  setTokenCookies(request, reply, tokens);
  const { refreshExpiresAt: _, ...body } = tokens;
  return body;
}

type Grant<G extends TokenRequest["grant_type"]> = Extract<TokenRequest, { grant_type: G }>;

/**
 * A sign-in grant built by another module (OTP, social): the body of its grant type to tokens, and
 * the HTTP status of each failure it can answer.
 */
export interface GrantHandler<G extends TokenRequest["grant_type"], Name extends string = string> {
  signIn(body: Grant<G>, request: FastifyRequest): Promise<Result<IssuedTokens, Name>>;
  statuses: HttpStatuses<Name>;
}

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
        return answerTokens(request, reply, result, AUTH_STATUSES);
      }
      if (body.grant_type === "refresh_token") {
        const result = await auth.refresh(refreshTokenOf(request, body.refresh_token));
        return answerTokens(request, reply, result, AUTH_STATUSES);
      }
      if (body.grant_type === "otp" && grants.otp) {
        const otp = grants.otp;
        return answerTokens(request, reply, await otp.signIn(body, request), otp.statuses);
      }
      if (body.grant_type === "social" && grants.social) {
        const social = grants.social;
        return answerTokens(request, reply, await social.signIn(body, request), social.statuses);
      }
      return unwrap(fail(authProblems.grantUnavailable()), AUTH_STATUSES);
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
    async (request) => unwrap(await auth.account(request.user?.userId ?? 0), AUTH_STATUSES),
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
      const result = await auth.changePassword({
        userId: request.user?.userId ?? 0,
        accountId: request.params.userId,
        ...request.body,
      });
      const issued = unwrap(result, AUTH_STATUSES);
      setTokenCookies(request, reply, issued);
      const { refreshExpiresAt: _, ...tokens } = issued;
      return { ...tokens, passwordChanged: true as const };
    },
  );
}
