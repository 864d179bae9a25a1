import { type HttpStatuses, routes, unwrap } from "@odin/contracts";
import type { FastifyInstance } from "fastify";
import { serve } from "../../platform/serve";
import { SESSION_STATUSES } from "../auth";
import type { OtpGrantProblem, OtpProblem } from "./otp.problems";
import type { OtpService } from "./otp.service";

/** The HTTP status of each OTP failure (decision 0018). */
export const OTP_STATUSES: HttpStatuses<OtpProblem> = {
  tooManySends: 429,
  resendTooSoon: 429,
  noAccount: 404,
  signInRequired: 401,
  notYourNumber: 403,
  smsBudgetSpent: 429,
  alreadyExists: 409,
  captchaRequired: 403,
  captchaFailed: 403,
  unknownSession: 400,
  wrongCode: 400,
  expired: 400,
  exhausted: 403,
  locked: 403,
  invalidPhone: 400,
  accountGone: 401,
};

/** The statuses of OTP sign-in, the `otp` grant of `POST /auth/token`. */
export const OTP_GRANT_STATUSES: HttpStatuses<OtpGrantProblem> = { ...OTP_STATUSES, ...SESSION_STATUSES };

const RULES =
  "A code is 6 digits, valid 5 minutes, used once, with 5 wrong tries. Resend after 30 s replaces it. " +
  "At most 3 sends per phone in 10 minutes and a cap per client address (429, `data.detail`). Too many " +
  "wrong codes for one phone lock its OTPs (403, code 207). No code is sent while the store's SMS " +
  "budget of the hour is spent (429). Errors carry `data.detail`.";

/** `POST /api/otp/generate|resend|validate` (API.md; docs/decisions/0018). */
export function otpRoutes(app: FastifyInstance, otp: OtpService): void {
  serve(app, routes.otpGenerate, {
    tag: "otp",
    summary: "Send a one-time code by SMS; answers the sessionID",
    description: `${RULES} Purpose login needs an account with this number (404); registration needs a number without a verified account (409) and a solved captchaToken (an ALTCHA payload or a picture code's proof); cod a signed-in shopper (401) and their own verified number or their delivery address's (403).`,
    handler: async (request) => {
      const { mobileNumber, purpose, captchaToken } = request.body;
      const userId = request.user?.userId;
      const sent = await otp.generate({
        mobileNumber,
        purpose,
        captchaToken,
        clientAddress: request.ip,
        userId,
      });
      return unwrap(sent, OTP_STATUSES);
    },
  });

  serve(app, routes.otpResend, {
    tag: "otp",
    summary: "Send a new code for the same session (after 30 seconds)",
    description: RULES,
    handler: async (request) => {
      const { sessionID, mobileNumber } = request.body;
      return unwrap(await otp.resend({ sessionID, mobileNumber, clientAddress: request.ip }), OTP_STATUSES);
    },
  });

  serve(app, routes.otpValidate, {
    tag: "otp",
    summary: "Check a code without signing in (registration, cash on delivery)",
    description: `${RULES} A failed registration check adds \`data.call_for: "register"\`. The accepted code is then used up by the call it was for.`,
    handler: async (request) => {
      const { sessionID } = unwrap(await otp.validate(request.body), OTP_STATUSES);
      return { data: { otpValidated: true as const, sessionID } };
    },
  });
}
