import { formatMessage, LABELS, OTP, otpProblem } from "@odin/contracts";
import { type FormEvent, useId } from "react";
import { Button } from "../../ui/button";
import { digitsOnly, TextField } from "../../ui/field";
import { FormError } from "../../ui/form-error";
import { keptInField } from "../../ui/kept-in-field";
import type { OtpSession } from "./use-otp";

const L = LABELS.loginModal;

interface OtpEntryProps {
  otp: OtpSession;
  mobileNumber: string;
  submitLabel: string;
  /** Code 207: the sign-in button stays disabled. */
  locked: boolean;
  busy: boolean;
  error: string | undefined;
  onSubmit: (code: string, sessionID: string) => void;
}

/**
 * The OTP form (spec 1 §4, §5): digits only, 4 to 6 of them; the button works only at a valid
 * length; a countdown, then the resend link.
 */
export function OtpEntry({ otp, mobileNumber, submitLabel, locked, busy, error, onSubmit }: OtpEntryProps) {
  const id = useId();
  const valid = otpProblem(otp.code) === undefined;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (valid && otp.sessionID && !locked && !busy) onSubmit(otp.code, otp.sessionID);
  };
  return (
    <form className="login-form" noValidate onSubmit={submit}>
      <p className="login-form__intro">{formatMessage.otpSentTo(mobileNumber)}</p>
      <TextField
        id={`${id}-otp`}
        label={L.otp}
        value={otp.code}
        onChange={(event) => otp.setCode(keptInField(event, (typed) => digitsOnly(typed, OTP.maxDigits)))}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        minLength={OTP.minDigits}
        maxLength={OTP.maxDigits}
        invalid={Boolean(error)}
        aria-describedby={error ? `${id}-form-error` : undefined}
      />
      <div className="login-otp__resend">
        {otp.secondsLeft > 0 ? (
          <span>{formatMessage.otpResendIn(otp.secondsLeft)}</span>
        ) : (
          <button
            type="button"
            className="login-link"
            disabled={otp.resendBlocked || otp.sending}
            onClick={() => void otp.resend()}
          >
            {otp.sending ? L.sending : L.resendOtp}
          </button>
        )}
      </div>
      <FormError id={`${id}-form-error`} message={error} />
      <Button
        type="submit"
        className="login-form__submit"
        disabled={!valid || !otp.sessionID || locked || busy}
      >
        {submitLabel}
      </Button>
    </form>
  );
}
