import { captchaChallengeResponse, captchaVerifyRequest, captchaVerifyResponse } from "@odin/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { CaptchaVerifier } from "./captcha";

/**
 * ALTCHA challenge for the browser widget. `POST /api/captcha/verify` answers whether a solution is
 * valid without spending it; sign-in spends it (`captchaToken` of the password grant).
 */
export async function captchaRoutes(app: FastifyInstance, options: { captcha: CaptchaVerifier }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    "/api/captcha/challenge",
    {
      schema: {
        tags: ["auth"],
        summary: "A new ALTCHA proof-of-work challenge (valid 5 minutes)",
        response: { 200: captchaChallengeResponse },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return options.captcha.challenge();
    },
  );
  routes.post(
    "/api/captcha/verify",
    {
      schema: {
        tags: ["auth"],
        summary: "Whether an ALTCHA solution is valid",
        body: captchaVerifyRequest,
        response: { 200: captchaVerifyResponse },
      },
    },
    async (request) => ({ verified: await options.captcha.check(request.body.payload) }),
  );
}
