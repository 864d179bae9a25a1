import { fetchCaptchaChallenge } from "../../lib/api/auth-calls";
import type { ApiClient } from "../../lib/api/types";
import { type CaptchaChallengeFields, captchaPayload, solveChallenge } from "./captcha-solver";

/** Fetches a challenge and solves it; the `captchaToken` to send, or undefined when that failed. */
export type CaptchaSolver = (signal: AbortSignal) => Promise<string | undefined>;

/** Solves in a worker when the browser has them, so typing stays smooth; else on this thread. */
function solveOffMainThread(
  challenge: CaptchaChallengeFields,
  signal: AbortSignal,
): Promise<number | undefined> {
  if (typeof Worker === "undefined") return solveChallenge(challenge, signal);
  let worker: Worker;
  try {
    worker = new Worker(new URL("./captcha-worker.ts", import.meta.url), { type: "module" });
  } catch {
    return solveChallenge(challenge, signal);
  }
  return new Promise((resolve) => {
    const finish = (number: number | undefined) => {
      worker.terminate();
      resolve(number);
    };
    worker.onmessage = (event: MessageEvent<number | null>) => finish(event.data ?? undefined);
    worker.onerror = () => {
      worker.terminate();
      resolve(solveChallenge(challenge, signal));
    };
    signal.addEventListener("abort", () => finish(undefined), { once: true });
    worker.postMessage(challenge);
  });
}

export function createCaptchaSolver(api: ApiClient): CaptchaSolver {
  return async (signal) => {
    const challenge = await fetchCaptchaChallenge(api);
    if (!challenge.ok || signal.aborted) return undefined;
    const number = await solveOffMainThread(challenge.data, signal);
    return number === undefined || signal.aborted ? undefined : captchaPayload(challenge.data, number);
  };
}
