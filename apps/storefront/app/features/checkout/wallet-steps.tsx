import {
  formatMessage,
  formatRupees,
  LABELS,
  MESSAGES,
  mobileNumberProblem,
  walletOtpProblem,
} from "@odin/contracts";
import { type FormEvent, useEffect, useState } from "react";
import { Form, useActionData } from "react-router";
import { INTENT_FIELD, useFormAnswer, useFormPending } from "../../lib/form-answer";
import { buttonClass, SubmitButton } from "../../ui/button";
import { digitsOnly, fieldValue, focusField, TextField } from "../../ui/field";
import { FormError } from "../../ui/form-error";
import { Link } from "../../ui/link";
import {
  PAY_FIELDS,
  PAY_INTENTS,
  type PayAnswer,
  type PayField,
  type WalletStage,
  type WalletView,
  walletStageOf,
} from "./pay-forms";
import { retryHref } from "./payment-choice";

const MOBILE_ID = "paytm-mobile";
const OTP_ID = "paytm-otp";
const MOBILE_DIGITS = 10;
const OTP_DIGITS = 8;

/** A form's rule checked before it is posted once hydrated: stops it, says why, focuses the field. */
function useRule(id: string, field: PayField, rule: (value: string) => string | undefined) {
  const [problem, setProblem] = useState<string | undefined>();
  const check = (event: FormEvent<HTMLFormElement>) => {
    const found = rule(fieldValue(event.currentTarget, field));
    setProblem(found);
    if (found) {
      event.preventDefault();
      focusField(id);
    }
  };
  return { problem, check };
}

/** The wallet's mobile number, prefilled with the delivery address's, and SEND OTP. */
function MobileForm({ stage }: { stage: WalletStage }) {
  const intent = PAY_INTENTS.sendOtp;
  const answer = useFormAnswer<PayField>(intent);
  const pending = useFormPending(intent);
  const { problem, check } = useRule(MOBILE_ID, PAY_FIELDS.mobileNumber, mobileNumberProblem);
  const refusal = answer && !answer.ok ? answer : undefined;
  return (
    <Form method="post" className="wallet-step" noValidate preventScrollReset onSubmit={check}>
      <input type="hidden" name={INTENT_FIELD} value={intent} />
      <TextField
        id={MOBILE_ID}
        name={PAY_FIELDS.mobileNumber}
        label={LABELS.payHandoff.paytmMobile}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={MOBILE_DIGITS}
        defaultValue={stage.mobileNumber}
        onChange={(event) => {
          event.target.value = digitsOnly(event.target.value, MOBILE_DIGITS);
        }}
        error={problem ?? refusal?.fieldErrors.mobileNumber}
        liveError
      />
      <FormError message={refusal?.message} />
      <SubmitButton variant="secondary" busy={pending}>
        {LABELS.payHandoff.sendOtp}
      </SubmitButton>
    </Form>
  );
}

/** The code Paytm sent ("Please enter the OTP sent by Paytm." when it is missing) and VERIFY OTP. */
function OtpForm({ stage }: { stage: WalletStage }) {
  const intent = PAY_INTENTS.verifyOtp;
  const answer = useFormAnswer<PayField>(intent);
  const pending = useFormPending(intent);
  const { problem, check } = useRule(OTP_ID, PAY_FIELDS.otp, walletOtpProblem);
  const refusal = answer && !answer.ok ? answer : undefined;
  return (
    <Form method="post" className="wallet-step" noValidate preventScrollReset onSubmit={check}>
      <input type="hidden" name={INTENT_FIELD} value={intent} />
      <input type="hidden" name={PAY_FIELDS.mobileNumber} value={stage.mobileNumber} />
      <TextField
        id={OTP_ID}
        name={PAY_FIELDS.otp}
        label={LABELS.payHandoff.otp}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_DIGITS}
        onChange={(event) => {
          event.target.value = digitsOnly(event.target.value, OTP_DIGITS);
        }}
        error={problem ?? refusal?.fieldErrors.otp}
        liveError
      />
      <FormError message={refusal?.message} />
      <SubmitButton busy={pending}>{LABELS.payHandoff.verifyOtp}</SubmitButton>
    </Form>
  );
}

/** The balance, and PAY when it covers the payment (else that it does not). */
function PayForm({ stage, amount }: { stage: WalletStage; amount: number }) {
  const intent = PAY_INTENTS.pay;
  const answer = useFormAnswer<PayField>(intent);
  const pending = useFormPending(intent);
  const refusal = answer && !answer.ok ? answer.message : undefined;
  return (
    <Form method="post" className="wallet-step" preventScrollReset>
      <input type="hidden" name={INTENT_FIELD} value={intent} />
      <input type="hidden" name={PAY_FIELDS.mobileNumber} value={stage.mobileNumber} />
      {stage.balance === undefined ? null : (
        <>
          <input type="hidden" name={PAY_FIELDS.balance} value={stage.balance} />
          <p className="wallet-step__balance">{formatMessage.walletBalance(formatRupees(stage.balance))}</p>
        </>
      )}
      <input type="hidden" name={PAY_FIELDS.sufficient} value={String(stage.sufficient)} />
      <FormError message={stage.sufficient ? refusal : MESSAGES.payment.insufficientWalletBalance} />
      {stage.sufficient ? (
        <SubmitButton busy={pending}>{formatMessage.payAmount(formatRupees(amount))}</SubmitButton>
      ) : null}
    </Form>
  );
}

/**
 * The Paytm wallet's steps (spec 3 §3 "Paytm wallet with mobile number", §8 Paytm codes): the mobile
 * number and SEND OTP, then Paytm's code and VERIFY OTP, then the balance and PAY. Each is a form the
 * route's action answers through `services.payments.wallet`, so they work without scripts; each answer
 * carries what the next step needs. A refusal says the Paytm code's message in place; another way to
 * pay is always a link away (the payment step's retry of this order).
 */
export function WalletSteps({ view }: { view: WalletView }) {
  const answer = useActionData() as PayAnswer | undefined;
  const stage = walletStageOf(answer, view.mobileNumber);
  const said = answer?.ok ? answer.message : undefined;
  // A code just sent takes the focus to its field.
  useEffect(() => {
    if (stage.step === "otp" && said) focusField(OTP_ID);
  }, [stage.step, said]);
  return (
    <section className="wallet-steps checkout-section" aria-labelledby="wallet-steps-heading">
      <h2 id="wallet-steps-heading" className="checkout-section-title">
        {LABELS.payHandoff.paytmSteps}
      </h2>
      <div role="status" className="wallet-steps__status">
        {said ? <p>{said}</p> : null}
      </div>
      {stage.step === "pay" ? null : <MobileForm stage={stage} />}
      {stage.step === "otp" ? <OtpForm stage={stage} /> : null}
      {stage.step === "pay" ? <PayForm stage={stage} amount={view.amount} /> : null}
      <Link href={retryHref(view.orderId)} className={buttonClass("secondary", "wallet-steps__other")}>
        {LABELS.payHandoff.otherMethod}
      </Link>
    </section>
  );
}
