import { LABELS, MESSAGES } from "@odin/contracts";
import { useState } from "react";
import { otpLogin } from "../../../lib/api/auth-calls";
import { errorDetailOf } from "../../../lib/api/errors";
import { hasTokens, isAccountLocked, shownMessage } from "../login-errors";
import { useModalServices } from "../modal-services";
import { OtpEntry } from "../otp-entry";
import { useMounted } from "../use-mounted";
import { useOtp } from "../use-otp";
import { refusedForRole, reportFailure } from "./outcomes";
import { PasswordLogin } from "./password-login";

const L = LABELS.loginModal;

/**
 * loginOtp (spec 1 §2, §4): the identified shopper signs in with the password or with a one-time
 * code; toggle links switch the forms. The OTP form comes first when a phone number was given.
 */
export function LoginOtpView() {
  const services = useModalServices();
  const { state, dispatch, settings } = services;
  const canUseOtp = state.otpMobile !== "" && (settings.flags.otpScreen || state.verifyingPhone);
  return (
    <>
      <p className="login-identity">{state.identifier || state.otpMobile}</p>
      {state.otpForm ? <OtpLogin /> : <PasswordLogin askIdentifier={false} />}
      <div className="login-toggles">
        {state.otpForm && !state.verifyingPhone ? (
          <button type="button" className="login-link" onClick={() => dispatch({ type: "showPasswordForm" })}>
            {L.usePassword}
          </button>
        ) : null}
        {!state.otpForm && canUseOtp ? (
          <button type="button" className="login-link" onClick={() => dispatch({ type: "showOtpForm" })}>
            {L.useOtp}
          </button>
        ) : null}
      </div>
    </>
  );
}

/** Sign-in with a one-time code (the `otp` grant); code 207 disables the button for good. */
function OtpLogin() {
  const services = useModalServices();
  const { api, state, dispatch, finish } = services;
  const mounted = useMounted();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const otp = useOtp({
    api,
    showToast: services.shell.showToast,
    mobileNumber: state.otpMobile,
    purpose: "login",
    verified: !state.verifyingPhone,
    onLocked: () => dispatch({ type: "accountLocked" }),
  });

  const submit = async (passPhrase: string, sessionID: string) => {
    setBusy(true);
    setError(undefined);
    const result = await otpLogin(api, { mobileNumber: state.otpMobile, sessionID, passPhrase });
    if (!mounted.current) return;
    setBusy(false);
    if (hasTokens(result)) {
      finish({ method: "otp", registered: false });
      return;
    }
    if (result.ok) return reportFailure(services.shell, MESSAGES.login.invalidData, setError);
    if (isAccountLocked(result)) {
      dispatch({ type: "accountLocked" });
      const locked = state.verifyingPhone
        ? MESSAGES.otp.accountLockedUnverified
        : MESSAGES.otp.accountLockedVerified;
      return reportFailure(services.shell, errorDetailOf(result, locked), setError);
    }
    if (await refusedForRole(result, services)) return;
    reportFailure(services.shell, shownMessage(result, MESSAGES.otp.invalidTryAgain), setError);
  };

  return (
    <OtpEntry
      otp={otp}
      mobileNumber={state.otpMobile}
      submitLabel={LABELS.login.login}
      locked={state.locked}
      busy={busy}
      error={error}
      onSubmit={(code, sessionID) => void submit(code, sessionID)}
    />
  );
}
