import { fail, routes, sessionProblems, unwrap } from "@odin/contracts";
import type { FastifyInstance } from "fastify";
import { serve } from "../../platform/serve";
import type { CaptchaVerifier } from "./captcha";
import { type CaptchaPass, passCodCaptcha } from "./captcha-pass";

/**
 * ALTCHA challenge for the browser widget, and a picture of a short code for a client without
 * scripts (decision 56). `POST /api/captcha/verify` answers whether a solution is
 * valid without spending it; sign-in spends it (`captchaToken` of the password grant). With purpose
 * `cod` it spends the solution and, when valid, sets the `codCaptcha` cookie that placing a
 * cash-on-delivery order accepts while the captcha flag is on (spec 3 §4).
 */
export function captchaRoutes(
  app: FastifyInstance,
  deps: { captcha: CaptchaVerifier; pass: CaptchaPass },
): void {
  const { captcha } = deps;
  serve(app, routes.captchaChallenge, {
    tag: "auth",
    summary: "A new ALTCHA proof-of-work challenge (valid 5 minutes)",
    handler: async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return captcha.challenge();
    },
  });

  serve(app, routes.captchaPicture, {
    tag: "auth",
    summary: "A new picture of a short code, for a client that cannot solve ALTCHA (valid 5 minutes)",
    description:
      "The image is an SVG data URL of `length` characters; the answer is not in the answer. Send " +
      "`<challenge>:<characters typed>` as a `captchaToken` (case does not matter): it is accepted " +
      "once, before `expiresAt`, wherever an ALTCHA payload is.",
    handler: async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return captcha.picture();
    },
  });

  serve(app, routes.captchaVerify, {
    tag: "auth",
    summary: "Whether an ALTCHA solution or a picture code's proof is valid",
    description:
      "Without `purpose`, checks the solution without spending it. With purpose `cod` (a signed-in " +
      "shopper, else 401), spends it and, when valid, sets the `codCaptcha` cookie: cash on delivery " +
      "with the captcha flag on needs it at placement until it expires.",
    handler: async (request, reply) => {
      const { payload, purpose } = request.body;
      if (purpose !== "cod") return { verified: await captcha.check(payload) };
      const userId = request.user?.userId;
      if (userId === undefined) return unwrap(fail(sessionProblems.signInRequired()));
      return { verified: await passCodCaptcha(deps, request, reply, userId, payload) };
    },
  });
}
