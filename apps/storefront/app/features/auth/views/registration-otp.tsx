import { LABELS, MESSAGES } from "@odin/contracts";
import { useState } from "react";
import { registerWithOtp } from "../../../lib/api/auth-calls";
import { hasTokens, isAccountLocked } from "../login-errors";
import { useModalServices } from "../modal-services";
import { OtpEntry } from "../otp-entry";
import type { RegistrationFields } from "../registration-rules";
import type { Captcha } from "../use-captcha";
import { useMounted } from "../use-mounted";
import { useOtp } from "../use-otp";
import { finishRegistration, registrationFailure, reportFailure } from "./outcomes";

const L = LABELS.loginModal;

/**
 * The OTP block of registration (spec 1 §3, §4): an OTP for purpose registration goes to the phone
 * with a solved captcha, then `POST /api/user/register/otp` carries the form and the code.
 */
export function RegistrationOtp({ fields, captcha }: { fields: RegistrationFields; captcha: Captcha }) {
  const services = useModalServices();
  const { api, state, dispatch, settings } = services;
  const mounted = useMounted();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const otp = useOtp({
    api,
    showToast: services.shell.showToast,
    mobileNumber: state.otpMobile,
    purpose: "registration",
    verified: false,
    captcha: settings.flags.captchaOnRegistration ? captcha.obtain : undefined,
    onLocked: () => dispatch({ type: "accountLocked" }),
  });

  const submit = async (passPhrase: string, sessionID: string) => {
    setBusy(true);
    setError(undefined);
    const result = await registerWithOtp(api, {
      name: fields.name.trim(),
      gender:
        settings.flags.genderFieldInRegistration && state.view === "registrationV2"
          ? fields.gender
          : undefined,
      email: fields.email.trim(),
      mobileNumber: state.otpMobile,
      password: fields.password,
      otpDetails: { sessionID, passPhrase },
    });
    if (!mounted.current) return;
    setBusy(false);
    if (hasTokens(result)) return finishRegistration(services);
    if (result.ok) return reportFailure(services.shell, MESSAGES.login.invalidData, setError);
    if (isAccountLocked(result)) dispatch({ type: "accountLocked" });
    reportFailure(services.shell, registrationFailure(result, MESSAGES.otp.invalidTryAgain), setError);
  };

  return (
    <OtpEntry
      otp={otp}
      mobileNumber={state.otpMobile}
      submitLabel={L.verify}
      locked={state.locked}
      busy={busy}
      error={error}
      onSubmit={(code, sessionID) => void submit(code, sessionID)}
    />
  );
}
