import { LABELS, MESSAGES } from "@odin/contracts";
import { otpLogin } from "../../../lib/api/auth-calls";
import { errorDetailOf } from "../../../lib/api/errors";
import { hasTokens, isAccountLocked, shownMessage } from "../login-errors";
import { useModalServices } from "../modal-services";
import { OtpEntry } from "../otp-entry";
import { useOtpBlock } from "../use-otp-block";
import { refusedForRole } from "./outcomes";
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
  const block = useOtpBlock({ purpose: "login", verified: !state.verifyingPhone });

  const submit = (passPhrase: string, sessionID: string) =>
    block.submit(
      () => otpLogin(api, { mobileNumber: state.otpMobile, sessionID, passPhrase }),
      async (result) => {
        if (hasTokens(result)) {
          finish({ method: "otp", registered: false });
          return undefined;
        }
        if (result.ok) return MESSAGES.login.invalidData;
        if (isAccountLocked(result)) {
          dispatch({ type: "accountLocked" });
          const locked = state.verifyingPhone
            ? MESSAGES.otp.accountLockedUnverified
            : MESSAGES.otp.accountLockedVerified;
          return errorDetailOf(result, locked);
        }
        if (await refusedForRole(result, services)) return undefined;
        return shownMessage(result, MESSAGES.otp.invalidTryAgain);
      },
    );

  return (
    <OtpEntry
      {...block.entry}
      submitLabel={LABELS.login.login}
      onSubmit={(code, sessionID) => void submit(code, sessionID)}
    />
  );
}
