import {
  errorResponse,
  type HttpStatuses,
  missingFieldsRequest,
  missingFieldsResponse,
  registeredResponse,
  SOCIAL_PROVIDERS,
  type SocialProvider,
  socialProvider,
  socialStartQuery,
  unwrap,
} from "@odin/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { SESSION_STATUSES } from "../auth/auth.routes";
import { setTokenCookies } from "../auth/auth-cookies";
import { OTP_STATUSES } from "../otp/otp.routes";
import { callbackPath, clearFlowCookie, flowCookieName, setFlowCookie } from "./flow-cookie";
import type { SocialSignInProblem } from "./social.problems";
import type { SocialService } from "./social.service";

export interface SocialRouteOptions {
  social: SocialService;
}

/** The HTTP status of each failure of social sign-in, and of the OTP and session failures it passes on. */
export const SOCIAL_SIGN_IN_STATUSES: HttpStatuses<SocialSignInProblem> = {
  ...OTP_STATUSES,
  ...SESSION_STATUSES,
  signInAgain: 401,
  phoneNotVerified: 403,
  alreadyExists: 409,
  missingFields: 400,
  noAccount: 404,
  badReturnTo: 400,
};

const NO_STORE = "no-store";

export async function socialRoutes(app: FastifyInstance, options: SocialRouteOptions) {
  const { social } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/auth/social/:provider",
    {
      schema: {
        // Redirects only (302): kept out of OpenAPI, whose operations all answer 200; see API.md and decision 0019.
        hide: true,
        tags: ["auth"],
        summary: "Start a Google or Facebook sign-in: redirects (302) to the provider",
        description:
          "OAuth 2.0 authorization code with PKCE (S256); OpenID Connect with a nonce for Google. The state, " +
          "verifier and returnTo travel in a short-lived encrypted HttpOnly cookie sent only to the return path. " +
          "The provider returns the browser to GET /googlesuccess or /facebooksuccess, which redirects to " +
          "returnTo signed in (token cookies set), to returnTo#login=missed&provider=…&missing=mobileNumber[,emailId]" +
          "[&email=…]&socialToken=… when a new account needs fields (POST /api/user/missing-fields), or to " +
          "returnTo#login=socialLoginError&provider=…[&code=…] on failure.",
        params: z.object({ provider: socialProvider }),
        querystring: socialStartQuery,
        response: { 400: errorResponse },
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const started = unwrap(
        await social.start(provider, request.query.returnTo, request.log),
        SOCIAL_SIGN_IN_STATUSES,
      );
      if (started.flow) setFlowCookie(request, reply, provider, started.flow);
      return reply.header("cache-control", NO_STORE).redirect(started.location, 302);
    },
  );

  for (const provider of SOCIAL_PROVIDERS) {
    registerReturn(provider);
  }

  function registerReturn(provider: SocialProvider) {
    app.get(
      callbackPath(provider),
      {
        // A browser redirect target, not a JSON call: described on GET /auth/social/{provider}.
        schema: { hide: true },
      },
      async (request, reply) => {
        const outcome = await social.finish(
          provider,
          request.query,
          request.cookies?.[flowCookieName(provider)],
          request.log,
        );
        clearFlowCookie(request, reply, provider);
        if (outcome.tokens) setTokenCookies(request, reply, outcome.tokens);
        return reply.header("cache-control", NO_STORE).redirect(outcome.location, 302);
      },
    );
  }

  routes.post(
    "/api/user/missing-fields",
    {
      schema: {
        tags: ["auth"],
        summary: "Finish a social sign-in with the mobile number and/or e-mail the provider did not give",
        description:
          "With only the socialToken: the fields still missing. A mobile number must be proved: without " +
          "otpDetails answers 403 with code 605 and data.mobileNumber; send an OTP for purpose registration and " +
          "repeat with otpDetails. Then the account is made and signed in (cookies set). A number or e-mail of " +
          "another account answers 409.",
        body: missingFieldsRequest,
        response: {
          200: z.union([registeredResponse, missingFieldsResponse]),
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          409: errorResponse,
          429: errorResponse,
          501: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const { socialToken, mobileNo, email, otpDetails } = request.body;
      const result = await social.missingFields({
        socialToken,
        mobileNumber: mobileNo,
        emailId: email,
        otpDetails,
      });
      const value = unwrap(result, SOCIAL_SIGN_IN_STATUSES);
      if ("missingFields" in value) return value;
      setTokenCookies(request, reply, value);
      const { refreshExpiresAt: _, ...tokens } = value;
      return { ...tokens, registered: true as const };
    },
  );
}
