import { routes, SOCIAL_PROVIDERS, unwrap } from "@odin/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { serve } from "../../platform/serve";
import { setTokenCookies } from "../auth";
import { clearFlowCookie, flowCookieName, RETURN_ROUTES, setFlowCookie } from "./flow-cookie";
import type { SocialService } from "./social.service";

const NO_STORE = "no-store";

/** Google and Facebook sign-in: the redirects there and back, and the fields a new account lacks (decision 0019). */
export function socialRoutes(app: FastifyInstance, social: SocialService): void {
  serve(app, routes.socialStart, {
    tag: "auth",
    summary: "Start a Google or Facebook sign-in: redirects (302) to the provider",
    description:
      "OAuth 2.0 authorization code with PKCE (S256); OpenID Connect with a nonce for Google. The state, " +
      "verifier and returnTo travel in a short-lived encrypted HttpOnly cookie sent only to the return path. " +
      "The provider returns the browser to GET /googlesuccess or /facebooksuccess, which redirects to " +
      "returnTo signed in (token cookies set), to returnTo#login=missed&provider=…&missing=mobileNumber[,emailId]" +
      "[&email=…]&socialToken=… when a new account needs fields (POST /api/user/missing-fields), or to " +
      "returnTo#login=socialLoginError&provider=…[&code=…] on failure.",
    // Redirects only (302): kept out of OpenAPI, whose operations all answer 200; see API.md and decision 0019.
    hidden: true,
    handler: async (request, reply) => {
      const { provider } = request.params;
      const started = unwrap(await social.start(provider, request.query.returnTo, request.log));
      if (started.flow) setFlowCookie(request, reply, provider, started.flow);
      return reply.header("cache-control", NO_STORE).redirect(started.location, 302);
    },
  });

  for (const provider of SOCIAL_PROVIDERS) {
    serve(app, RETURN_ROUTES[provider], {
      tag: "auth",
      summary: `The return from ${provider}: redirects (302) to the storefront`,
      // A browser redirect target, not a JSON call: described on GET /auth/social/{provider}.
      hidden: true,
      handler: async (request, reply) => {
        // No query schema: the service reads the provider's answer itself, and a malformed one ends
        // on the login modal's error view rather than in a 400.
        const query: unknown = (request as FastifyRequest).query;
        const outcome = await social.finish(
          provider,
          query,
          request.cookies?.[flowCookieName(provider)],
          request.log,
        );
        clearFlowCookie(request, reply, provider);
        if (outcome.tokens) setTokenCookies(request, reply, outcome.tokens);
        return reply.header("cache-control", NO_STORE).redirect(outcome.location, 302);
      },
    });
  }

  serve(app, routes.missingFields, {
    tag: "auth",
    summary: "Finish a social sign-in with the mobile number and/or e-mail the provider did not give",
    description:
      "With only the socialToken: the fields still missing. A mobile number must be proved: without " +
      "otpDetails answers 403 with code 605 and data.mobileNumber; send an OTP for purpose registration and " +
      "repeat with otpDetails. Then the account is made and signed in (cookies set). A number or e-mail of " +
      "another account answers 409.",
    handler: async (request, reply) => {
      const { socialToken, mobileNo, email, otpDetails } = request.body;
      const result = await social.missingFields({
        socialToken,
        mobileNumber: mobileNo,
        emailId: email,
        otpDetails,
      });
      const value = unwrap(result);
      if ("missingFields" in value) return value;
      setTokenCookies(request, reply, value);
      const { refreshExpiresAt: _, ...tokens } = value;
      return { ...tokens, registered: true as const };
    },
  });
}
