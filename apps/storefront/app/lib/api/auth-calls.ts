import {
  type AccountResponse,
  COUNTRY_CALLING_CODE,
  type captchaChallengeResponse,
  type forgotPasswordResponse,
  identifierKind,
  type missingFieldsResponse,
  OTP,
  type OtpPurpose,
  type OtpSentResponse,
  type passwordRuleResponse,
  type registeredResponse,
  type TokenResponse,
  type UserExistsResponse,
} from "@odin/contracts";
import type { z } from "zod";
import type { ApiClient, ApiResult } from "./types";

/**
 * The account and session calls of the login modal (API.md "Account and session"), typed with the
 * contracts (types only: no zod in the browser, decision 13). Each returns the client's result and
 * never throws for an HTTP failure.
 */

/** `X-Channel` of the storefront's sign-in calls (spec 1 §7). // value not given by the spec */
export const STOREFRONT_CHANNEL = "WEB";

const channel = { headers: { "X-Channel": STOREFRONT_CHANNEL } };

export const AUTH_CALL_PATHS = {
  token: "/auth/token",
  logout: "/auth/logout",
  userExists: "/api/user/exists",
  otpGenerate: "/api/otp/generate",
  otpResend: "/api/otp/resend",
  register: "/api/user/register",
  registerWithOtp: "/api/user/register/otp",
  missingFields: "/api/user/missing-fields",
  forgotPassword: "/api/user/forgot-password",
  passwordRule: "/api/user/password-rule",
  account: "/api/user/account",
  captchaChallenge: "/api/captcha/challenge",
} as const;

const mobileOf = (mobileNumber: string) => ({ mobileNumber, countryCallingCode: COUNTRY_CALLING_CODE });

/** Whether an account has this phone number or e-mail (the entry view's Continue). */
export function checkUserExists(api: ApiClient, identifier: string): Promise<ApiResult<UserExistsResponse>> {
  const value = identifier.trim();
  const body = identifierKind(value) === "email" ? { emailId: value } : { mobileNumber: mobileOf(value) };
  return api.post<UserExistsResponse>(AUTH_CALL_PATHS.userExists, body);
}

/** True when the user-exists answer found the identifier. */
export function userFound(answer: UserExistsResponse, identifier: string): boolean {
  return identifierKind(identifier.trim()) === "email" ? answer.emailIdPresent : answer.mobileNumberPresent;
}

export function passwordLogin(
  api: ApiClient,
  input: { username: string; password: string; captchaToken?: string | undefined },
): Promise<ApiResult<TokenResponse>> {
  const username = input.username.trim();
  return api.post<TokenResponse>(
    AUTH_CALL_PATHS.token,
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
): Promise<ApiResult<TokenResponse>> {
  return api.post<TokenResponse>(
    AUTH_CALL_PATHS.token,
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
): Promise<ApiResult<OtpSentResponse>> {
  return api.post<OtpSentResponse>(AUTH_CALL_PATHS.otpGenerate, {
    mobileNumber: input.mobileNumber,
    countryCallingCode: COUNTRY_CALLING_CODE,
    purpose: input.purpose,
    throughService: OTP.throughService,
    ...(input.captchaToken ? { captchaToken: input.captchaToken } : {}),
  });
}

export function resendOtp(
  api: ApiClient,
  input: { sessionID: string; mobileNumber: string },
): Promise<ApiResult<OtpSentResponse>> {
  return api.post<OtpSentResponse>(AUTH_CALL_PATHS.otpResend, {
    sessionID: input.sessionID,
    mobileNumber: input.mobileNumber,
    throughService: OTP.throughService,
  });
}

/** What a created account answers: signed in, as the token endpoint does. */
export type RegisteredResponse = z.infer<typeof registeredResponse>;

export interface RegistrationInput {
  name: string;
  gender?: string | undefined;
  email: string;
  mobileNumber: string;
  password: string;
}

export function register(
  api: ApiClient,
  input: RegistrationInput & { captchaToken?: string | undefined },
): Promise<ApiResult<RegisteredResponse>> {
  const { captchaToken, gender, ...fields } = input;
  return api.post<RegisteredResponse>(AUTH_CALL_PATHS.register, {
    ...fields,
    ...(gender ? { gender } : {}),
    ...(captchaToken ? { captchaToken } : {}),
  });
}

/** `POST /api/user/register/otp` (spec 1 §3 "with OTP path"): userDetails plus the entered code. */
export function registerWithOtp(
  api: ApiClient,
  input: RegistrationInput & { otpDetails: { sessionID: string; passPhrase: string } },
): Promise<ApiResult<RegisteredResponse>> {
  return api.post<RegisteredResponse>(
    AUTH_CALL_PATHS.registerWithOtp,
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
): Promise<ApiResult<Partial<TokenResponse> & Partial<z.infer<typeof missingFieldsResponse>>>> {
  const body = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  return api.post(AUTH_CALL_PATHS.missingFields, body);
}

export function forgotPassword(
  api: ApiClient,
  identifier: string,
): Promise<ApiResult<z.infer<typeof forgotPasswordResponse>>> {
  const username = identifier.trim();
  const type = identifierKind(username);
  return api.post(
    AUTH_CALL_PATHS.forgotPassword,
    { username, type },
    { headers: { "X-Channel": STOREFRONT_CHANNEL, "X-Communication-Type": type } },
  );
}

export function fetchPasswordRule(api: ApiClient): Promise<ApiResult<z.infer<typeof passwordRuleResponse>>> {
  return api.get(AUTH_CALL_PATHS.passwordRule);
}

export function fetchAccount(api: ApiClient): Promise<ApiResult<AccountResponse>> {
  return api.get<AccountResponse>(AUTH_CALL_PATHS.account);
}

export function logoutCall(api: ApiClient): Promise<ApiResult> {
  return api.post(AUTH_CALL_PATHS.logout, {});
}

export type CaptchaChallenge = z.infer<typeof captchaChallengeResponse>;

export function fetchCaptchaChallenge(api: ApiClient): Promise<ApiResult<CaptchaChallenge>> {
  return api.get<CaptchaChallenge>(AUTH_CALL_PATHS.captchaChallenge);
}
