import {
  errorResponse,
  otpGenerateRequest,
  otpResendRequest,
  otpSentResponse,
  otpValidateRequest,
  otpValidateResponse,
} from "@odin/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ProblemError } from "../../platform/problems";
import type { Result } from "../auth/sessions";
import type { OtpService } from "./otp.service";

const failures = {
  400: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  429: errorResponse,
};

function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw new ProblemError(result.problem);
  return result.value;
}

const RULES =
  "A code is 6 digits, valid 5 minutes, used once, with 5 wrong tries. Resend after 30 s replaces it. " +
  "At most 3 sends per phone in 10 minutes and a cap per client address (429, `data.detail`). Too many " +
  "wrong codes for one phone lock its OTPs (403, code 207). Errors carry `data.detail`.";

/** `POST /api/otp/generate|resend|validate` (API.md; docs/decisions/0018). */
export async function otpRoutes(app: FastifyInstance, options: { otp: OtpService }) {
  const { otp } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    "/api/otp/generate",
    {
      schema: {
        tags: ["otp"],
        summary: "Send a one-time code by SMS; answers the sessionID",
        description: `${RULES} Purpose login needs an account with this number (404); registration needs a number without a verified account (409) and a solved ALTCHA captchaToken.`,
        body: otpGenerateRequest,
        response: { 200: otpSentResponse, ...failures },
      },
    },
    async (request) => {
      const { mobileNumber, purpose, captchaToken } = request.body;
      return unwrap(await otp.generate({ mobileNumber, purpose, captchaToken, clientAddress: request.ip }));
    },
  );

  routes.post(
    "/api/otp/resend",
    {
      schema: {
        tags: ["otp"],
        summary: "Send a new code for the same session (after 30 seconds)",
        description: RULES,
        body: otpResendRequest,
        response: { 200: otpSentResponse, ...failures },
      },
    },
    async (request) => {
      const { sessionID, mobileNumber } = request.body;
      return unwrap(await otp.resend({ sessionID, mobileNumber, clientAddress: request.ip }));
    },
  );

  routes.post(
    "/api/otp/validate",
    {
      schema: {
        tags: ["otp"],
        summary: "Check a code without signing in (registration, cash on delivery)",
        description: `${RULES} A failed registration check adds \`data.call_for: "register"\`. The accepted code is then used up by the call it was for.`,
        body: otpValidateRequest,
        response: { 200: otpValidateResponse, ...failures },
      },
    },
    async (request) => {
      const { sessionID } = unwrap(await otp.validate(request.body));
      return { data: { otpValidated: true as const, sessionID } };
    },
  );
}
