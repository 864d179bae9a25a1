import type { OtpPurpose } from "@odin/contracts";
import { useState } from "react";
import { useModalServices } from "./modal-services";
import { useMounted } from "./use-mounted";
import { useOtp } from "./use-otp";
import { reportFailure } from "./views/outcomes";

interface OtpBlockOptions {
  purpose: OtpPurpose;
  /** See `OtpOptions.verified`. */
  verified: boolean;
  captcha?: (() => Promise<string | undefined>) | undefined;
}

/**
 * What the modal's OTP blocks (OTP login, registration, the social missed view) share: the code's
 * exchange for the modal's phone, and a submit that is busy while its call runs, drops an answer
 * that arrives after the view went, and shows the message `settle` returns (field and toast).
 * `entry` holds the props of `<OtpEntry>` that come from here.
 */
export function useOtpBlock({ purpose, verified, captcha }: OtpBlockOptions) {
  const services = useModalServices();
  const { api, state, dispatch, shell } = services;
  const mounted = useMounted();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const otp = useOtp({
    api,
    showToast: shell.showToast,
    mobileNumber: state.otpMobile,
    purpose,
    verified,
    captcha,
    onLocked: () => dispatch({ type: "accountLocked" }),
  });

  const submit = async <T>(
    call: () => Promise<T>,
    settle: (result: T) => string | undefined | Promise<string | undefined>,
  ) => {
    setBusy(true);
    setError(undefined);
    const result = await call();
    if (!mounted.current) return;
    setBusy(false);
    const message = await settle(result);
    if (message) reportFailure(shell, message, setError);
  };

  return {
    submit,
    entry: { otp, mobileNumber: state.otpMobile, locked: state.locked, busy, error },
  };
}
