import type { Shopper, StorefrontServices } from "@odin/contracts";
import type { FastifyRequest } from "fastify";
import type { OtpService } from "./otp.service";

/**
 * The cash-on-delivery code of server-rendered pages and their form actions (decision 26): the OTP
 * service with purpose `cod`, as `/api/otp/generate|resend|validate` call it, its sends counted against
 * the request's client address.
 */
export function otpPage(otp: Pick<OtpService, "generate" | "resend" | "validate">) {
  return (request: FastifyRequest, shopper: Shopper | null): StorefrontServices["otp"] => {
    const clientAddress = request.ip;
    const userId = shopper?.userId;
    return {
      sendCod: (mobileNumber) => otp.generate({ mobileNumber, purpose: "cod", clientAddress, userId }),
      resendCod: ({ sessionID, mobileNumber }) => otp.resend({ sessionID, mobileNumber, clientAddress }),
      validateCod: (input) => otp.validate({ ...input, purpose: "cod" }),
    };
  };
}
