import { fill } from "../shared/fill";
import * as labels from "./labels";

/** Fills the templates of ./messages.ts and ./labels.ts, so the wording stays in one place. */

/** "Resend OTP in 27s" (login modal). */
export const otpResendIn = (seconds: number) => fill(labels.loginModal.resendIn, [["{seconds}", seconds]]);
/** "Enter the OTP we sent to 9876543210" (login modal). */
export const otpSentTo = (mobile: string) => fill(labels.loginModal.otpSentTo, [["{mobile}", mobile]]);
