import {
  COUNTRY_CALLING_CODE,
  identifierKind,
  OTP,
  type OtpPurpose,
  type RegisterRequest,
  routes,
  type UserExistsResponse,
} from "@odin/contracts";
import type { ApiClient } from "./types";

/**
 * The account and session calls of the login modal (API.md "Account and session"): each shapes the
 * body the route map's contract asks for from what the views hold. Each returns the client's result
 * and never throws for an HTTP failure.
 */

/** `X-Channel` of the storefront's sign-in calls (spec 1 §7). // value not given by the spec */
export const STOREFRONT_CHANNEL = "WEB";

const channel = { headers: { "X-Channel": STOREFRONT_CHANNEL } };

const mobileOf = (mobileNumber: string) => ({ mobileNumber, countryCallingCode: COUNTRY_CALLING_CODE });

/** Whether an account has this phone number or e-mail (the entry view's Continue). */
export function checkUserExists(api: ApiClient, identifier: string) {
  const value = identifier.trim();
  const body = identifierKind(value) === "email" ? { emailId: value } : { mobileNumber: mobileOf(value) };
  return api.call(routes.userExists, body);
}

/** True when the user-exists answer found the identifier. */
export function userFound(answer: UserExistsResponse, identifier: string): boolean {
  return identifierKind(identifier.trim()) === "email" ? answer.emailIdPresent : answer.mobileNumberPresent;
}

export function passwordLogin(
  api: ApiClient,
  input: { username: string; password: string; captchaToken?: string | undefined },
) {
  const username = input.username.trim();
  return api.call(
    routes.token,
    {
      grant_type: "password",
      username,
      password: input.password,
      ...(identifierKind(username) === "mobile" ? { countryCallingCode: COUNTRY_CALLING_CODE } : {}),
      ...(input.captchaToken ? { captchaToken: input.captchaToken } : {}),
    },
    channel,
  );
}

export function otpLogin(
  api: ApiClient,
  input: { mobileNumber: string; sessionID: string; passPhrase: string },
) {
  return api.call(
    routes.token,
    {
      grant_type: "otp",
      mobileNumber: mobileOf(input.mobileNumber),
      otpDetails: { sessionID: input.sessionID, passPhrase: input.passPhrase },
    },
    channel,
  );
}

export function generateOtp(
  api: ApiClient,
  input: { mobileNumber: string; purpose: OtpPurpose; captchaToken?: string | undefined },
) {
  return api.call(routes.otpGenerate, {
    mobileNumber: input.mobileNumber,
    countryCallingCode: COUNTRY_CALLING_CODE,
    purpose: input.purpose,
    throughService: OTP.throughService,
    ...(input.captchaToken ? { captchaToken: input.captchaToken } : {}),
  });
}

export function resendOtp(api: ApiClient, input: { sessionID: string; mobileNumber: string }) {
  return api.call(routes.otpResend, {
    sessionID: input.sessionID,
    mobileNumber: input.mobileNumber,
    throughService: OTP.throughService,
  });
}

/** The fields of the registration form (spec 1 §3 "Registration payload (v2)"). */
export type RegistrationInput = Omit<RegisterRequest, "captchaToken">;

export function register(api: ApiClient, input: RegisterRequest) {
  const { captchaToken, gender, ...fields } = input;
  return api.call(routes.register, {
    ...fields,
    ...(gender ? { gender } : {}),
    ...(captchaToken ? { captchaToken } : {}),
  });
}

/** `POST /api/user/register/otp` (spec 1 §3 "with OTP path"): userDetails plus the entered code. */
export function registerWithOtp(
  api: ApiClient,
  input: RegistrationInput & { otpDetails: { sessionID: string; passPhrase: string } },
) {
  return api.call(
    routes.registerWithOtp,
    {
      userDetails: {
        emailId: input.email,
        firstName: input.name,
        mobileNumber: input.mobileNumber,
        countryCallingCode: COUNTRY_CALLING_CODE,
        isMobileNumberVerified: true,
        password: input.password,
        ...(input.gender ? { gender: input.gender } : {}),
        isEmailVerified: false,
        userType: "END_USER",
      },
      otpDetails: input.otpDetails,
    },
    channel,
  );
}

/** The missed view's call: the field a social sign-in lacked, then with the OTP of its phone. */
export function sendMissingFields(
  api: ApiClient,
  input: {
    socialToken: string;
    mobileNo?: string | undefined;
    email?: string | undefined;
    otpDetails?: { sessionID: string; passPhrase: string } | undefined;
  },
) {
  const { socialToken, mobileNo, email, otpDetails } = input;
  return api.call(routes.missingFields, {
    socialToken,
    ...(mobileNo !== undefined ? { mobileNo } : {}),
    ...(email !== undefined ? { email } : {}),
    ...(otpDetails !== undefined ? { otpDetails } : {}),
  });
}

export function forgotPassword(api: ApiClient, identifier: string) {
  const username = identifier.trim();
  const type = identifierKind(username);
  return api.call(
    routes.forgotPassword,
    { username, type },
    { headers: { "X-Channel": STOREFRONT_CHANNEL, "X-Communication-Type": type } },
  );
}

export function fetchPasswordRule(api: ApiClient) {
  return api.call(routes.passwordRule);
}

export function fetchAccount(api: ApiClient) {
  return api.call(routes.account);
}

export function logoutCall(api: ApiClient) {
  return api.call(routes.logout, {});
}

export function fetchCaptchaChallenge(api: ApiClient) {
  return api.call(routes.captchaChallenge);
}
