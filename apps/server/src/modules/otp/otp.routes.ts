import { routes, unwrap } from "@odin/contracts";
import type { FastifyInstance } from "fastify";
import { serve } from "../../platform/serve";
import type { OtpService } from "./otp.service";

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
      return unwrap(sent);
    },
  });

  serve(app, routes.otpResend, {
    tag: "otp",
    summary: "Send a new code for the same session (after 30 seconds)",
    description: RULES,
    handler: async (request) => {
      const { sessionID, mobileNumber } = request.body;
      return unwrap(await otp.resend({ sessionID, mobileNumber, clientAddress: request.ip }));
    },
  });

  serve(app, routes.otpValidate, {
    tag: "otp",
    summary: "Check a code without signing in (registration, cash on delivery)",
    description: `${RULES} A failed registration check adds \`data.call_for: "register"\`. The accepted code is then used up by the call it was for.`,
    handler: async (request) => {
      const { sessionID } = unwrap(await otp.validate(request.body));
      return { data: { otpValidated: true as const, sessionID } };
    },
  });
}
