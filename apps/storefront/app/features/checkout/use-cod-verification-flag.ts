import { useCallback, useEffect, useState } from "react";
import { PAYMENT_INTENTS } from "./checkout-forms";
import type { CodSession } from "./use-cod-session";

/** The cash-on-delivery verification flag, and the captcha check that sets it. */
export interface CodVerificationFlag {
  /** True once the captcha was checked; always true while the captcha is not required. */
  flag: boolean;
  /** Counts the captcha checks asked for: the page mounts the captcha again for each. */
  round: number;
  /** The captcha check is over, passed or not. */
  checked: () => void;
}

/**
 * The cash-on-delivery verification flag (spec 3 §4), while the captcha flag is on: false at first,
 * true after the captcha check even when the check fails, false again after a code the server
 * refused, which asks for a new check. VERIFY waits for it, so every try of a code follows a check.
 */
export function useCodVerificationFlag(captchaRequired: boolean, session: CodSession): CodVerificationFlag {
  const [flag, setFlag] = useState(false);
  const [round, setRound] = useState(0);
  const answer = session.answer;
  const codeRefused = answer?.intent === PAYMENT_INTENTS.verifyOtp && !answer.ok;
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows each new answer of VERIFY.
  useEffect(() => {
    if (!codeRefused) return;
    setFlag(false);
    setRound((count) => count + 1);
  }, [answer]);
  const checked = useCallback(() => setFlag(true), []);
  return { flag: !captchaRequired || flag, round, checked };
}
