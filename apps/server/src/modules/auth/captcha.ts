import type { captchaChallengeResponse } from "@odin/contracts";
import type { Database } from "@odin/db";
import { createChallenge, verifySolution } from "altcha-lib/v1";
import type { z } from "zod";
import { isCaptchaSpent, spendCaptcha } from "./auth.repo";

/**
 * The captcha seam (spec 1 §4 "Failed-login counter"): a challenge for the browser and a check of
 * its answer. ALTCHA is self-hosted proof of work; reCAPTCHA can implement the same interface.
 */
export interface CaptchaVerifier {
  challenge(): Promise<CaptchaChallenge>;
  /** True once per valid, unexpired solution: a solution is not accepted twice. */
  verify(payload: string): Promise<boolean>;
  /** Whether a solution is valid and unspent, without spending it. */
  check(payload: string): Promise<boolean>;
}

/** An ALTCHA challenge, as `GET /api/captcha/challenge` answers it. */
export type CaptchaChallenge = z.infer<typeof captchaChallengeResponse>;

const CHALLENGE_TTL_MS = 5 * 60_000;

/** The signature a solution carries, if it is one at all. */
function signatureOf(payload: string): string | undefined {
  try {
    const { signature } = JSON.parse(Buffer.from(payload, "base64").toString("utf8")) as {
      signature?: unknown;
    };
    return typeof signature === "string" ? signature : undefined;
  } catch {
    return undefined;
  }
}

/**
 * ALTCHA solutions checked against our key. Accepted solutions are kept in the database until their
 * challenge expires, so every instance of the server refuses a solution another one accepted.
 */
export function createAltchaVerifier(
  hmacKey: string,
  options: { db: Database; maxNumber?: number; now?: () => number },
): CaptchaVerifier {
  const { db } = options;
  const now = options.now ?? Date.now;

  /** The signature of a solution that is valid and unexpired (spent or not), else undefined. */
  async function validSignature(payload: string): Promise<string | undefined> {
    const signature = signatureOf(payload);
    if (!signature) return undefined;
    const valid = await verifySolution(payload, hmacKey, true).catch(() => false);
    return valid ? signature : undefined;
  }

  return {
    challenge: () =>
      createChallenge({
        hmacKey,
        maxNumber: options.maxNumber ?? 100_000,
        expires: new Date(now() + CHALLENGE_TTL_MS),
      }),
    async verify(payload) {
      const signature = await validSignature(payload);
      if (!signature) return false;
      const at = now();
      return spendCaptcha(db, signature, new Date(at + CHALLENGE_TTL_MS), new Date(at));
    },
    async check(payload) {
      const signature = await validSignature(payload);
      return signature !== undefined && !(await isCaptchaSpent(db, signature));
    },
  };
}
