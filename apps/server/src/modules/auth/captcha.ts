import { createChallenge, verifySolution } from "altcha-lib/v1";

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

export interface CaptchaChallenge {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
}

const CHALLENGE_TTL_MS = 5 * 60_000;

export function createAltchaVerifier(
  hmacKey: string,
  options: { maxNumber?: number; now?: () => number } = {},
): CaptchaVerifier {
  const now = options.now ?? Date.now;
  /** Signatures of accepted solutions until their challenge expires (one process; see decision 0017). */
  const spent = new Map<string, number>();

  /** The signature of a valid, unexpired, unspent solution, else undefined. */
  async function validUnspent(payload: string): Promise<string | undefined> {
    const at = now();
    for (const [signature, until] of spent) if (until < at) spent.delete(signature);
    let signature: unknown;
    try {
      signature = (JSON.parse(Buffer.from(payload, "base64").toString("utf8")) as { signature?: unknown })
        .signature;
    } catch {
      return undefined;
    }
    if (typeof signature !== "string" || spent.has(signature)) return undefined;
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
      const signature = await validUnspent(payload);
      if (signature) spent.set(signature, now() + CHALLENGE_TTL_MS);
      return Boolean(signature);
    },
    check: async (payload) => Boolean(await validUnspent(payload)),
  };
}
