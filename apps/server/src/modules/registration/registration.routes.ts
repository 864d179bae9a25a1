import { type Result, routes, unwrap } from "@odin/contracts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { serve } from "../../platform/serve";
import type { IssuedTokens } from "../auth";
import { setTokenCookies } from "../auth";
import type { NewAccount, RegistrationFailure, RegistrationService } from "./registration.service";

/** A created account is signed in: the tokens as cookies and in the body, as `POST /auth/token` does. */
function answerRegistered(
  request: FastifyRequest,
  reply: FastifyReply,
  result: Result<IssuedTokens, RegistrationFailure>,
) {
  const issued = unwrap(result);
  setTokenCookies(request, reply, issued);
  const { refreshExpiresAt: _, ...tokens } = issued;
  return { ...tokens, registered: true as const };
}

/** "Jane Mary Doe" → first name "Jane", last name "Mary Doe". */
function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = "", ...rest] = name.trim().split(/ +/);
  return { firstName, lastName: rest.join(" ") };
}

/** Registration, normal or social, with or without the phone's registration OTP (decision 0020). */
export function registrationRoutes(app: FastifyInstance, registration: RegistrationService): void {
  serve(app, routes.register, {
    tag: "auth",
    summary: "Register (normal or social body); signs the new account in",
    description:
      "While OTP on registration is on, a normal body answers 403 with code 605 and data.mobileNumber: " +
      "send a registration OTP and repeat on /api/user/register/otp. An existing e-mail or phone answers 409.",
    handler: async (request, reply) => {
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
  });

  serve(app, routes.registerWithOtp, {
    tag: "auth",
    summary: "Register with the registration OTP of the phone; signs the new account in",
    description:
      "Without otpDetails answers 403 with code 605. A SOCIAL_USER body with its socialToken is finished by social sign-in.",
    handler: async (request, reply) => {
      const { userDetails, otpDetails } = request.body;
      const account: NewAccount = {
        firstName: userDetails.firstName,
        // No middle-name column: the middle name goes before the last name.
        lastName: [userDetails.middleName, userDetails.lastName].filter(Boolean).join(" "),
        email: userDetails.emailId,
        mobileNumber: userDetails.mobileNumber,
        password: userDetails.password,
        gender: userDetails.gender,
      };
      const social =
        userDetails.userType === "SOCIAL_USER"
          ? {
              socialToken: userDetails.socialToken,
              socialIdentityProvider: userDetails.socialIdentityProvider,
            }
          : undefined;
      return answerRegistered(
        request,
        reply,
        await registration.registerWithOtp({ ...account, otpDetails, social }),
      );
    },
  });
}
