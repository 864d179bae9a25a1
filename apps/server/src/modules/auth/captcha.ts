import { type CaptchaPicture, type captchaChallengeResponse, isPictureProof } from "@odin/contracts";
import type { Database } from "@odin/db";
import { createChallenge, verifySolution } from "altcha-lib/v1";
import type { z } from "zod";
import { isCaptchaSpent, spendCaptcha } from "./auth.repo";
import { createPictureCodes, type IssuedPicture } from "./picture-codes";
import { drawPicture, PICTURE_HEIGHT, PICTURE_WIDTH, pictureDataUrl } from "./picture-drawing";

/**
 * The captcha seam (spec 1 §4 "Failed-login counter"): a challenge for the browser and a check of
 * its answer. ALTCHA is self-hosted proof of work; reCAPTCHA can implement the same interface. A form
 * that arrives without scripts answers a picture of a short code instead (decision 56): the same
 * token carries either proof, and either is checked and spent here.
 */
export interface CaptchaVerifier {
  challenge(): Promise<CaptchaChallenge>;
  /** A new picture of a short code and its signed challenge (`GET /api/captcha/picture`). */
  picture(): Promise<CaptchaPicture>;
  /**
   * True once per valid, unexpired proof (ALTCHA or picture): a proof is not accepted twice, and a
   * picture whose answer was wrong is not accepted after.
   */
  verify(token: string): Promise<boolean>;
  /** Whether a proof is valid and unspent, without spending it (a picture's wrong answer spends it). */
  check(token: string): Promise<boolean>;
  /**
   * Tells `listener` each picture's code as it is drawn: only the demo mode's stand-in listens
   * (`sandbox/captcha-pictures.ts`), so a journey can read a picture as it reads an SMS code.
   */
  watchPictures(listener: (picture: IssuedPicture) => void): void;
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
 * A proof of one of our challenges, unexpired (spent or not): the key it is spent under, until when,
 * and whether it is right. A picture's wrong answer is spent as well (one answer a picture).
 */
interface Proof {
  key: string;
  until: Date;
  right: boolean;
}

/**
 * ALTCHA solutions and picture codes checked against our key. Accepted proofs are kept in the
 * database until their challenge expires (a picture's under `picture:<id>`), so every instance of the
 * server refuses a proof another one accepted.
 */
export function createCaptchaVerifier(
  hmacKey: string,
  options: { db: Database; maxNumber?: number; now?: () => number },
): CaptchaVerifier {
  const { db } = options;
  const now = options.now ?? Date.now;
  const pictures = createPictureCodes(hmacKey, { now });
  const listeners: Array<(picture: IssuedPicture) => void> = [];

  async function proofOf(token: string): Promise<Proof | undefined> {
    if (isPictureProof(token)) {
      const opened = pictures.open(token);
      return opened && { key: `picture:${opened.id}`, until: opened.expiresAt, right: opened.right };
    }
    const signature = signatureOf(token);
    if (!signature) return undefined;
    const valid = await verifySolution(token, hmacKey, true).catch(() => false);
    return valid ? { key: signature, until: new Date(now() + CHALLENGE_TTL_MS), right: true } : undefined;
  }

  const spend = (proof: Proof) => spendCaptcha(db, proof.key, proof.until, new Date(now()));

  return {
    challenge: () =>
      createChallenge({
        hmacKey,
        maxNumber: options.maxNumber ?? 100_000,
        expires: new Date(now() + CHALLENGE_TTL_MS),
      }),
    async picture() {
      const issued = pictures.issue();
      for (const listener of listeners) listener(issued);
      return {
        challenge: issued.challenge,
        image: pictureDataUrl(drawPicture(issued.code)),
        width: PICTURE_WIDTH,
        height: PICTURE_HEIGHT,
        length: issued.code.length,
        expiresAt: issued.expiresAt.toISOString(),
      };
    },
    async verify(token) {
      const proof = await proofOf(token);
      if (!proof) return false;
      return (await spend(proof)) && proof.right;
    },
    async check(token) {
      const proof = await proofOf(token);
      if (!proof) return false;
      // A wrong answer to a picture spends it even here: checking is not a way to try every code.
      if (!proof.right) {
        await spend(proof);
        return false;
      }
      return !(await isCaptchaSpent(db, proof.key));
    },
    watchPictures(listener) {
      listeners.push(listener);
    },
  };
}
