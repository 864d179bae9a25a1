import { routes } from "@odin/contracts";
import type { FastifyInstance } from "fastify";
import { serve } from "../../platform/serve";
import type { CaptchaVerifier } from "./captcha";

/**
 * ALTCHA challenge for the browser widget. `POST /api/captcha/verify` answers whether a solution is
 * valid without spending it; sign-in spends it (`captchaToken` of the password grant).
 */
export function captchaRoutes(app: FastifyInstance, captcha: CaptchaVerifier): void {
  serve(app, routes.captchaChallenge, {
    tag: "auth",
    summary: "A new ALTCHA proof-of-work challenge (valid 5 minutes)",
    handler: async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return captcha.challenge();
    },
  });

  serve(app, routes.captchaVerify, {
    tag: "auth",
    summary: "Whether an ALTCHA solution is valid",
    handler: async (request) => ({ verified: await captcha.check(request.body.payload) }),
  });
}
