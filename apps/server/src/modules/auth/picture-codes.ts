import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { PICTURE_CAPTCHA } from "@odin/contracts";

/**
 * The picture code's rules (decision 56), for a form that needs a captcha and arrived without the
 * ALTCHA proof of work: a short code of characters nobody mistakes for another, and the challenge
 * that goes to the page instead of it. The challenge is
 *
 *   picture.<id>.<expiry, epoch seconds>.<answer hash>.<signature>
 *
 * where the id is random, the answer hash is an HMAC of the id and the code (keyed, so the page's copy
 * cannot be tried against every code offline) and the signature an HMAC of everything before it.
 * A proof is the challenge, a colon and the characters typed (`pictureProof` of the contracts).
 */

/** Capitals and digits without look-alikes: no 0/O/Q/D, 1/I/L, 2/Z, 5/S, 6/G, 8/B, U/V. */
export const PICTURE_ALPHABET = "ACEFHJKMNPRTWXY3479";

/** How long a picture may be answered. */
export const PICTURE_TTL_MS = 5 * 60_000;

/** The longest answer looked at: a code is 5 characters, with room for stray spaces. */
const MAX_ANSWER = 32;

/** A new challenge, with the code its picture draws (which never goes to the page as text). */
export interface IssuedPicture {
  id: string;
  code: string;
  challenge: string;
  expiresAt: Date;
}

/**
 * A proof of a challenge we signed that has not expired: its id, under which it is spent once, and
 * whether the characters typed are the picture's. A wrong answer spends the challenge too, so one
 * picture gets one answer and cannot be tried against every code.
 */
export interface OpenedPicture {
  id: string;
  expiresAt: Date;
  right: boolean;
}

export interface PictureCodes {
  issue(): IssuedPicture;
  /** The proof's challenge when we signed it and it has not expired, and whether it is answered right. */
  open(proof: string): OpenedPicture | undefined;
  /** The id of a well-formed challenge (not checked): what the demo's stand-in looks a code up by. */
  idOf(challenge: string): string | undefined;
}

/** A code of `PICTURE_CAPTCHA.length` characters of the alphabet, drawn with the crypto RNG. */
export function newPictureCode(length: number = PICTURE_CAPTCHA.length): string {
  let code = "";
  for (let index = 0; index < length; index += 1)
    code += PICTURE_ALPHABET[randomInt(PICTURE_ALPHABET.length)];
  return code;
}

/** What was typed, as it is compared: spaces dropped, capitals (the comparison ignores case). */
export function normaliseAnswer(answer: string): string {
  return answer.replace(/\s+/g, "").toUpperCase();
}

const sameText = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

interface ChallengeParts {
  id: string;
  expires: string;
  answerHash: string;
  signature: string;
}

function partsOf(challenge: string): ChallengeParts | undefined {
  if (!challenge.startsWith(PICTURE_CAPTCHA.prefix)) return undefined;
  const [id, expires, answerHash, signature, ...rest] = challenge
    .slice(PICTURE_CAPTCHA.prefix.length)
    .split(".");
  if (!id || !expires || !answerHash || !signature || rest.length > 0) return undefined;
  if (!/^[\w-]{16,64}$/.test(id) || !/^\d{1,12}$/.test(expires)) return undefined;
  return { id, expires, answerHash, signature };
}

/**
 * The picture codes of one secret (the server's session secret, as ALTCHA's key is): a key for the
 * answer's hash and one for the signature are derived from it, each for this purpose only.
 */
export function createPictureCodes(
  secret: string,
  options: { now?: () => number; ttlMs?: number; newCode?: () => string } = {},
): PictureCodes {
  const now = options.now ?? Date.now;
  const ttlMs = options.ttlMs ?? PICTURE_TTL_MS;
  const newCode = options.newCode ?? (() => newPictureCode());
  const derive = (purpose: string) => createHmac("sha256", secret).update(purpose).digest();
  const answerKey = derive("picture captcha answer");
  const signingKey = derive("picture captcha signature");
  const answerHashOf = (id: string, answer: string) =>
    createHmac("sha256", answerKey)
      .update(`${id}.${normaliseAnswer(answer)}`)
      .digest("base64url");
  const signatureOf = (id: string, expires: string, answerHash: string) =>
    createHmac("sha256", signingKey)
      .update(`${PICTURE_CAPTCHA.prefix}${id}.${expires}.${answerHash}`)
      .digest("base64url");

  return {
    issue() {
      const id = randomBytes(16).toString("base64url");
      const code = newCode();
      const expires = String(Math.floor((now() + ttlMs) / 1000));
      const answerHash = answerHashOf(id, code);
      const signature = signatureOf(id, expires, answerHash);
      return {
        id,
        code,
        challenge: `${PICTURE_CAPTCHA.prefix}${id}.${expires}.${answerHash}.${signature}`,
        expiresAt: new Date(Number(expires) * 1000),
      };
    },
    open(proof) {
      const cut = proof.indexOf(PICTURE_CAPTCHA.separator);
      if (cut < 0) return undefined;
      const parts = partsOf(proof.slice(0, cut));
      const answer = proof.slice(cut + 1);
      if (!parts) return undefined;
      const { id, expires, answerHash, signature } = parts;
      if (!sameText(signature, signatureOf(id, expires, answerHash))) return undefined;
      const expiresAt = new Date(Number(expires) * 1000);
      if (expiresAt.getTime() <= now()) return undefined;
      const right =
        answer.length <= MAX_ANSWER &&
        normaliseAnswer(answer) !== "" &&
        sameText(answerHash, answerHashOf(id, answer));
      return { id, expiresAt, right };
    },
    idOf: (challenge) => partsOf(challenge)?.id,
  };
}
