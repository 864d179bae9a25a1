import { LABELS } from "@odin/contracts";
import { useEffect, useMemo, useState } from "react";
import { browserApi } from "../../lib/browser-api";
import { Button } from "../../ui/button";
import { type CaptchaSolver, createCaptchaSolver } from "../auth/captcha";
import { useCaptcha } from "../auth/use-captcha";
import { CHECKOUT_FIELDS } from "./checkout-forms";

/**
 * The captcha of cash on delivery while its flag is on (spec 3 §1, §4): invisible, solved as the
 * page's scripts start (the login modal's ALTCHA proof of work), its token posted with PLACE ORDER.
 * Once solved it hides; a failed check offers another try. A token is accepted once, so the page
 * draws a new one with each PLACE ORDER form (its idempotency key).
 */
export function CodCaptcha({ solve }: { solve?: CaptchaSolver | undefined }) {
  const solver = useMemo(() => solve ?? createCaptchaSolver(browserApi()), [solve]);
  const [token, setToken] = useState<string | undefined>();
  const captcha = useCaptcha(token === undefined, solver);
  const { ready, take } = captcha;
  useEffect(() => {
    if (ready) setToken(take());
  }, [ready, take]);
  return (
    <div className="cod-captcha" role="status">
      {token ? <input type="hidden" name={CHECKOUT_FIELDS.captchaToken} value={token} /> : null}
      {captcha.status === "solving" ? <p>{LABELS.loginModal.captchaChecking}</p> : null}
      {captcha.status === "failed" ? (
        <Button variant="secondary" onClick={captcha.retry}>
          {LABELS.loginModal.captchaRetry}
        </Button>
      ) : null}
    </div>
  );
}
