import { emailProblem, LABELS, MESSAGES, MOBILE_NUMBER, mobileNumberProblem } from "@odin/contracts";
import { type FormEvent, useId, useState } from "react";
import { sendMissingFields } from "../../../lib/api/auth-calls";
import { Button } from "../../../ui/button";
import { digitsOnly, focusField, TextField } from "../../../ui/field";
import { FormError } from "../../../ui/form-error";
import { keptInField } from "../../../ui/kept-in-field";
import { hasTokens, isAccountLocked, phoneToVerify, shownMessage } from "../login-errors";
import { type ModalServices, useModalServices } from "../modal-services";
import { OtpEntry } from "../otp-entry";
import { type Captcha, useCaptcha } from "../use-captcha";
import { useMounted } from "../use-mounted";
import { useOtpBlock } from "../use-otp-block";
import { reportFailure } from "./outcomes";

const L = LABELS.loginModal;

interface Entered {
  mobileNo: string | undefined;
  email: string | undefined;
}

/** What the missed view's call answered, turned into the machine's next step or a message. */
function handleAnswer(
  result: Awaited<ReturnType<typeof sendMissingFields>>,
  entered: Entered,
  services: ModalServices,
): string | undefined {
  const { dispatch, state } = services;
  if (hasTokens(result)) {
    services.finish({ method: "social", registered: true });
    return undefined;
  }
  if (result.ok && "missingFields" in result.data && result.data.missingFields.length > 0) {
    dispatch({ type: "stillMissing", missing: result.data.missingFields });
    return undefined;
  }
  if (result.ok) return MESSAGES.login.invalidData;
  const toVerify = phoneToVerify(result);
  if (toVerify && (toVerify.mobileNumber ?? entered.mobileNo)) {
    dispatch({ type: "otpRequired", mobileNumber: toVerify.mobileNumber ?? entered.mobileNo ?? "" });
    return undefined;
  }
  if (result.status === 401) {
    // The social sign-in expired or was refused: the apology view, with the provider's toast.
    dispatch({ type: "socialLoginFailed", provider: state.social?.provider });
    return MESSAGES.social.failed;
  }
  if (isAccountLocked(result)) dispatch({ type: "accountLocked" });
  return shownMessage(result, MESSAGES.social.failed);
}

/**
 * missed (spec 1 §2, §4): a social sign-in that lacked the mobile number and/or the e-mail asks for
 * them (`POST /api/user/missing-fields`); on 605 an OTP goes to the phone (purpose registration, with
 * a solved captcha) and the call is repeated with `otpDetails`.
 */
export function MissedView() {
  const services = useModalServices();
  const { api, state, settings, solveCaptcha } = services;
  const id = useId();
  const mounted = useMounted();
  const missing = state.social?.missing ?? [];
  const needsMobile = missing.includes("mobileNumber");
  const needsEmail = missing.includes("emailId");
  const captcha = useCaptcha(settings.flags.captchaOnRegistration && needsMobile, solveCaptcha);
  const [mobile, setMobile] = useState("");
  const [email, setEmail] = useState(state.social?.email ?? "");
  const [errors, setErrors] = useState<{ mobile?: string | undefined; email?: string | undefined }>({});
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const entered: Entered = {
    mobileNo: needsMobile ? mobile : undefined,
    email: needsEmail ? email.trim() : undefined,
  };

  if (state.otpStep) return <MissedOtp entered={entered} captcha={captcha} />;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !state.social) return;
    const problems = {
      mobile: needsMobile ? mobileNumberProblem(mobile) : undefined,
      email: needsEmail ? emailProblem(email) : undefined,
    };
    setErrors(problems);
    setFormError(undefined);
    if (problems.mobile || problems.email)
      return focusField(problems.mobile ? `${id}-mobile` : `${id}-email`);
    setBusy(true);
    const result = await sendMissingFields(api, { socialToken: state.social.token, ...entered });
    if (!mounted.current) return;
    setBusy(false);
    const message = handleAnswer(result, entered, services);
    if (message) reportFailure(services.shell, message, setFormError);
  };

  return (
    <form className="login-form" noValidate onSubmit={submit}>
      {needsMobile ? <p className="login-form__intro">{MESSAGES.social.missedMobile}</p> : null}
      {needsEmail ? <p className="login-form__intro">{MESSAGES.social.missedEmail}</p> : null}
      {needsMobile ? (
        <TextField
          id={`${id}-mobile`}
          label={L.mobileNumber}
          value={mobile}
          onChange={(event) =>
            setMobile(keptInField(event, (typed) => digitsOnly(typed, MOBILE_NUMBER.inputMaxLength)))
          }
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={MOBILE_NUMBER.inputMaxLength}
          error={errors.mobile}
        />
      ) : null}
      {needsEmail ? (
        <TextField
          id={`${id}-email`}
          label={L.email}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          type="email"
          autoComplete="email"
          autoCapitalize="off"
          error={errors.email}
        />
      ) : null}
      <FormError message={formError} />
      <Button type="submit" className="login-form__submit" disabled={busy}>
        {L.finish}
      </Button>
    </form>
  );
}

function MissedOtp({ entered, captcha }: { entered: Entered; captcha: Captcha }) {
  const services = useModalServices();
  const { api, state, settings } = services;
  const block = useOtpBlock({
    purpose: "registration",
    verified: false,
    captcha: settings.flags.captchaOnRegistration ? captcha.obtain : undefined,
  });

  const submit = (passPhrase: string, sessionID: string) => {
    const social = state.social;
    if (!social) return;
    return block.submit(
      () =>
        sendMissingFields(api, {
          socialToken: social.token,
          ...entered,
          otpDetails: { sessionID, passPhrase },
        }),
      (result) => handleAnswer(result, entered, services),
    );
  };

  return (
    <OtpEntry
      {...block.entry}
      submitLabel={L.finish}
      onSubmit={(code, sessionID) => void submit(code, sessionID)}
    />
  );
}
