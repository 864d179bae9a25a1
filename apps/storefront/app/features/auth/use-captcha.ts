import { useCallback, useEffect, useRef, useState } from "react";
import type { CaptchaSolver } from "./captcha";

export type CaptchaStatus = "idle" | "solving" | "solved" | "failed";

export interface Captcha {
  status: CaptchaStatus;
  /** A solved token is waiting to be sent. */
  ready: boolean;
  /** Takes the solved token (each is accepted once by the server); the next one starts solving. */
  take: () => string | undefined;
  /** Waits for a token: the one ready, or one solved now. */
  obtain: () => Promise<string | undefined>;
  retry: () => void;
}

/**
 * The invisible captcha (spec 1 §4): while `required`, a challenge is fetched and solved at once
 * (on mount of the form that needs it), so a token is ready when the shopper presses the button.
 * `onSolved` runs on each success (the login form clears the failed-login counter there).
 */
export function useCaptcha(required: boolean, solve: CaptchaSolver, onSolved?: () => void): Captcha {
  const [token, setToken] = useState<string | undefined>();
  const [status, setStatus] = useState<CaptchaStatus>("idle");
  const [attempt, setAttempt] = useState(0);
  const solvedHook = useRef(onSolved);
  solvedHook.current = onSolved;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` restarts the solving on retry.
  useEffect(() => {
    if (!required || token) return;
    const controller = new AbortController();
    setStatus("solving");
    void solve(controller.signal).then((solved) => {
      if (controller.signal.aborted) return;
      if (solved) {
        setToken(solved);
        setStatus("solved");
        solvedHook.current?.();
      } else {
        setStatus("failed");
      }
    });
    return () => controller.abort();
  }, [required, token, attempt, solve]);

  const take = useCallback(() => {
    const taken = token;
    if (taken) {
      setToken(undefined);
      setStatus("idle");
    }
    return taken;
  }, [token]);

  const obtain = useCallback(async () => {
    const taken = take();
    if (taken) return taken;
    return solve(new AbortController().signal);
  }, [take, solve]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { status, ready: token !== undefined, take, obtain, retry };
}
