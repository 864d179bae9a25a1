/**
 * ALTCHA proof of work in the browser (spec 1 §4: the invisible captcha; decision 17): find the
 * number n, at most `maxnumber`, whose hash of `salt + n` is the challenge, with Web Crypto. The
 * server checks the answer (`captchaToken`, the base64 JSON payload altcha-lib verifies).
 */
export interface CaptchaChallengeFields {
  algorithm: string;
  challenge: string;
  maxnumber?: number | undefined;
  salt: string;
  signature: string;
}

/** Hashes computed side by side: Web Crypto answers each digest asynchronously. */
const BATCH = 50;
const DEFAULT_MAX_NUMBER = 1_000_000;

function hexToBytes(hex: string): Uint8Array | undefined {
  if (!/^(?:[0-9a-f]{2})+$/i.test(hex)) return undefined;
  const bytes = new Uint8Array(hex.length / 2);
  for (let index = 0; index < bytes.length; index += 1) {
    bytes[index] = Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  }
  return bytes;
}

function sameBytes(buffer: ArrayBuffer, expected: Uint8Array): boolean {
  const actual = new Uint8Array(buffer);
  if (actual.length !== expected.length) return false;
  for (let index = 0; index < actual.length; index += 1) if (actual[index] !== expected[index]) return false;
  return true;
}

/** The solving number, or undefined when none up to the maximum matches or `signal` aborts. */
export async function solveChallenge(
  challenge: Omit<CaptchaChallengeFields, "signature">,
  signal?: AbortSignal,
): Promise<number | undefined> {
  const expected = hexToBytes(challenge.challenge);
  if (!expected) return undefined;
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return undefined;
  const encoder = new TextEncoder();
  const max = challenge.maxnumber ?? DEFAULT_MAX_NUMBER;
  for (let start = 0; start <= max; start += BATCH) {
    if (signal?.aborted) return undefined;
    const numbers = Array.from({ length: Math.min(BATCH, max - start + 1) }, (_, index) => start + index);
    const hashes = await Promise.all(
      numbers.map((number) =>
        subtle.digest(challenge.algorithm, encoder.encode(`${challenge.salt}${number}`)),
      ),
    );
    const found = hashes.findIndex((hash) => sameBytes(hash, expected));
    if (found !== -1) return numbers[found];
  }
  return undefined;
}

/** The `captchaToken`: base64 of the JSON payload ALTCHA's verifier reads. */
export function captchaPayload(challenge: CaptchaChallengeFields, number: number): string {
  const payload = {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number,
    salt: challenge.salt,
    signature: challenge.signature,
  };
  return btoa(JSON.stringify(payload));
}
