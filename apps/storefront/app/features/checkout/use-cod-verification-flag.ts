import { useCallback, useEffect, useState } from "react";
import { useActionData } from "react-router";
import { type CheckoutAnswer, PAYMENT_INTENTS } from "./checkout-forms";

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
 * PLACE ORDER refused for want of a pass (it expired) asks for a new check too.
 */
export function useCodVerificationFlag(captchaRequired: boolean): CodVerificationFlag {
  const answer = useActionData() as CheckoutAnswer | undefined;
  const [flag, setFlag] = useState(false);
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!answer || answer.ok) return;
    const codeRefused = answer.intent === PAYMENT_INTENTS.verifyOtp;
    if (codeRefused) setFlag(false);
    if (codeRefused || answer.problem === "captchaNotVerified") setRound((count) => count + 1);
  }, [answer]);
  const checked = useCallback(() => setFlag(true), []);
  return { flag: !captchaRequired || flag, round, checked };
}
