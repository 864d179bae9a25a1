import { MESSAGES, OTP, type OtpPurpose } from "@odin/contracts";
import { useCallback, useEffect, useRef, useState } from "react";
import { generateOtp, resendOtp } from "../../lib/api/auth-calls";
import { errorDetailOf } from "../../lib/api/errors";
import type { ApiClient } from "../../lib/api/types";
import { isAccountLocked, isCaptchaRefusal } from "./login-errors";
import type { PageShell } from "./page-shell";
import { useMounted } from "./use-mounted";

export interface OtpOptions {
  api: ApiClient;
  mobileNumber: string;
  purpose: OtpPurpose;
  /** A verified phone (OTP login) or one being verified (605, registration): the failure wording differs. */
  verified: boolean;
  /** Registration OTPs carry a solved captcha (spec 1 §7). */
  captcha?: (() => Promise<string | undefined>) | undefined;
  /** Code 207 on sending. */
  onLocked?: () => void;
  showToast: PageShell["showToast"];
}

export interface OtpSession {
  sessionID: string | undefined;
  code: string;
  setCode: (code: string) => void;
  /** Seconds until the resend link shows (spec 1 §4: 30). */
  secondsLeft: number;
  sending: boolean;
  /** A failed resend keeps the resend button disabled (spec 1 §4). */
  resendBlocked: boolean;
  resend: () => Promise<void>;
}

/**
 * One OTP exchange (spec 1 §4 "OTP resend"): the code is sent when the OTP form appears, a 30-second
 * countdown runs, then a resend link shows. Resend clears the input and restarts the countdown; on a
 * resend error the server's detail shows in a 3-second toast and the resend button stays disabled.
 */
export function useOtp(options: OtpOptions): OtpSession {
  const { api, mobileNumber, purpose, verified, showToast } = options;
  const latest = useRef(options);
  latest.current = options;
  const mounted = useMounted();
  const [sessionID, setSessionID] = useState<string>();
  const [code, setCode] = useState("");
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [sending, setSending] = useState(false);
  const [resendBlocked, setResendBlocked] = useState(false);
  const deadline = useRef(0);
  const sent = useRef(false);

  const startCountdown = useCallback((seconds: number | undefined) => {
    const length = seconds && seconds > 0 ? seconds : OTP.resendCountdownSeconds;
    deadline.current = Date.now() + length * 1000;
    setSecondsLeft(length);
  }, []);

  const counting = secondsLeft > 0;
  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(() => {
      setSecondsLeft(Math.max(0, Math.ceil((deadline.current - Date.now()) / 1000)));
    }, 1000);
    return () => clearInterval(timer);
  }, [counting]);

  const generate = useCallback(async () => {
    setSending(true);
    const captcha = latest.current.captcha;
    const send = async () =>
      generateOtp(api, { mobileNumber, purpose, captchaToken: captcha ? await captcha() : undefined });
    let result = await send();
    if (!result.ok && captcha && isCaptchaRefusal(result)) result = await send();
    if (!mounted.current) return;
    setSending(false);
    if (result.ok) {
      setSessionID(result.data.sessionID);
      startCountdown(result.data.resendAfterSeconds);
    } else if (isAccountLocked(result)) {
      latest.current.onLocked?.();
      showToast(errorDetailOf(result, MESSAGES.otp.accountLockedVerified), { tone: "danger" });
    } else {
      showToast(verified ? MESSAGES.otp.flashErrorVerified : MESSAGES.otp.flashErrorUnverified, {
        tone: "danger",
      });
    }
  }, [api, mobileNumber, purpose, verified, mounted, startCountdown, showToast]);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void generate();
  }, [generate]);

  const resend = useCallback(async () => {
    setCode("");
    if (!sessionID) return generate();
    setSending(true);
    const result = await resendOtp(api, { sessionID, mobileNumber });
    if (!mounted.current) return;
    setSending(false);
    if (result.ok) {
      setSessionID(result.data.sessionID || sessionID);
      startCountdown(result.data.resendAfterSeconds);
    } else {
      showToast(errorDetailOf(result, MESSAGES.otp.somethingWentWrong), { tone: "danger" });
      setResendBlocked(true);
    }
  }, [api, sessionID, mobileNumber, generate, mounted, startCountdown, showToast]);

  return { sessionID, code, setCode, secondsLeft, sending, resendBlocked, resend };
}
