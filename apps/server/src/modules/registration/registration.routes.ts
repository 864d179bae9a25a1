import {
  ERROR_CODES,
  errorResponse,
  type PasswordRule,
  registeredResponse,
  registerRequest,
  registerWithOtpRequest,
  socialRegisterRequest,
} from "@odin/contracts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ProblemError } from "../../platform/problems";
import { setTokenCookies } from "../auth/auth-cookies";
import type { IssuedTokens, Result } from "../auth/sessions";
import { configuredPasswordField } from "./password-field";
import type { NewAccount, RegistrationService } from "./registration.service";

export interface RegistrationRouteOptions {
  registration: RegistrationService;
  /** The configured password rule replaces the contract's default check (spec 1 §5). */
  passwordRule: PasswordRule | null;
}

const failures = {
  400: errorResponse,
  403: errorResponse,
  409: errorResponse,
  429: errorResponse,
  501: errorResponse,
};

/** A created account is signed in: the tokens as cookies and in the body, as `POST /auth/token` does. */
function answerRegistered(request: FastifyRequest, reply: FastifyReply, result: Result<IssuedTokens>) {
  if (!result.ok) throw new ProblemError(result.problem);
  setTokenCookies(request, reply, result.value);
  const { refreshExpiresAt: _, ...tokens } = result.value;
  return { ...tokens, registered: true as const };
}

/** "Jane Mary Doe" → first name "Jane", last name "Mary Doe". */
function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = "", ...rest] = name.trim().split(/ +/);
  return { firstName, lastName: rest.join(" ") };
}

export async function registrationRoutes(app: FastifyInstance, options: RegistrationRouteOptions) {
  const { registration } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const password = configuredPasswordField(options.passwordRule);
  const registerBody = z.union([socialRegisterRequest, registerRequest.extend({ password })]);
  const registerWithOtpBody = registerWithOtpRequest.extend({
    userDetails: registerWithOtpRequest.shape.userDetails.extend({ password }),
  });

  routes.post(
    "/api/user/register",
    {
      schema: {
        tags: ["auth"],
        summary: "Register (normal or social body); signs the new account in",
        description:
          "While OTP on registration is on, a normal body answers 403 with code 605 and data.mobileNumber: " +
          "send a registration OTP and repeat on /api/user/register/otp. An existing e-mail or phone answers 409.",
        body: registerBody,
        response: { 200: registeredResponse, ...failures },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if ("socialToken" in body) {
        return answerRegistered(request, reply, await registration.registerSocial(body));
      }
      const result = await registration.register({
        ...splitName(body.name),
        email: body.email,
        mobileNumber: body.mobileNumber,
        password: body.password,
        gender: body.gender,
        captchaToken: body.captchaToken,
      });
      return answerRegistered(request, reply, result);
    },
  );

  routes.post(
    "/api/user/register/otp",
    {
      schema: {
        tags: ["auth"],
        summary: "Register with the registration OTP of the phone; signs the new account in",
        description:
          "Without otpDetails answers 403 with code 605. A SOCIAL_USER body with its socialToken is finished by social sign-in.",
        body: registerWithOtpBody,
        response: { 200: registeredResponse, ...failures },
      },
    },
    async (request, reply) => {
      const { userDetails, otpDetails } = request.body;
      if (userDetails.userType === "SOCIAL_USER") {
        if (!userDetails.socialToken || !userDetails.socialIdentityProvider) {
          throw new ProblemError({
            status: 400,
            code: ERROR_CODES.validation,
            detail: "A SOCIAL_USER registration needs its socialToken and socialIdentityProvider.",
          });
        }
        const result = await registration.registerSocial({
          socialIdentityProvider: userDetails.socialIdentityProvider,
          socialToken: userDetails.socialToken,
          emailId: userDetails.emailId,
          mobileNumber: userDetails.mobileNumber,
          otpDetails,
        });
        return answerRegistered(request, reply, result);
      }
      const account: NewAccount = {
        firstName: userDetails.firstName,
        // No middle-name column: the middle name goes before the last name.
        lastName: [userDetails.middleName, userDetails.lastName].filter(Boolean).join(" "),
        email: userDetails.emailId,
        mobileNumber: userDetails.mobileNumber,
        password: userDetails.password,
        gender: userDetails.gender,
      };
      return answerRegistered(request, reply, await registration.registerWithOtp({ ...account, otpDetails }));
    },
  );
}
