import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { CaptchaVerifier } from "../modules/auth";
import { errorBody } from "../platform/errors";

/**
 * The eyes of a journey in demo mode (decision 56): the code of each captcha picture drawn lately,
 * looked up by the picture's challenge, as the outbox stand-in gives a journey the SMS codes. Only
 * demo mode registers it; in production mode nothing listens to the pictures, and no code is kept.
 */
export const CAPTCHA_PICTURES_PATH = "/_sandbox/captcha/picture";

/** The most pictures remembered: the oldest is forgotten first. */
const KEPT = 1_000;

const pictureQuery = z.object({ challenge: z.string().max(300) });
export const sandboxPictureResponse = z.object({ code: z.string() });

const unknownPicture = (reply: FastifyReply) =>
  reply.status(404).send(errorBody(404, "NOT_FOUND", "No picture of this challenge is kept."));

export function registerCaptchaPictures(
  app: FastifyInstance,
  captcha: Pick<CaptchaVerifier, "watchPictures">,
  now: () => number = Date.now,
): void {
  const codes = new Map<string, { code: string; expiresAt: number }>();
  captcha.watchPictures(({ challenge, code, expiresAt }) => {
    for (const [key, kept] of codes) if (kept.expiresAt <= now() || codes.size >= KEPT) codes.delete(key);
    codes.set(challenge, { code, expiresAt: expiresAt.getTime() });
  });

  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      CAPTCHA_PICTURES_PATH,
      { schema: { hide: true, querystring: pictureQuery, response: { 200: sandboxPictureResponse } } },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        const kept = codes.get(request.query.challenge);
        if (!kept || kept.expiresAt <= now()) return unknownPicture(reply);
        return { code: kept.code };
      },
    );
}
