import type { StorefrontServices } from "@odin/contracts";
import type { PageRequest } from "../../platform/composition";
import type { CaptchaVerifier } from "../auth";
import { type CaptchaPass, passCodCaptcha } from "../auth";
import type { OtpService } from "./otp.service";

/**
 * The cash-on-delivery code of server-rendered pages and their form actions (decision 26): the OTP
 * service with purpose `cod`, as `/api/otp/generate|resend|validate` call it, its sends counted against
 * the request's client address; and the captcha before it, as `POST /api/captcha/verify` with purpose
 * `cod` checks it (the `codCaptcha` cookie on this page's answer).
 */
export function otpPage(
  otp: Pick<OtpService, "generate" | "resend" | "validate">,
  captchaDeps: { captcha: Pick<CaptchaVerifier, "verify">; pass: CaptchaPass },
) {
  return ({ request, reply, shopper }: PageRequest): StorefrontServices["otp"] => {
    const clientAddress = request.ip;
    const userId = shopper?.userId;
    return {
      sendCod: (mobileNumber) => otp.generate({ mobileNumber, purpose: "cod", clientAddress, userId }),
      resendCod: ({ sessionID, mobileNumber }) => otp.resend({ sessionID, mobileNumber, clientAddress }),
      validateCod: (input) => otp.validate({ ...input, purpose: "cod" }),
      passCodCaptcha: async (payload) =>
        userId !== undefined && passCodCaptcha(captchaDeps, request, reply, userId, payload),
      sendLogin: (mobileNumber) => otp.generate({ mobileNumber, purpose: "login", clientAddress }),
      sendRegistration: (mobileNumber, captchaToken) =>
        otp.generate({ mobileNumber, purpose: "registration", clientAddress, captchaToken }),
      resend: ({ sessionID, mobileNumber }) => otp.resend({ sessionID, mobileNumber, clientAddress }),
    };
  };
}
