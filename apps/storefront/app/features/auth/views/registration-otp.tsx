import { isGender, LABELS, MESSAGES } from "@odin/contracts";
import { registerWithOtp } from "../../../lib/api/auth-calls";
import { hasTokens, isAccountLocked } from "../login-errors";
import { useModalServices } from "../modal-services";
import { OtpEntry } from "../otp-entry";
import type { RegistrationFields } from "../registration-rules";
import type { Captcha } from "../use-captcha";
import { useOtpBlock } from "../use-otp-block";
import { finishRegistration, registrationFailure } from "./outcomes";

const L = LABELS.loginModal;

/**
 * The OTP block of registration (spec 1 §3, §4): an OTP for purpose registration goes to the phone
 * with a solved captcha, then `POST /api/user/register/otp` carries the form and the code.
 */
export function RegistrationOtp({ fields, captcha }: { fields: RegistrationFields; captcha: Captcha }) {
  const services = useModalServices();
  const { api, state, dispatch, settings } = services;
  const block = useOtpBlock({
    purpose: "registration",
    verified: false,
    captcha: settings.flags.captchaOnRegistration ? captcha.obtain : undefined,
  });

  const submit = (passPhrase: string, sessionID: string) =>
    block.submit(
      () =>
        registerWithOtp(api, {
          name: fields.name.trim(),
          gender:
            settings.flags.genderFieldInRegistration &&
            state.view === "registrationV2" &&
            isGender(fields.gender)
              ? fields.gender
              : undefined,
          email: fields.email.trim(),
          mobileNumber: state.otpMobile,
          password: fields.password,
          otpDetails: { sessionID, passPhrase },
        }),
      (result) => {
        if (hasTokens(result)) {
          finishRegistration(services);
          return undefined;
        }
        if (result.ok) return MESSAGES.login.invalidData;
        if (isAccountLocked(result)) dispatch({ type: "accountLocked" });
        return registrationFailure(result, MESSAGES.otp.invalidTryAgain);
      },
    );

  return (
    <OtpEntry
      {...block.entry}
      submitLabel={L.verify}
      onSubmit={(code, sessionID) => void submit(code, sessionID)}
    />
  );
}
