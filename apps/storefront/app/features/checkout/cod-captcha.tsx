import { LABELS, MESSAGES } from "@odin/contracts";
import { useEffect, useMemo, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { browserApi } from "../../lib/browser-api";
import { INTENT_FIELD } from "../../lib/form-answer";
import { Button } from "../../ui/button";
import { type CaptchaSolver, createCaptchaSolver } from "../auth/captcha";
import { useCaptcha } from "../auth/use-captcha";
import { CHECKOUT_FIELDS, type CheckoutAnswer, PAYMENT_INTENTS } from "./checkout-forms";

/**
 * The captcha of cash on delivery while its flag is on (spec 3 §4): invisible, solved as it mounts
 * (the login modal's ALTCHA proof of work) and its solution posted to the page's action, which
 * spends it and, when it passes, sets the `codCaptcha` cookie PLACE ORDER needs. `onChecked` runs
 * once the check is over, passed or not; a pass hides the widget, a failure offers another try.
 * Each mount is one check: the page mounts it again for a new one.
 */
export function CodCaptcha({
  solve,
  onChecked,
}: {
  solve?: CaptchaSolver | undefined;
  onChecked: () => void;
}) {
  const solver = useMemo(() => solve ?? createCaptchaSolver(browserApi()), [solve]);
  const fetcher = useFetcher<CheckoutAnswer>();
  const [posted, setPosted] = useState(false);
  const captcha = useCaptcha(!posted, solver);
  const { ready, take, status } = captcha;
  const checked = useRef(onChecked);
  checked.current = onChecked;

  // biome-ignore lint/correctness/useExhaustiveDependencies: posts each solution once, as it is solved.
  useEffect(() => {
    if (!ready) return;
    const token = take();
    if (!token) return;
    setPosted(true);
    void fetcher.submit(
      { [INTENT_FIELD]: PAYMENT_INTENTS.checkCaptcha, [CHECKOUT_FIELDS.captchaToken]: token },
      { method: "post" },
    );
  }, [ready, take]);

  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const failed = status === "failed" || answer?.ok === false;
  useEffect(() => {
    if (answer || status === "failed") checked.current();
  }, [answer, status]);

  function again(): void {
    setPosted(false);
    if (status === "failed") captcha.retry();
  }

  if (answer?.ok) return null;
  return (
    <div className="cod-captcha" role="status">
      {failed ? (
        <>
          <p>{answer?.message ?? MESSAGES.login.captchaFailed}</p>
          <Button variant="secondary" onClick={again}>
            {LABELS.loginModal.captchaRetry}
          </Button>
        </>
      ) : (
        <p>{LABELS.loginModal.captchaChecking}</p>
      )}
    </div>
  );
}
