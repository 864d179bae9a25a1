import { createHmac, timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { cookieOptions } from "../../platform/cookies";
import type { CaptchaVerifier } from "./captcha";

/** The success cookie of the cash-on-delivery captcha (spec 3 §4), and the mark its value starts with. */
export const COD_CAPTCHA_COOKIE = "codCaptcha";
const MARK = "5";

/**
 * A solved cash-on-delivery captcha, remembered for a while (spec 3 §4: "a success cookie (codCaptcha)
 * is set with an expiry"). Its value is `5.<expiry, epoch seconds>.<HMAC>`: the HMAC covers the mark,
 * the expiry and the shopper, so a pass is refused once expired, altered, or sent by another shopper.
 */
export interface CaptchaPass {
  issue(userId: number): { value: string; maxAgeSeconds: number };
  accepts(value: string | undefined, userId: number): boolean;
}

export function createCaptchaPass(
  secret: string,
  options: { minutes: number; now?: () => number },
): CaptchaPass {
  const key = createHmac("sha256", secret).update("cash-on-delivery captcha pass").digest();
  const now = options.now ?? Date.now;
  const maxAgeSeconds = options.minutes * 60;
  const macOf = (expires: string, userId: number) =>
    createHmac("sha256", key).update(`${MARK}.${expires}.${userId}`).digest("base64url");
  return {
    issue(userId) {
      const expires = String(Math.floor(now() / 1000) + maxAgeSeconds);
      return { value: `${MARK}.${expires}.${macOf(expires, userId)}`, maxAgeSeconds };
    },
    accepts(value, userId) {
      const [mark, expires, mac, ...rest] = value?.split(".") ?? [];
      if (mark !== MARK || !expires || !mac || rest.length > 0 || !/^\d{1,12}$/.test(expires)) return false;
      if (Number(expires) * 1000 <= now()) return false;
      const expected = Buffer.from(macOf(expires, userId));
      const given = Buffer.from(mac);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

/** The pass this request carries, if any. */
export const captchaPassOf = (request: FastifyRequest): string | undefined =>
  request.cookies?.[COD_CAPTCHA_COOKIE] || undefined;

/**
 * Checks a cash-on-delivery captcha solution for a signed-in shopper and spends it; on success sets
 * the `codCaptcha` cookie for the pass's lifetime. `POST /api/captcha/verify` (purpose `cod`) and the
 * payment step's form both answer through this.
 */
export async function passCodCaptcha(
  deps: { captcha: Pick<CaptchaVerifier, "verify">; pass: CaptchaPass },
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  payload: string,
): Promise<boolean> {
  if (!(await deps.captcha.verify(payload))) return false;
  const { value, maxAgeSeconds } = deps.pass.issue(userId);
  reply.setCookie(COD_CAPTCHA_COOKIE, value, { ...cookieOptions(request), maxAge: maxAgeSeconds });
  return true;
}
