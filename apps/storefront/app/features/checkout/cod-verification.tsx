import { formatMessage, LABELS, MESSAGES, OTP, otpProblem, TIMINGS } from "@odin/contracts";
import { type FormEvent, useEffect, useState } from "react";
import { Form } from "react-router";
import { INTENT_FIELD, useFormAnswer, useFormPending } from "../../lib/form-answer";
import { useHydrated } from "../../lib/use-hydrated";
import { SubmitButton } from "../../ui/button";
import { digitsOnly, focusField, TextField } from "../../ui/field";
import { CHECKOUT_FIELDS, type CheckoutAnswer, type CheckoutField, PAYMENT_INTENTS } from "./checkout-forms";
import { CodCaptcha } from "./cod-captcha";
import type { CodSession } from "./use-cod-session";
import type { CodVerificationFlag } from "./use-cod-verification-flag";

const OTP_FIELD_ID = "cod-otp";

/** Seconds left of a wait that started when `answer` came, counting down once hydrated. */
function useCountdown(answer: CheckoutAnswer | undefined): number {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    const wait = answer?.ok ? (answer.resendAfterSeconds ?? 0) : 0;
    const until = Date.now() + wait * 1000;
    const tick = () => setLeft(Math.max(0, Math.ceil((until - Date.now()) / 1000)));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [answer]);
  return left;
}

/** SEND OTP, or RESEND OTP for the session: 30 s after a send (spec 3 §4, §9), kept off after a refusal. */
function SendForm({ session }: { session: CodSession }) {
  const intent = session.sessionID ? PAYMENT_INTENTS.resendOtp : PAYMENT_INTENTS.sendOtp;
  const pending = useFormPending(intent);
  const hydrated = useHydrated();
  const left = useCountdown(session.answer);
  const refused = session.answer?.intent === PAYMENT_INTENTS.resendOtp && !session.answer.ok;
  const waiting = hydrated && (left > 0 || refused || pending);
  return (
    <Form method="post" className="cod-send" preventScrollReset>
      <input type="hidden" name={INTENT_FIELD} value={intent} />
      {session.sessionID ? (
        <input type="hidden" name={CHECKOUT_FIELDS.sessionID} value={session.sessionID} />
      ) : null}
      <SubmitButton variant="secondary" busy={pending} disabled={waiting}>
        {session.sessionID ? LABELS.paymentStep.resendOtp : LABELS.paymentStep.sendOtp}
      </SubmitButton>
      {hydrated && left > 0 ? (
        <span className="cod-send__wait">{formatMessage.otpResendIn(left)}</span>
      ) : null}
    </Form>
  );
}

/**
 * The code typed (digits only, 4 to 6 of them: VERIFY works at a valid length once hydrated, and
 * after the captcha check while the captcha is required).
 */
function VerifyForm({ sessionID, captchaPending }: { sessionID: string; captchaPending: boolean }) {
  const intent = PAYMENT_INTENTS.verifyOtp;
  const answer = useFormAnswer<CheckoutField>(intent);
  const pending = useFormPending(intent);
  const hydrated = useHydrated();
  const [code, setCode] = useState("");
  const [problem, setProblem] = useState<string | undefined>();
  const refusal = answer && !answer.ok ? answer.fieldErrors.otp : undefined;

  function check(event: FormEvent<HTMLFormElement>): void {
    const found = otpProblem(code);
    setProblem(found);
    if (found) {
      event.preventDefault();
      focusField(OTP_FIELD_ID);
    }
  }

  return (
    <Form method="post" className="cod-verify" noValidate preventScrollReset onSubmit={check}>
      <input type="hidden" name={INTENT_FIELD} value={intent} />
      <input type="hidden" name={CHECKOUT_FIELDS.sessionID} value={sessionID} />
      <TextField
        id={OTP_FIELD_ID}
        name={CHECKOUT_FIELDS.otp}
        label={LABELS.loginModal.otp}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP.maxDigits}
        onChange={(event) => setCode(digitsOnly(event.target.value, OTP.maxDigits))}
        error={problem ?? refusal}
        liveError
      />
      <SubmitButton busy={pending} disabled={hydrated && (captchaPending || otpProblem(code) !== undefined)}>
        {LABELS.paymentStep.verify}
      </SubmitButton>
    </Form>
  );
}

/** The verified message, for 5 s once hydrated (spec 3 §4, §9); then only that the number is verified. */
function Verified({ answer }: { answer: CheckoutAnswer | undefined }) {
  const [fresh, setFresh] = useState(answer?.ok === true);
  useEffect(() => {
    if (!answer?.ok) return;
    setFresh(true);
    const timer = setTimeout(() => setFresh(false), TIMINGS.otpSuccessMessageMs);
    return () => clearTimeout(timer);
  }, [answer]);
  return <p className="cod-verified">{fresh ? MESSAGES.otp.verified : LABELS.paymentStep.verified}</p>;
}

/**
 * Cash on delivery's code (spec 3 §4 OTP): sent to the delivery address's mobile number, typed, and
 * verified before PLACE ORDER. What each form was answered is said in the section's live region.
 * While the captcha flag is on, `verification` is the verification flag and its captcha check.
 */
export function CodVerification({
  mobileNumber,
  session,
  verification,
}: {
  mobileNumber: string;
  session: CodSession;
  verification?: CodVerificationFlag | undefined;
}) {
  const said = session.answer?.ok && !session.verified ? session.answer.message : undefined;
  const refusal =
    session.answer && !session.answer.ok && session.answer.intent !== PAYMENT_INTENTS.verifyOtp
      ? session.answer.message
      : undefined;
  // A code just sent takes the focus to its field.
  useEffect(() => {
    if (said) focusField(OTP_FIELD_ID);
  }, [said]);
  return (
    <section className="cod-verification checkout-section" aria-labelledby="cod-heading">
      <h2 id="cod-heading" className="checkout-section-title">
        {LABELS.paymentStep.verifyMobile}
      </h2>
      <p className="cod-verification__intro">{formatMessage.codOtpIntro(mobileNumber)}</p>
      <div role="status" className="cod-verification__status">
        {session.verified ? <Verified answer={session.answer} /> : said ? <p>{said}</p> : null}
      </div>
      <div role="alert" className="cod-verification__error">
        {refusal ? <p>{refusal}</p> : null}
      </div>
      {verification ? <CodCaptcha key={verification.round} onChecked={verification.checked} /> : null}
      {session.verified ? null : (
        <>
          {session.sessionID ? (
            <VerifyForm sessionID={session.sessionID} captchaPending={verification?.flag === false} />
          ) : null}
          <SendForm session={session} />
        </>
      )}
    </section>
  );
}
